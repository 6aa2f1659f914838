/**
 * Case upload: the institution's inpatient visits as cases, with their upload flag, and the uploads
 * themselves (case_uploads, migration 017).
 */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';
import { containing } from './likePattern';

export interface CaseFilter {
  /** The institution (undefined: every institution, the 9999 operator). */
  orgCode?: string;
  /** A part of the hospitalisation serial number (ipt_otp_no). */
  psnNo?: string;
  /** A part of the person's name. */
  psnName?: string;
  /** Admission from the start of `from` to the end of `to` (China time). */
  from: Date;
  to: Date;
}

export interface CaseRow {
  mdtrtId: string;
  psnname: string;
  psnno: string;
  age: number;
  begintime: string;
  endtime: string | null;
  upFlag: '0' | '1';
}

/** The most cases one search answers (the table pages them, 20 a page). */
export const CASE_LIMIT = 1000;

/** The inpatient visits admitted in the range, newest first, with the person's age at admission. */
export async function findCases(db: Db, f: CaseFilter): Promise<CaseRow[]> {
  const { rows } = await db.query<{
    mdtrt_id: string;
    psn_name: string;
    ipt_otp_no: string;
    age: number;
    begintime: string;
    endtime: string | null;
    uploaded: boolean;
  }>(
    `select v.mdtrt_id, p.psn_name, v.ipt_otp_no,
            ${chinaTime('v.begntime')} as begintime, ${chinaTime('v.endtime')} as endtime,
            extract(year from age(v.begntime::date, p.brdy))::int as age,
            (u.mdtrt_id is not null) as uploaded
       from center_visits v
       join insured_persons p on p.psn_no = v.psn_no
       left join case_uploads u on u.fixmedins_code = v.fixmedins_code and u.mdtrt_id = v.mdtrt_id
      where v.kind = 'I' and v.status <> '0'
        and ($1::text is null or v.fixmedins_code = $1)
        and v.begntime >= $2 and v.begntime < $3
        and ($4::text is null or v.ipt_otp_no ilike $4)
        and ($5::text is null or p.psn_name ilike $5)
      order by v.begntime desc, v.mdtrt_id
      limit ${CASE_LIMIT}`,
    [
      f.orgCode ?? null,
      f.from,
      f.to,
      f.psnNo ? containing(f.psnNo) : null,
      f.psnName ? containing(f.psnName) : null,
    ],
  );
  return rows.map((r) => ({
    mdtrtId: r.mdtrt_id,
    psnname: r.psn_name,
    psnno: r.ipt_otp_no,
    age: r.age,
    begintime: r.begintime,
    endtime: r.endtime,
    upFlag: r.uploaded ? '1' : '0',
  }));
}

/** The institution of each of `ids` that is an inpatient case (unknown ones are left out). */
export async function caseOrgs(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ mdtrt_id: string; fixmedins_code: string }>(
    `select mdtrt_id, fixmedins_code from center_visits
      where kind = 'I' and status <> '0' and mdtrt_id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.mdtrt_id, r.fixmedins_code]));
}

/** Marks the cases uploaded; an upload already recorded stays as it was. Answers how many are new. */
export async function recordUploads(
  db: Db,
  orgCode: string,
  ids: readonly string[],
  by: string,
): Promise<number> {
  const { rows } = await db.query<{ mdtrt_id: string }>(
    `insert into case_uploads (fixmedins_code, mdtrt_id, uploaded_by)
     select $1, id, $3 from unnest($2::text[]) as id
     on conflict (fixmedins_code, mdtrt_id) do nothing
     returning mdtrt_id`,
    [orgCode, ids, by],
  );
  return rows.length;
}
