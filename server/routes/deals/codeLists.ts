/**
 * The code lists a deal field may name (`codeList`, docs/domain.md): the national interface's code lists
 * (server/deals/catalogue/codes.ts, by their field name: `MED_TYPE` is `med_type`) and the base-info lists
 * of /common/baseInfo, which win where both have a name.
 */
import type { DealOption } from '../../../schemas/deal';
import * as NATIONAL from '../../deals/catalogue/codes';
import type { CodeLists } from '../../deals/studio/publishing';
import { BASE_INFO } from '../common/baseInfo';

export const CODE_LISTS: CodeLists = new Map<string, readonly DealOption[]>([
  ...Object.entries(NATIONAL).map(
    ([name, pairs]) => [name.toLowerCase(), pairs.map(([value, label]) => ({ name: label, value }))] as const,
  ),
  ...Object.entries(BASE_INFO),
]);
