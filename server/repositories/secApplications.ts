/** Security-code applications. */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';

export interface SecApplicationRecord {
  id: number;
  orgCode: string;
  orgName: string;
  hisName: string;
  hisCode: 'NEU' | 'NET';
  hisPrd: '11' | '21' | '00';
  prodFlag: string;
  userNum: number;
  areaCode: string;
  oldOrgCode: string;
  conerName: string;
  tel: string;
  appyDate: string;
  status: '0' | '1' | '2' | '4';
  ifValid: '0' | '1';
  memo: string;
}

export interface NewSecApplication {
  orgCode: string;
  orgName: string;
  hisName: string;
  hisCode: 'NEU' | 'NET';
  hisPrd: '11' | '21' | '00';
  prodFlag: '0' | '1';
  userNum: number;
  areaCode: string;
  oldOrgCode: string;
  conerName: string;
  tel: string;
  status: string;
  ifValid: string;
  memo: string;
}

/** Inserts an application and answers it as stored. */
export async function insertSecApplication(db: Db, a: NewSecApplication): Promise<SecApplicationRecord> {
  const { rows } = await db.query<SecApplicationRecord>(
    `insert into sec_applications (org_code, org_name, his_name, his_code, his_prd, prod_flag, user_num,
                                   area_code, old_org_code, coner_name, tel, status, if_valid, memo)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     returning id, org_code as "orgCode", org_name as "orgName", his_name as "hisName",
               his_code as "hisCode", his_prd as "hisPrd", prod_flag as "prodFlag", user_num as "userNum",
               area_code as "areaCode", old_org_code as "oldOrgCode", coner_name as "conerName", tel,
               ${chinaTime('appy_date')} as "appyDate",
               status, if_valid as "ifValid", memo`,
    [
      a.orgCode,
      a.orgName,
      a.hisName,
      a.hisCode,
      a.hisPrd,
      a.prodFlag,
      a.userNum,
      a.areaCode,
      a.oldOrgCode,
      a.conerName,
      a.tel,
      a.status,
      a.ifValid,
      a.memo,
    ],
  );
  return rows[0]!;
}

/** What an institution applies with (the public signup and PUT /sec/apply). */
export interface SecApplyInput {
  orgCode: string;
  orgName: string;
  hisName: string;
  hisPrd: '11' | '21' | '00';
  conerName: string;
  tel: string;
  oldOrgCode: string;
}

/**
 * A new application awaiting review (status 0, valid), with the defaults: userNum 255; hisCode NEU, NET for
 * hisPrd 00; prodFlag 0 for hisPrd 00, else 1; the area is characters 2-5 of the organisation code.
 */
export function newSecApplication(b: SecApplyInput, memo: string): NewSecApplication {
  const other = b.hisPrd === '00';
  return {
    orgCode: b.orgCode,
    orgName: b.orgName.trim(),
    hisName: b.hisName.trim(),
    hisCode: other ? 'NET' : 'NEU',
    hisPrd: b.hisPrd,
    prodFlag: other ? '0' : '1',
    userNum: 255,
    areaCode: b.orgCode.slice(1, 5),
    oldOrgCode: b.oldOrgCode,
    conerName: b.conerName.trim(),
    tel: b.tel,
    status: '0',
    ifValid: '1',
    memo,
  };
}

/**
 * Holds, until the transaction ends, the institution's application lock: two applications of one
 * institution run one after the other, so the second sees the first's valid application.
 */
export async function lockSecApply(db: Db, orgCode: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`sec_apply:${orgCode}`]);
}

/** Sets the institution level an application was made with. */
export async function setSecOrgLevel(db: Db, id: number, orgLevelCode: string): Promise<void> {
  await db.query('update sec_applications set org_level_code = $2 where id = $1', [id, orgLevelCode]);
}
