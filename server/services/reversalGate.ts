/**
 * The two gates of a reversal: the institution's reversal password (five wrong tries in a
 * row lock it for 15 minutes; the right one lets the user reverse for 10 minutes) and the payment
 * (a record with payFlag '0' is reversed only once its fee is paid, unless the caller holds ROLE_RUSHFREE).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { fail } from '../errors';
import { hasRole } from '../policy';
import {
  billOf,
  confirmPayment,
  hasPayment,
  insertPayCode,
  isUnlocked,
  LOCK_MINUTES,
  lockReversalPassword,
  reversalPasswordFailed,
  unlockReversals,
  type WalletBill,
} from '../repositories/reversalGate';
import type { ReversalRecord } from '../repositories/reversals';
import { verifyPassword } from './passwords';
import type { SessionUser } from './sessions';

export const MAX_PASSWORD_TRIES = 5;

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
    const row = await lockReversalPassword(t, orgCode);
    if (!row) return REVERSAL_MESSAGES.noPassword;
    if (row.locked) return REVERSAL_MESSAGES.locked;
    if (!(await verifyPassword(plain, row.password_hash))) {
      const lock = row.failed_count + 1 >= MAX_PASSWORD_TRIES;
      await reversalPasswordFailed(t, orgCode, lock ? 0 : row.failed_count + 1, lock);
      return lock ? REVERSAL_MESSAGES.locked : REVERSAL_MESSAGES.wrongPassword;
    }
    await unlockReversals(t, user.userId, orgCode);
    return null;
  });
  if (outcome) throw fail(outcome);
}

/** Refuses unless the user gave the institution's reversal password in the last 10 minutes. */
export async function assertUnlocked(db: Db, user: SessionUser, orgCode: string): Promise<void> {
  if (!(await isUnlocked(db, user.userId, orgCode))) throw fail(REVERSAL_MESSAGES.passwordFirst);
}

/** Whether the record's fee has been paid on the wallet page. */
export async function isPaid(
  db: Db,
  record: Pick<ReversalRecord, 'id' | 'fixmedins_code'>,
): Promise<boolean> {
  return hasPayment(db, record.id, record.fixmedins_code);
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
  await insertPayCode(db, {
    codeHash: sha256(code),
    setlId: record.id,
    orgCode: record.fixmedins_code,
    amount: record.fee,
    createdBy: user.username,
  });
  return code;
}

export type { WalletBill };

/** What the wallet page shows for a pay code, or undefined for an unknown or expired one. */
export async function findBill(db: Db, code: string): Promise<WalletBill | undefined> {
  return billOf(db, sha256(code));
}

/** Confirms the payment of a pay code (once); false for an unknown or expired code. */
export async function payBill(db: Db, code: string): Promise<boolean> {
  return confirmPayment(db, sha256(code));
}
