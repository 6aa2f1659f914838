/**
 * Visits as the insurance-center simulator records them (center_visits, migration 005): outpatient
 * registrations, admissions, pharmacy purchases.
 */
import type { Db } from '../db';
import type { JsonRow, TextRow } from './jsonRows';

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
  info: TextRow;
  diseinfo: TextRow[];
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

/** The institution's visit `mdtrtId`, locked for the transaction. */
export async function lockVisit(db: Db, orgCode: string, mdtrtId: string): Promise<Visit | undefined> {
  const { rows } = await db.query<Visit>(
    `select mdtrt_id, fixmedins_code, psn_no, insutype, med_type, kind, ipt_otp_no, status, begntime, msgid
       from center_visits where fixmedins_code = $1 and mdtrt_id = $2 for update`,
    [orgCode, mdtrtId],
  );
  return rows[0];
}

/** The admission the deal `msgid` (2401) made, locked for the transaction. */
export async function lockAdmissionByMsgid(
  db: Db,
  orgCode: string,
  msgid: string,
): Promise<Pick<Visit, 'mdtrt_id' | 'psn_no' | 'status'> | undefined> {
  const { rows } = await db.query<Pick<Visit, 'mdtrt_id' | 'psn_no' | 'status'>>(
    `select mdtrt_id, psn_no, status from center_visits
      where fixmedins_code = $1 and msgid = $2 and kind = 'I' for update`,
    [orgCode, msgid],
  );
  return rows[0];
}

/** Whether the institution has an open outpatient registration of this number. */
export async function isRegistered(db: Db, orgCode: string, iptOtpNo: string | undefined): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from center_visits where fixmedins_code = $1 and kind = 'O' and ipt_otp_no = $2 and status = '1'`,
    [orgCode, iptOtpNo],
  );
  return rows.length > 0;
}

/** The institution's open admissions of the person or of the inpatient number. */
export async function openAdmissions(
  db: Db,
  orgCode: string,
  psnNo: string,
  iptNo: string | undefined,
): Promise<{ ipt_otp_no: string; psn_no: string }[]> {
  const { rows } = await db.query<{ ipt_otp_no: string; psn_no: string }>(
    `select ipt_otp_no, psn_no from center_visits
      where fixmedins_code = $1 and kind = 'I' and status = '1' and (psn_no = $2 or ipt_otp_no = $3)`,
    [orgCode, psnNo, iptNo],
  );
  return rows;
}

export async function setVisit(
  db: Db,
  mdtrtId: string,
  change: {
    status?: '0' | '1' | '2';
    endtime?: Date | null;
    info?: TextRow;
    diseinfo?: TextRow[];
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

/** 5201: a person's visits of one medical type begun in [from, to], of one visit when given. */
export async function personVisits(
  db: Db,
  q: { psnNo: string | undefined; from: Date; to: Date; medType: string | undefined; mdtrtId: string | null },
): Promise<(JsonRow & { begntime: Date; endtime: Date | null })[]> {
  const { rows } = await db.query<JsonRow & { begntime: Date; endtime: Date | null }>(
    `select v.mdtrt_id, v.psn_no, v.fixmedins_code, coalesce(o.org_name, '') as fixmedins_name, v.begntime, v.endtime,
            v.med_type, v.ipt_otp_no, v.insutype, coalesce(v.info->>'dise_name', v.info->>'dscg_maindiag_name', '') as dise_name
       from center_visits v left join orgs o on o.org_code = v.fixmedins_code
      where v.psn_no = $1 and v.begntime >= $2 and v.begntime <= $3 and v.med_type = $4 and v.status <> '0'
        and ($5::text is null or v.mdtrt_id = $5)
      order by v.begntime`,
    [q.psnNo, q.from, q.to, q.medType, q.mdtrtId],
  );
  return rows;
}

/** 5202: the diagnoses of a person's visit (undefined: no such visit). */
export async function visitDiagnoses(
  db: Db,
  mdtrtId: string | undefined,
  psnNo: string | undefined,
): Promise<JsonRow[] | undefined> {
  const { rows } = await db.query<{ diseinfo: JsonRow[] }>(
    'select diseinfo from center_visits where mdtrt_id = $1 and psn_no = $2',
    [mdtrtId, psnNo],
  );
  return rows[0]?.diseinfo;
}
