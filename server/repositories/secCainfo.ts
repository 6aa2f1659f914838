/** The institutions' security-code maintenance records (安全码维护, table sec_cainfo). */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';

export interface CainfoRow {
  fixmedinsCode: string;
  fixmedinsName: string;
  cainfo: string;
  creatTime: string;
  updateTime: string;
}

const CAINFO = `org_code as "fixmedinsCode", org_name as "fixmedinsName", cainfo,
  ${chinaTime('creat_time')} as "creatTime",
  ${chinaTime('update_time')} as "updateTime"`;

export async function getCainfo(db: Db, orgCode: string): Promise<CainfoRow | undefined> {
  const { rows } = await db.query<CainfoRow>(`select ${CAINFO} from sec_cainfo where org_code = $1`, [
    orgCode,
  ]);
  return rows[0];
}

/** The institution sets its security management code (the record's name stays as first written). */
export async function saveCainfo(
  db: Db,
  orgCode: string,
  orgName: string,
  cainfo: string,
): Promise<CainfoRow> {
  const { rows } = await db.query<CainfoRow>(
    `insert into sec_cainfo (org_code, org_name, cainfo) values ($1, $2, $3)
     on conflict (org_code) do update set cainfo = excluded.cainfo, update_time = now()
     returning ${CAINFO}`,
    [orgCode, orgName, cainfo],
  );
  return rows[0]!;
}

/** The code the registry issued becomes the institution's record, under the application's name. */
export async function issueCainfo(db: Db, orgCode: string, orgName: string, cainfo: string): Promise<void> {
  await db.query(
    `insert into sec_cainfo (org_code, org_name, cainfo) values ($1, $2, $3)
     on conflict (org_code) do update set cainfo = excluded.cainfo, org_name = excluded.org_name,
       update_time = now()`,
    [orgCode, orgName, cainfo],
  );
}

export async function deleteCainfo(db: Db, orgCode: string): Promise<void> {
  await db.query('delete from sec_cainfo where org_code = $1', [orgCode]);
}
