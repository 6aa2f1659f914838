import type { Db } from '../db';
import { versionUpdated } from '../recordVersions';
import { containing, startingWith } from './likePattern';

export interface OrgInfoRecord {
  orgCode: string;
  orgName: string;
  orgType: 0 | 1 | 2;
  contact: string;
  mobile: string;
  address: string;
  collected: boolean;
  /** Raised by every update of the institution's info or collection (docs/server.md#record-versions). */
  version: number;
}

const SELECT_ORG = `
  select org_code as "orgCode", org_name as "orgName", org_type as "orgType", contact, mobile, address, collected,
         version
    from orgs`;

export async function getOrgInfo(db: Db, orgCode: string): Promise<OrgInfoRecord | undefined> {
  const { rows } = await db.query<OrgInfoRecord>(`${SELECT_ORG} where org_code = $1`, [orgCode]);
  return rows[0];
}

/**
 * Stores the collected info read at `info.version` (refused, 409, when it has moved on) and marks the
 * organisation collected; the users keep the new name.
 */
export async function collectOrgInfo(
  db: Db,
  orgCode: string,
  info: Omit<OrgInfoRecord, 'orgCode' | 'collected'>,
): Promise<void> {
  const { rows } = await db.query<{ version: number }>(
    `update orgs set org_name = $2, org_type = $3, contact = $4, mobile = $5, address = $6, collected = true,
            updated_at = now(), version = version + 1
      where org_code = $1 and version = $7 returning version`,
    [orgCode, info.orgName, info.orgType, info.contact, info.mobile, info.address, info.version],
  );
  versionUpdated(rows);
  await db.query('update users set org_name = $2, updated_at = now() where org_code = $1', [
    orgCode,
    info.orgName,
  ]);
}

export interface CustomerRecord {
  custId: string;
  custName: string;
  isVip: '0' | '1';
  price: number;
  beginTime: string | null;
  endTime: string | null;
  cstLevel: string;
}

const SELECT_CUSTOMER = `
  select cust_id as "custId", cust_name as "custName", is_vip as "isVip", price::float8 as price,
         to_char(begin_time, 'YYYY-MM-DD') as "beginTime", to_char(end_time, 'YYYY-MM-DD') as "endTime",
         cst_level as "cstLevel"
    from customers`;

export async function getCustomer(db: Db, custId: string): Promise<CustomerRecord | undefined> {
  const { rows } = await db.query<CustomerRecord>(`${SELECT_CUSTOMER} where cust_id = $1`, [custId]);
  return rows[0];
}

/** Creates the organisation's customer record once; answers it either way. */
export async function ensureCustomer(db: Db, custId: string, userId: number): Promise<CustomerRecord> {
  await db.query(
    `insert into customers (cust_id, cust_name, created_by)
     select org_code, org_name, $2 from orgs where org_code = $1
     on conflict (cust_id) do nothing`,
    [custId, userId],
  );
  const found = await getCustomer(db, custId);
  if (!found) throw new Error(`机构 ${custId} 不存在`);
  return found;
}

export interface OrgChoice {
  orgCode: string;
  orgName: string;
  orgType: 0 | 1 | 2;
}

/**
 * Up to `limit` organisations whose code starts with `keyword` or whose name holds it, the platform first,
 * then by code (the studio's 预览身份).
 */
export async function searchOrgs(db: Db, keyword: string, limit: number): Promise<OrgChoice[]> {
  const { rows } = await db.query<OrgChoice>(
    `select org_code as "orgCode", org_name as "orgName", org_type as "orgType" from orgs
      where $1 = '' or org_code like $2 or org_name like $3
      order by org_type, org_code limit $4`,
    [keyword, startingWith(keyword), containing(keyword), limit],
  );
  return rows;
}
