/** Security-code applications seen by the operator and the institution. */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';
import { conditions } from './conditions';
import { scanKeyset } from './keyset';
import { cheapTotal, pageByKeys, pageClause, seen, type PageAnswer, type PageRequest } from './paging';
import { containing, startingWith } from './likePattern';

/** An application as the lists answer it (`sk` never leaves the database: only its hash is kept). */
export interface SecRow {
  id: number;
  orgCode: string;
  orgName: string;
  hisName: string;
  hisCode: 'NEU' | 'NET';
  chainSign: string;
  headOffice: string;
  hisPrd: '11' | '21' | '00';
  expiration: string | null;
  userNum: number;
  orgInsType: string;
  orgInsTypeCode: string;
  orgLevel: string;
  orgLevelCode: string;
  address: string;
  province: string;
  city: string;
  areaCode: string;
  oldOrgCode: string;
  prodFlag: string;
  conerName: string;
  tel: string;
  secretCode: string | null;
  ak: string | null;
  appyDate: string;
  status: '0' | '1' | '2' | '4';
  ifValid: '0' | '1';
  memo: string;
  approvedAt: string | null;
  version: number;
}

export const SEC_COLUMNS = `id, org_code as "orgCode", org_name as "orgName", his_name as "hisName",
  his_code as "hisCode", chain_sign as "chainSign", head_office as "headOffice", his_prd as "hisPrd",
  expiration, user_num as "userNum", org_ins_type as "orgInsType", org_ins_type_code as "orgInsTypeCode",
  org_level as "orgLevel", org_level_code as "orgLevelCode", address, province, city,
  area_code as "areaCode", old_org_code as "oldOrgCode", prod_flag as "prodFlag", coner_name as "conerName",
  tel, secret_code as "secretCode", ak,
  ${chinaTime('appy_date')} as "appyDate",
  status, if_valid as "ifValid", memo, approved_at as "approvedAt", version`;

export interface SecFilter {
  orgCode?: string;
  orgName?: string;
  hisPrd?: string;
  areaCode?: string;
  status?: string;
  /** Only this institution's rows (the caller's scope), exact. */
  scopeOrgCode?: string;
}

/** `from … where …` of a filter, with its parameters. */
function where(f: SecFilter): { sql: string; params: unknown[] } {
  const c = conditions();
  if (f.scopeOrgCode) c.add((p) => `org_code = ${p}`, f.scopeOrgCode);
  if (f.orgCode) c.add((p) => `org_code like ${p}`, containing(f.orgCode));
  if (f.orgName) c.add((p) => `org_name like ${p}`, containing(f.orgName));
  if (f.hisPrd) c.add((p) => `his_prd = ${p}`, f.hisPrd);
  if (f.areaCode) c.add((p) => `area_code like ${p}`, startingWith(f.areaCode));
  if (f.status) c.add((p) => `status = ${p}`, f.status);
  return { sql: `from sec_applications ${c.where()}`, params: c.params };
}

/** One page of applications, newest first. */
export async function listSec(db: Db, f: SecFilter, page: PageRequest): Promise<PageAnswer<SecRow>> {
  const w = where(f);
  const p = pageClause(page, w.params.length);
  // A deep page: its ids from the primary key (or the filter's index), then its rows.
  const rows = await pageByKeys<SecRow>(
    db,
    page,
    {
      keysSql: `select id as key ${w.sql} order by id desc`,
      params: w.params,
      rowsSql: `select ${SEC_COLUMNS} from sec_applications where id = any($1::int[])`,
      keyOf: (r) => r.id,
    },
    async () =>
      (
        await db.query<SecRow>(`select ${SEC_COLUMNS} ${w.sql} order by id desc ${p.sql}`, [
          ...w.params,
          ...p.params,
        ])
      ).rows,
  );
  const total = await cheapTotal(db, w.sql, w.params, seen(page, rows.length));
  return { records: rows, total };
}

/** The list's cheap total of a filter (the export's row count). */
export async function countSec(db: Db, f: SecFilter): Promise<number> {
  const w = where(f);
  return cheapTotal(db, w.sql, w.params);
}

