/** The institutions' sign-ins to the insurance system (9001 / 9002), as the platform keeps them (deal_signins). */
import type { Db } from '../db';

/** The current (not signed out) sign-in number of an institution, or null. */
export async function currentSignNo(db: Db, orgCode: string): Promise<string | null> {
  const { rows } = await db.query<{ sign_no: string }>(
    `select sign_no from deal_signins where fixmedins_code = $1 and signout_time is null
      order by sign_time desc limit 1`,
    [orgCode],
  );
  return rows[0]?.sign_no ?? null;
}

/** A new sign-in replaces the previous one. */
export async function recordSignIn(
  db: Db,
  sign: { signNo: string; orgCode: string; opterNo: string; userId: number | null; signTime: Date },
): Promise<void> {
  await db.tx(async (t) => {
    await t.query(
      'update deal_signins set signout_time = $2 where fixmedins_code = $1 and signout_time is null',
      [sign.orgCode, sign.signTime],
    );
    await t.query(
      `insert into deal_signins (sign_no, fixmedins_code, opter_no, user_id, sign_time)
       values ($1, $2, $3, $4, $5)`,
      [sign.signNo, sign.orgCode, sign.opterNo, sign.userId, sign.signTime],
    );
  });
}

export async function recordSignOut(db: Db, orgCode: string, signNo: string, at: Date): Promise<void> {
  await db.query(
    'update deal_signins set signout_time = $3 where fixmedins_code = $1 and sign_no = $2 and signout_time is null',
    [orgCode, signNo, at],
  );
}
