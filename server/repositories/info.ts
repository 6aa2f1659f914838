/** The institution's own info, read from and kept in orgs. */
import type { Db } from '../db';
import { versionUpdated } from '../recordVersions';
import { chinaTime } from './chinaTime';

export interface UserInfoRecord {
  fixmedinsCode: string;
  fixmedinsName: string;
  fixmedinsType: string;
  conerName: string;
  conerTel: string;
  creatTime: string;
  updateTime: string;
  /** Raised by every update of the institution's info or collection (docs/server.md#record-versions). */
  version: number;
}

export async function getUserInfo(db: Db, orgCode: string): Promise<UserInfoRecord | undefined> {
  const { rows } = await db.query<UserInfoRecord>(
    `select org_code as "fixmedinsCode", org_name as "fixmedinsName", org_type::text as "fixmedinsType",
            contact as "conerName", mobile as "conerTel", ${chinaTime('created_at')} as "creatTime",
            ${chinaTime('updated_at')} as "updateTime", version
       from orgs where org_code = $1`,
    [orgCode],
  );
  return rows[0];
}

/**
 * Stores name, type, contact and phone of the info read at `version` (refused, 409, when it has moved
 * on); the institution's users keep the name.
 */
export async function updateUserInfo(
  db: Db,
  orgCode: string,
  info: { fixmedinsName: string; fixmedinsType: number; conerName: string; conerTel: string },
  version: number,
): Promise<void> {
  const { rows } = await db.query<{ version: number }>(
    `update orgs set org_name = $2, org_type = $3, contact = $4, mobile = $5, updated_at = now(),
            version = version + 1
      where org_code = $1 and version = $6 returning version`,
    [orgCode, info.fixmedinsName, info.fixmedinsType, info.conerName, info.conerTel, version],
  );
  versionUpdated(rows);
  await db.query(
    'update users set org_name = $2, updated_at = now() where org_code = $1 and org_name <> $2',
    [orgCode, info.fixmedinsName],
  );
}

/**
 * Deregistration deletes the institution's info and its security-code applications; it must be collected
 * again (an edit read before is refused: the version moves on).
 */
export async function deregisterOrg(db: Db, orgCode: string): Promise<void> {
  await db.query('delete from sec_applications where org_code = $1', [orgCode]);
  await db.query(
    `update orgs set collected = false, contact = '', mobile = '', address = '', updated_at = now(),
            version = version + 1
      where org_code = $1`,
    [orgCode],
  );
}
