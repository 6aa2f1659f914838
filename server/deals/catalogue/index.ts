/** The deal catalogue: every deal of the national interface the platform offers, by deal name. */
import type { DealMeta } from '../../../schemas/deal';
import { ADMISSION_DEALS } from './admission';
import { DOWNLOAD_DEALS } from './downloads';
import { FILE_DEALS } from './files';
import { INPATIENT_DEALS } from './inpatient';
import { OUTPATIENT_DEALS } from './outpatient';
import { PERSON_DEALS } from './person';
import { PHARMACY_DEALS } from './pharmacy';
import { QUERY_DEALS } from './queries';
import { RECONCILIATION_DEALS } from './reconciliation';
import { REVERSAL_DEALS } from './reversal';
import { SIGNIN_DEALS } from './signin';

export { FIELDS } from './fields';
export { FILE_CATALOGUES } from './downloads';
export { tipOf } from '../../../schemas/dealDsl';

/** Every deal, sorted by deal name. */
export const CATALOGUE: readonly DealMeta[] = [
  ...SIGNIN_DEALS,
  ...PERSON_DEALS,
  ...DOWNLOAD_DEALS,
  ...PHARMACY_DEALS,
  ...OUTPATIENT_DEALS,
  ...INPATIENT_DEALS,
  ...ADMISSION_DEALS,
  ...REVERSAL_DEALS,
  ...RECONCILIATION_DEALS,
  ...QUERY_DEALS,
  ...FILE_DEALS,
].sort((a, b) => a.dealName.localeCompare(b.dealName));

const BY_NAME = new Map(CATALOGUE.map((d) => [d.dealName, d]));

/** The metadata of a deal, or undefined when the catalogue does not hold it. */
export const findDeal = (dealName: string): DealMeta | undefined => BY_NAME.get(dealName);
