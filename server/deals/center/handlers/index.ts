/** The simulator's handler of every deal of the catalogue. */
import { FILE_CATALOGUES } from '../../catalogue';
import * as admission from './admission';
import { cancelInpatient, cancelOutpatient, cancelPharmacy } from './cancel';
import { catalogueHandler } from './catalogues';
import type { Handler } from './context';
import * as fees from './fees';
import * as files from './files';
import * as outpatient from './outpatientVisits';
import { personInfo } from './person';
import * as q from './queries';
import { reconcileDetails, reconcileTotals } from './reconcile';
import { reverse } from './reversal';
import * as settle from './settle';
import { signIn, signOut } from './sign';

const QUERY_CATALOGUES = ['1312', '1316', '1317', '1318', '1319'];

export const HANDLERS: Readonly<Record<string, Handler>> = {
  '9001': signIn,
  '9002': signOut,
  '1101': personInfo,
  ...Object.fromEntries(
    [...FILE_CATALOGUES.map(([code]) => code), ...QUERY_CATALOGUES].map((code) => [
      code,
      catalogueHandler(code),
    ]),
  ),
  '2101': settle.preSettlePharmacy,
  '2102': settle.settlePharmacy,
  '2103': cancelPharmacy,
  '2201': outpatient.register,
  '2202': outpatient.cancelRegistration,
  '2203': outpatient.uploadVisitInfo,
  '2204': fees.uploadOutpatientFees,
  '2205': fees.cancelOutpatientFees,
  '2206': settle.preSettleOutpatient,
  '2207': settle.settleOutpatient,
  '2208': cancelOutpatient,
  '2301': fees.uploadInpatientFees,
  '2302': fees.cancelInpatientFees,
  '2303': settle.preSettleInpatient,
  '2304': settle.settleInpatient,
  '2305': cancelInpatient,
  '2401': admission.admit,
  '2402': admission.discharge,
  '2403': admission.changeAdmission,
  '2404': admission.cancelAdmission,
  '2405': admission.cancelDischarge,
  '2601': reverse,
  '3201': reconcileTotals,
  '3202': reconcileDetails,
  '5201': q.visits,
  '5202': q.diagnoses,
  '5203': q.settlement,
  '5204': q.fees,
  '5205': q.chronicDrugs,
  '5206': q.cumulative,
  '9101': files.upload,
  '9102': files.download,
};
