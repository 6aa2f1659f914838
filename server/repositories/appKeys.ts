/** Bill-submission operation codes. */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';
import { conditions } from './conditions';
import { cheapTotal, pageClause, seen, type PageAnswer, type PageRequest } from './paging';
import { containing } from './likePattern';

export interface AppKeyRecord {
  id: number;
  orgCode: string;
  orgName: string;
  appKey: string | null;
  conerName: string;
  tel: string;
  status: '0' | '1';
  ifValid: string;
  createdAt: string;
  version: number;
}

const COLUMNS = `id, org_code as "orgCode", org_name as "orgName", app_key as "appKey",
  coner_name as "conerName", tel, status, if_valid as "ifValid",
  ${chinaTime('created_at')} as "createdAt", version`;

export interface AppKeyFilter {
  scopeOrgCode?: string;
  orgCode?: string;
  orgName?: string;
  status?: string;
}

export async function listAppKeys(
  db: Db,
  f: AppKeyFilter,
  page: PageRequest,
): Promise<PageAnswer<AppKeyRecord>> {
  const c = conditions();
  if (f.scopeOrgCode) c.add((p) => `org_code = ${p}`, f.scopeOrgCode);
  if (f.orgCode) c.add((p) => `org_code like ${p}`, containing(f.orgCode));
  if (f.orgName) c.add((p) => `org_name like ${p}`, containing(f.orgName));
  if (f.status) c.add((p) => `status = ${p}`, f.status);
  const fromWhere = `from app_keys ${c.where()}`;
  const p = pageClause(page, c.params.length);
  const { rows } = await db.query<AppKeyRecord>(`select ${COLUMNS} ${fromWhere} order by id desc ${p.sql}`, [
    ...c.params,
    ...p.params,
  ]);
  return { records: rows, total: await cheapTotal(db, fromWhere, c.params, seen(page, rows.length)) };
}

export async function getAppKey(db: Db, by: { id: number } | { orgCode: string }, lock = false) {
  const [col, v] = 'id' in by ? ['id', by.id] : ['org_code', by.orgCode];
  const { rows } = await db.query<AppKeyRecord>(
    `select ${COLUMNS} from app_keys where ${col} = $1${lock ? ' for update' : ''}`,
    [v],
  );
  return rows[0];
}

export interface AppKeyInput {
  orgCode: string;
  orgName: string;
  conerName: string;
  tel: string;
}

export async function insertAppKey(db: Db, a: AppKeyInput): Promise<AppKeyRecord> {
  const { rows } = await db.query<AppKeyRecord>(
    `insert into app_keys (org_code, org_name, coner_name, tel) values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [a.orgCode, a.orgName.trim(), a.conerName.trim(), a.tel],
  );
  return rows[0]!;
}

/** Resubmission: the contact fields, ifValid 1. */
export async function updateAppKey(db: Db, id: number, a: AppKeyInput): Promise<AppKeyRecord> {
  const { rows } = await db.query<AppKeyRecord>(
    `update app_keys set org_name = $2, coner_name = $3, tel = $4, if_valid = '1', version = version + 1
      where id = $1 returning ${COLUMNS}`,
    [id, a.orgName.trim(), a.conerName.trim(), a.tel],
  );
  return rows[0]!;
}

export async function issueAppKey(db: Db, id: number, appKey: string): Promise<AppKeyRecord> {
  const { rows } = await db.query<AppKeyRecord>(
    `update app_keys set status = '1', app_key = $2, version = version + 1 where id = $1 returning ${COLUMNS}`,
    [id, appKey],
  );
  return rows[0]!;
}

/**
 * Holds, until the transaction ends, the institution's operation-code lock: two applications of one
 * institution run one after the other, so the second finds the first's row.
 */
export async function lockAppKeyOrg(db: Db, orgCode: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`app_key:${orgCode}`]);
}
