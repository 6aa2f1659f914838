/**
 * Visits as the center records them: outpatient registrations, admissions, pharmacy purchases (the rows:
 * server/repositories/centerVisits.ts).
 */
import { hasStandingSettlement } from '../../repositories/centerSettlements';
import { lockVisit, setVisit, type Visit, type VisitKind } from '../../repositories/centerVisits';
import type { Db } from '../../db';
import type { CleanRow } from '../input';
import { parseChinaTime } from '../time';
import { answer, nodeOf, refuse, rowsOf, type Handler } from './handlers/context';

/** The institution's visit `mdtrt_id` of `psn_no` and `kind`, locked; refused when missing or cancelled. */
export async function visitOf(db: Db, orgCode: string, row: CleanRow, kind: VisitKind): Promise<Visit> {
  const visit = await lockVisit(db, orgCode, row.mdtrt_id ?? '');
  if (!visit || visit.psn_no !== row.psn_no || visit.kind !== kind) return refuse('就诊信息不存在');
  if (visit.status === '0') refuse('该就诊已撤销');
  return visit;
}

/** A DT value of the input as an instant (validated by pattern; refused when not a real date). */
export function timeOf(row: CleanRow, key: string, label: string): Date {
  return parseChinaTime(row[key] ?? '') ?? refuse(`${label}不是有效的时间`);
}

/**
 * A deal that changes an unsettled visit's information (2203 就诊信息上传, 2403 住院信息变更): the visit
 * of `kind` named in node `nodeName` takes that node and its diseinfo rows; a settled one is refused.
 */
export const changeVisitInfo =
  (nodeName: string, kind: VisitKind, settledMessage: string): Handler =>
  async (hc) => {
    const info = nodeOf(hc, nodeName);
    const visit = await visitOf(hc.db, hc.orgCode, info, kind);
    if (await hasStandingSettlement(hc.db, visit.mdtrt_id)) refuse(settledMessage);
    await setVisit(hc.db, visit.mdtrt_id, { info, diseinfo: rowsOf(hc, 'diseinfo'), medType: info.med_type });
    return answer({});
  };
