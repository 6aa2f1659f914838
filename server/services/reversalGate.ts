/**
 * The two gates of a reversal: the institution's reversal password (five wrong tries in a
 * row lock it for 15 minutes; the right one lets the user reverse for 10 minutes) and the payment
 * (a record with payFlag '0' is reversed only once its fee is paid, unless the caller holds ROLE_RUSHFREE).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { fail } from '../errors';
import { hasRole } from '../policy';
import type { ReversalRecord } from '../repositories/reversals';
import { verifyPassword } from './passwords';
import type { SessionUser } from './sessions';

export const MAX_PASSWORD_TRIES = 5;
const LOCK_MINUTES = 15;
const UNLOCK_MINUTES = 10;
const PAY_CODE_MINUTES = 15;

export const REVERSAL_MESSAGES = {
  noPassword: '本机构尚未设置冲正密码',
  wrongPassword: '冲正密码错误',
  locked: `冲正密码错误次数过多，请${LOCK_MINUTES}分钟后再试`,
  passwordFirst: '请先验证冲正密码',
  payFirst: '请先扫码支付冲正服务费',
  noPayment: '该记录无需支付',
  reversed: '该记录已冲正',
  badCode: '支付码无效或已过期',
} as const;

/** Checks the password; the right one unlocks reversals of `orgCode` for `user` for 10 minutes. */
export async function checkReversalPassword(
  db: Db,
  user: SessionUser,
  orgCode: string,
  plain: string,
): Promise<void> {
  const outcome = await db.tx(async (t) => {
    const { rows } = await t.query<{ password_hash: string; failed_count: number; locked: boolean }>(
      `select password_hash, failed_count, coalesce(locked_until > now(), false) as locked
         from reversal_passwords where fixmedins_code = $1 for update`,
      [orgCode],
    );
    const row = rows[0];
    if (!row) return REVERSAL_MESSAGES.noPassword;
    if (row.locked) return REVERSAL_MESSAGES.locked;
    if (!(await verifyPassword(plain, row.password_hash))) {
      const lock = row.failed_count + 1 >= MAX_PASSWORD_TRIES;
      await t.query(
        `update reversal_passwords set failed_count = $2,
            locked_until = case when $3 then now() + interval '${LOCK_MINUTES} minutes' else locked_until end
          where fixmedins_code = $1`,
        [orgCode, lock ? 0 : row.failed_count + 1, lock],
      );
      return lock ? REVERSAL_MESSAGES.locked : REVERSAL_MESSAGES.wrongPassword;
    }
    await t.query(
      'update reversal_passwords set failed_count = 0, locked_until = null where fixmedins_code = $1',
      [orgCode],
    );
    await t.query(
      `insert into reversal_unlocks (user_id, fixmedins_code, expires_at)
       values ($1, $2, now() + interval '${UNLOCK_MINUTES} minutes')
       on conflict (user_id, fixmedins_code) do update set expires_at = excluded.expires_at`,
      [user.userId, orgCode],
    );
    return null;
  });
  if (outcome) throw fail(outcome);
}

/** Refuses unless the user gave the institution's reversal password in the last 10 minutes. */
export async function assertUnlocked(db: Db, user: SessionUser, orgCode: string): Promise<void> {
  const { rows } = await db.query(
    'select 1 from reversal_unlocks where user_id = $1 and fixmedins_code = $2 and expires_at > now()',
    [user.userId, orgCode],
  );
  if (rows.length === 0) throw fail(REVERSAL_MESSAGES.passwordFirst);
}

/** Whether the record's fee has been paid on the wallet page. */
export async function isPaid(
  db: Db,
  record: Pick<ReversalRecord, 'id' | 'fixmedins_code'>,
): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from reversal_payments where setl_id = $1 and fixmedins_code = $2 and paid_at is not null limit 1',
    [record.id, record.fixmedins_code],
  );
  return rows.length > 0;
}

/** A payment is needed: payFlag '0', the caller without ROLE_RUSHFREE. */
export const needsPayment = (record: Pick<ReversalRecord, 'pay_flag'>, user: SessionUser) =>
  record.pay_flag === '0' && !hasRole(user, 'ROLE_RUSHFREE');

export async function assertPaid(db: Db, record: ReversalRecord, user: SessionUser): Promise<void> {
  if (needsPayment(record, user) && !(await isPaid(db, record))) throw fail(REVERSAL_MESSAGES.payFirst);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A new pay code for the record (valid 15 minutes); answers the code to put in the wallet URL. */
export async function createPayCode(db: Db, record: ReversalRecord, user: SessionUser): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.query(
    `insert into reversal_payments (code_hash, setl_id, fixmedins_code, amount, created_by, expires_at)
     values ($1, $2, $3, $4, $5, now() + interval '${PAY_CODE_MINUTES} minutes')`,
    [sha256(code), record.id, record.fixmedins_code, record.fee, user.username],
  );
  return code;
}

export interface WalletBill {
  orgName: string;
  amount: number;
  /** '1' paid. */
  paid: string;
  expiresAt: string;
}

/** What the wallet page shows for a pay code, or undefined for an unknown or expired one. */
export async function findBill(db: Db, code: string): Promise<WalletBill | undefined> {
  const { rows } = await db.query<WalletBill>(
    `select coalesce(o.org_name, p.fixmedins_code) as "orgName", p.amount::float8 as amount,
        case when p.paid_at is null then '0' else '1' end as paid,
        to_char(p.expires_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as "expiresAt"
       from reversal_payments p left join orgs o on o.org_code = p.fixmedins_code
      where p.code_hash = $1 and (p.paid_at is not null or p.expires_at > now())`,
    [sha256(code)],
  );
  return rows[0];
}

/** Confirms the payment of a pay code (once); false for an unknown or expired code. */
export async function payBill(db: Db, code: string): Promise<boolean> {
  const { rows } = await db.query(
    `update reversal_payments set paid_at = coalesce(paid_at, now())
      where code_hash = $1 and (paid_at is not null or expires_at > now()) returning 1`,
    [sha256(code)],
  );
  return rows.length > 0;
}
