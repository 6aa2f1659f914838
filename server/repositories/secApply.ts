/** The institution's side of security-code applications: resubmission and its own code. */
import type { Db } from '../db';
import { SEC_COLUMNS, type SecRow } from './secAdmin';

export interface SecResubmission {
  hisName: string;
  hisPrd: '11' | '21' | '00';
  orgLevelCode: string;
  oldOrgCode: string;
  conerName?: string;
  tel: string;
}

/** 编辑 resubmits an application: ifValid 1, memo 重新申请, hisCode and prodFlag from hisPrd. */
export async function resubmitSec(db: Db, id: number, r: SecResubmission, memo: string): Promise<SecRow> {
  const other = r.hisPrd === '00';
  const { rows } = await db.query<SecRow>(
    `update sec_applications set his_name = $2, his_prd = $3, his_code = $4, prod_flag = $5,
       org_level_code = $6, old_org_code = $7, coner_name = coalesce($8, coner_name), tel = $9,
       if_valid = '1', memo = $10, version = version + 1
     where id = $1 returning ${SEC_COLUMNS}`,
    [
      id,
      r.hisName.trim(),
      r.hisPrd,
      other ? 'NET' : 'NEU',
      other ? '0' : '1',
      r.orgLevelCode,
      r.oldOrgCode,
      r.conerName?.trim() || null,
      r.tel,
      memo,
    ],
  );
  return rows[0]!;
}

/** Whether an institution has a valid application already. */
export async function hasValidSec(db: Db, orgCode: string): Promise<boolean> {
  const { rows } = await db.query(
    "select 1 from sec_applications where org_code = $1 and if_valid = '1' limit 1",
    [orgCode],
  );
  return rows.length > 0;
}

/** The institution's issued code (its newest issued valid application). */
export async function issuedSec(db: Db, orgCode: string): Promise<SecRow | undefined> {
  const { rows } = await db.query<SecRow>(
    `select ${SEC_COLUMNS} from sec_applications where org_code = $1 and status = '1' and if_valid = '1'
      order by id desc limit 1`,
    [orgCode],
  );
  return rows[0];
}

/** Deregistration (注销): the institution's valid applications become invalid, memo 机构已注销. */
export async function invalidateOrgSec(db: Db, orgCode: string): Promise<void> {
  await db.query(
    `update sec_applications set if_valid = '0', memo = '机构已注销', version = version + 1
      where org_code = $1 and if_valid = '1'`,
    [orgCode],
  );
}
