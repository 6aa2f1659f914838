/** The imported security codes (table sec_codes). */
import type { Db } from '../db';

export interface SecCodeInput {
  orgCode: string;
  orgName: string;
  hisCode: string;
  hisName: string;
  secretCode: string;
  status: string;
  expiration: string;
}

/** Saves an imported code: the institution's older one is overwritten. */
export async function upsertSecCode(db: Db, r: SecCodeInput): Promise<void> {
  await db.query(
    `insert into sec_codes (org_code, org_name, his_code, his_name, secret_code, status, expiration)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (org_code) do update set org_name = excluded.org_name, his_code = excluded.his_code,
       his_name = excluded.his_name, secret_code = excluded.secret_code, status = excluded.status,
       expiration = excluded.expiration, imported_at = now()`,
    [r.orgCode, r.orgName, r.hisCode, r.hisName, r.secretCode, r.status, r.expiration],
  );
}
