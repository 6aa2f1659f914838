/** Visits as the center records them: outpatient registrations, admissions, pharmacy purchases. */
import type { Db } from '../../db';
import type { CleanRow } from '../input';
import { parseChinaTime } from '../time';
import { answer, nodeOf, refuse, rowsOf, type Handler } from './handlers/context';

export type VisitKind = 'O' | 'I' | 'P';

export interface Visit {
  mdtrt_id: string;
  fixmedins_code: string;
  psn_no: string;
  insutype: string;
  med_type: string;
  kind: VisitKind;
  ipt_otp_no: string;
  status: '0' | '1' | '2';
  begntime: Date;
  msgid: string;
}

export interface NewVisit {
  mdtrtId: string;
  orgCode: string;
  psnNo: string;
  insutype: string;
  medType: string;
  kind: VisitKind;
  iptOtpNo: string;
  begntime: Date;
  endtime?: Date;
  status?: '1' | '2';
  msgid: string;
  info: CleanRow;
  diseinfo: CleanRow[];
}

export async function insertVisit(db: Db, v: NewVisit): Promise<void> {
  await db.query(
    `insert into center_visits (mdtrt_id, fixmedins_code, psn_no, insutype, med_type, kind, ipt_otp_no,
       begntime, endtime, status, msgid, info, diseinfo)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      v.mdtrtId,
      v.orgCode,
      v.psnNo,
      v.insutype,
      v.medType,
      v.kind,
      v.iptOtpNo,
      v.begntime,
      v.endtime ?? null,
      v.status ?? '1',
      v.msgid,
      JSON.stringify(v.info),
      JSON.stringify(v.diseinfo),
    ],
  );
}

/** The institution's visit `mdtrt_id` of `psn_no` and `kind`, locked; refused when missing or cancelled. */
export async function visitOf(db: Db, orgCode: string, row: CleanRow, kind: VisitKind): Promise<Visit> {
  const { rows } = await db.query<Visit>(
    `select mdtrt_id, fixmedins_code, psn_no, insutype, med_type, kind, ipt_otp_no, status, begntime, msgid
       from center_visits where fixmedins_code = $1 and mdtrt_id = $2 for update`,
    [orgCode, row.mdtrt_id ?? ''],
  );
  const visit = rows[0];
  if (!visit || visit.psn_no !== row.psn_no || visit.kind !== kind) return refuse('就诊信息不存在');
  if (visit.status === '0') refuse('该就诊已撤销');
  return visit;
}

/** Whether a settlement of the visit stands (not cancelled, not reversed). */
export async function isSettled(db: Db, mdtrtId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from center_settlements
      where mdtrt_id = $1 and refd_setl_flag = '0' and not cancelled and not reversed limit 1`,
    [mdtrtId],
  );
  return rows.length > 0;
}

export async function setVisit(
  db: Db,
  mdtrtId: string,
  change: {
    status?: '0' | '1' | '2';
    endtime?: Date | null;
    info?: CleanRow;
    diseinfo?: CleanRow[];
    medType?: string;
  },
): Promise<void> {
  await db.query(
    `update center_visits set
       status = coalesce($2, status),
       endtime = case when $3::boolean then $4::timestamptz else endtime end,
       info = info || coalesce($5::jsonb, '{}'::jsonb),
       diseinfo = coalesce($6::jsonb, diseinfo),
       med_type = coalesce($7, med_type)
     where mdtrt_id = $1`,
    [
      mdtrtId,
      change.status ?? null,
      change.endtime !== undefined,
      change.endtime ?? null,
      change.info ? JSON.stringify(change.info) : null,
      change.diseinfo && change.diseinfo.length > 0 ? JSON.stringify(change.diseinfo) : null,
      change.medType ?? null,
    ],
  );
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
    if (await isSettled(hc.db, visit.mdtrt_id)) refuse(settledMessage);
    await setVisit(hc.db, visit.mdtrt_id, { info, diseinfo: rowsOf(hc, 'diseinfo'), medType: info.med_type });
    return answer({});
  };