/** Every application of a filter, newest first, in keyset batches by id (the streamed export). */
export function scanSec(
  db: Db,
  f: SecFilter,
  options?: { size?: number; signal?: AbortSignal },
): AsyncGenerator<SecRow[]> {
  const w = where(f);
  return scanKeyset<SecRow>(
    db,
    { select: `select ${SEC_COLUMNS}`, fromWhere: w.sql, params: w.params, id: 'id', order: 'desc' },
    options,
  );
}

/** One application, locked for update inside a transaction. */
export async function getSec(db: Db, id: number, lock = false): Promise<SecRow | undefined> {
  const { rows } = await db.query<SecRow>(
    `select ${SEC_COLUMNS} from sec_applications where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

/** The fields of an application the operator's approval form sends (15 required). */
export interface SecApproval {
  orgCode: string;
  orgName: string;
  hisName: string;
  hisCode: 'NEU' | 'NET';
  expiration: string;
  chainSign: string;
  hisPrd: '11' | '21' | '00';
  userNum: number;
  address: string;
  areaCode: string;
  oldOrgCode: string;
  orgLevelCode: string;
  orgInsTypeCode: string;
  prodFlag: string;
  headOffice: string;
  orgLevel?: string;
  orgInsType?: string;
  province?: string;
  city?: string;
  conerName?: string;
  tel?: string;
}

/** Writes the approved fields and the new status (2 single, 4 batch). */
export async function approveSec(db: Db, id: number, a: SecApproval, status: '2' | '4'): Promise<SecRow> {
  const { rows } = await db.query<SecRow>(
    `update sec_applications set org_name = $2, his_name = $3, his_code = $4, expiration = $5,
       chain_sign = $6, his_prd = $7, user_num = $8, address = $9, area_code = $10, old_org_code = $11,
       org_level_code = $12, org_ins_type_code = $13, prod_flag = $14, head_office = $15,
       org_level = coalesce($16, org_level), org_ins_type = coalesce($17, org_ins_type),
       province = coalesce($18, province), city = coalesce($19, city),
       status = $20, memo = $21, approved_at = now(), version = version + 1
     where id = $1 returning ${SEC_COLUMNS}`,
    [
      id,
      a.orgName,
      a.hisName,
      a.hisCode,
      a.expiration,
      a.chainSign,
      a.hisPrd,
      a.userNum,
      a.address,
      a.areaCode,
      a.oldOrgCode,
      a.orgLevelCode,
      a.orgInsTypeCode,
      a.prodFlag,
      a.headOffice,
      a.orgLevel ?? null,
      a.orgInsType ?? null,
      a.province ?? null,
      a.city ?? null,
      status,
      status === '4' ? '批量审核' : '审核通过',
    ],
  );
  return rows[0]!;
}

/** Sets some of status, ifValid, memo, clears the secret when asked. */
export async function updateSecState(
  db: Db,
  id: number,
  s: { status?: string; ifValid?: string; memo?: string; clearSecret?: boolean },
): Promise<SecRow> {
  const { rows } = await db.query<SecRow>(
    `update sec_applications set status = coalesce($2, status), if_valid = coalesce($3, if_valid),
       memo = coalesce($4, memo),
       secret_code = case when $5 then null else secret_code end,
       ak = case when $5 then null else ak end, sk = case when $5 then null else sk end,
       issued_at = case when $5 then null else issued_at end, version = version + 1
     where id = $1 returning ${SEC_COLUMNS}`,
    [id, s.status ?? null, s.ifValid ?? null, s.memo ?? null, s.clearSecret === true],
  );
  return rows[0]!;
}

/** Records an issued code: status 1, the secret code and ak, the SHA-256 hash of sk. */
export async function issueSec(
  db: Db,
  id: number,
  code: { secretCode: string; ak: string; skHash: string },
): Promise<SecRow> {
  const { rows } = await db.query<SecRow>(
    `update sec_applications set status = '1', secret_code = $2, ak = $3, sk = $4, issued_at = now(),
       memo = '安全码已下发', version = version + 1 where id = $1 returning ${SEC_COLUMNS}`,
    [id, code.secretCode, code.ak, code.skHash],
  );
  return rows[0]!;
}
