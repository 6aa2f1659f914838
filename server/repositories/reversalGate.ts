/**
 * The tables of the two gates of a reversal (server/services/reversalGate.ts): the institutions' reversal
 * passwords and their lock, the users' unlocks, the pay codes of the reversal fee.
 */
import type { Db } from '../db';
import { chinaTime } from './chinaTime';

/** A reversal password locked after too many wrong tries stays locked this long. */
export const LOCK_MINUTES = 15;
/** The right reversal password lets the user reverse this long. */
const UNLOCK_MINUTES = 10;
/** A pay code is valid this long. */
const PAY_CODE_MINUTES = 15;

export interface ReversalPasswordRow {
  password_hash: string;
  failed_count: number;
  locked: boolean;
}

/** The institution's reversal password, locked for the transaction. */
export async function lockReversalPassword(
  db: Db,
  orgCode: string,
): Promise<ReversalPasswordRow | undefined> {
  const { rows } = await db.query<ReversalPasswordRow>(
    `select password_hash, failed_count, coalesce(locked_until > now(), false) as locked
       from reversal_passwords where fixmedins_code = $1 for update`,
    [orgCode],
  );
  return rows[0];
}

/** A wrong try: the new count of failures, and with `lock` the password locked for LOCK_MINUTES. */
export async function reversalPasswordFailed(db: Db, orgCode: string, failedCount: number, lock: boolean) {
  await db.query(
    `update reversal_passwords set failed_count = $2,
        locked_until = case when $3 then now() + interval '${LOCK_MINUTES} minutes' else locked_until end
      where fixmedins_code = $1`,
    [orgCode, failedCount, lock],
  );
}

/** The right password: the failures are forgotten and the user may reverse for UNLOCK_MINUTES. */
export async function unlockReversals(db: Db, userId: number, orgCode: string): Promise<void> {
  await db.query(
    'update reversal_passwords set failed_count = 0, locked_until = null where fixmedins_code = $1',
    [orgCode],
  );
  await db.query(
    `insert into reversal_unlocks (user_id, fixmedins_code, expires_at)
     values ($1, $2, now() + interval '${UNLOCK_MINUTES} minutes')
     on conflict (user_id, fixmedins_code) do update set expires_at = excluded.expires_at`,
    [userId, orgCode],
  );
}

/** Whether the user gave the institution's reversal password in the last UNLOCK_MINUTES. */
export async function isUnlocked(db: Db, userId: number, orgCode: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from reversal_unlocks where user_id = $1 and fixmedins_code = $2 and expires_at > now()',
    [userId, orgCode],
  );
  return rows.length > 0;
}

/** Whether a payment of the settlement's fee was confirmed. */
export async function hasPayment(db: Db, setlId: string, orgCode: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from reversal_payments where setl_id = $1 and fixmedins_code = $2 and paid_at is not null limit 1',
    [setlId, orgCode],
  );
  return rows.length > 0;
}

export interface PayCodeInput {
  codeHash: string;
  setlId: string;
  orgCode: string;
  amount: number;
  createdBy: string;
}

/** Stores a pay code (its hash), valid PAY_CODE_MINUTES. */
export async function insertPayCode(db: Db, p: PayCodeInput): Promise<void> {
  await db.query(
    `insert into reversal_payments (code_hash, setl_id, fixmedins_code, amount, created_by, expires_at)
     values ($1, $2, $3, $4, $5, now() + interval '${PAY_CODE_MINUTES} minutes')`,
    [p.codeHash, p.setlId, p.orgCode, p.amount, p.createdBy],
  );
}

export interface WalletBill {
  orgName: string;
  amount: number;
  /** '1' paid. */
  paid: string;
  expiresAt: string;
}

/** The bill of a pay code, paid or still valid. */
export async function billOf(db: Db, codeHash: string): Promise<WalletBill | undefined> {
  const { rows } = await db.query<WalletBill>(
    `select coalesce(o.org_name, p.fixmedins_code) as "orgName", p.amount::float8 as amount,
        case when p.paid_at is null then '0' else '1' end as paid,
        ${chinaTime('p.expires_at')} as "expiresAt"
       from reversal_payments p left join orgs o on o.org_code = p.fixmedins_code
      where p.code_hash = $1 and (p.paid_at is not null or p.expires_at > now())`,
    [codeHash],
  );
  return rows[0];
}

/** Confirms the payment of a pay code (once); false for an unknown or expired code. */
export async function confirmPayment(db: Db, codeHash: string): Promise<boolean> {
  const { rows } = await db.query(
    `update reversal_payments set paid_at = coalesce(paid_at, now())
      where code_hash = $1 and (paid_at is not null or expires_at > now()) returning 1`,
    [codeHash],
  );
  return rows.length > 0;
}
