/** The institutions' security-code maintenance records (安全码维护, table sec_cainfo). */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';

export interface CainfoRow {
  fixmedinsCode: string;
  fixmedinsName: string;
  cainfo: string;
  creatTime: string;
  updateTime: string;
  /** 0 before the institution saved one (docs/server.md#record-versions). */
  version: number;
}

const CAINFO = `org_code as "fixmedinsCode", org_name as "fixmedinsName", cainfo,
  ${chinaTime('creat_time')} as "creatTime",
  ${chinaTime('update_time')} as "updateTime", version`;

export async function getCainfo(db: Db, orgCode: string): Promise<CainfoRow | undefined> {
  const { rows } = await db.query<CainfoRow>(`select ${CAINFO} from sec_cainfo where org_code = $1`, [
    orgCode,
  ]);
  return rows[0];
}

/**
 * The institution sets its security management code (the record's name stays as first written), from the
 * version it read: 0 creates the record, another raises it; none when the record moved meanwhile.
 */
export async function saveCainfo(
  db: Db,
  c: { orgCode: string; orgName: string; cainfo: string; version: number },
): Promise<CainfoRow | undefined> {
  const { rows } =
    c.version === 0
      ? await db.query<CainfoRow>(
          `insert into sec_cainfo (org_code, org_name, cainfo) values ($1, $2, $3)
           on conflict (org_code) do nothing returning ${CAINFO}`,
          [c.orgCode, c.orgName, c.cainfo],
        )
      : await db.query<CainfoRow>(
          `update sec_cainfo set cainfo = $2, update_time = now(), version = version + 1
            where org_code = $1 and version = $3 returning ${CAINFO}`,
          [c.orgCode, c.cainfo, c.version],
        );
  return rows[0];
}

/** The code the registry issued becomes the institution's record, under the application's name. */
export async function issueCainfo(db: Db, orgCode: string, orgName: string, cainfo: string): Promise<void> {
  await db.query(
    `insert into sec_cainfo (org_code, org_name, cainfo) values ($1, $2, $3)
     on conflict (org_code) do update set cainfo = excluded.cainfo, org_name = excluded.org_name,
       update_time = now(), version = sec_cainfo.version + 1`,
    [orgCode, orgName, cainfo],
  );
}

export async function deleteCainfo(db: Db, orgCode: string): Promise<void> {
  await db.query('delete from sec_cainfo where org_code = $1', [orgCode]);
}
