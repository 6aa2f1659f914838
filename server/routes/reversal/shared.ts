/** What the reversal routes share: loading a record in the caller's scope, dates, and the reversal itself. */
import type { FastifyInstance } from 'fastify';
import type { App } from '../../schemaTypes';
import type { InsuranceCenter } from '../../deals/center';
import { runDeal } from '../../deals/execute';
import { fail, forbidden } from '../../errors';
import { isOperator, scopeOrgCode } from '../../policy';
import { findRecord, mark, type ReversalRecord } from '../../repositories/reversals';
import { assertPaid, assertUnlocked, REVERSAL_MESSAGES } from '../../services/reversalGate';
import type { SessionUser } from '../../services/sessions';

export const tags = ['reversal'];
export const NOT_FOUND = '冲正记录不存在';
export const REVERSED = '冲正成功';

/** The record found `by` `value`; 403 unless `allowed` (the caller's scope). */
async function recordIn(
  app: FastifyInstance,
  by: 'id' | 'omsgid',
  value: string,
  allowed: (record: ReversalRecord) => boolean,
): Promise<ReversalRecord> {
  const record = await findRecord(app.db, by, value);
  if (!record) throw fail(NOT_FOUND);
  if (!allowed(record)) throw forbidden();
  return record;
}

/** A record the caller may read: its institution's, or any for the operator; otherwise 403. */
export const readableRecord = (app: App, user: SessionUser, by: 'id' | 'omsgid', value: string) =>
  recordIn(app, by, value, (r) => isOperator(user) || r.fixmedins_code === user.orgCode);

/** A record the caller may change: only its own institution's (the operator reverses none for others). */
export const ownRecord = (app: App, user: SessionUser, by: 'id' | 'omsgid', value: string) =>
  recordIn(app, by, value, (r) => r.fixmedins_code === user.orgCode);

/** The period's dates, start not after end. */
export function checkPeriod(startDate: string, endDate: string): void {
  if (startDate > endDate) throw fail('开始时间不能晚于结束时间');
}

/** The institution a query reads: the caller's, or the requested one (any) for the operator. */
export const scopeOf = (user: SessionUser, requested?: string) => scopeOrgCode(user, requested || undefined);

export interface ReverseInput {
  id?: string;
  psn_no: string;
  omsgid: string;
  oinfo: string;
}

/**
 * Reverses a record: the caller's institution only, after its reversal password, paid when a payment is
 * due; runs 2601 against the center (which refuses a wrong person or type, an already reversed deal)
 * and marks who reversed it.
 */
export async function reverseRecord(
  app: FastifyInstance,
  center: InsuranceCenter,
  user: SessionUser,
  input: ReverseInput,
): Promise<ReversalRecord> {
  const record = input.id
    ? await ownRecord(app, user, 'id', input.id)
    : await ownRecord(app, user, 'omsgid', input.omsgid);
  if (record.omsgid !== input.omsgid) throw fail(NOT_FOUND);
  if (record.used === '1') throw fail(REVERSAL_MESSAGES.reversed);
  await assertUnlocked(app.db, user, record.fixmedins_code);
  await assertPaid(app.db, record, user);
  const result = await runDeal({ center, deals: app.deals }, app.db, user, {
    dealName: '2601',
    dealInput: { data: { psn_no: input.psn_no, omsgid: input.omsgid, oinfno: input.oinfo } },
  });
  if (result.isNewMsg) throw fail(result.isNewMsg);
  await mark(app.db, record, { reversedBy: user.username });
  return { ...record, used: '1' };
}

/** A record with some of its fields repeated in camelCase besides their snake_case names. */
export const withCamel = (r: ReversalRecord) => ({
  ...r,
  psnNo: r.psn_no,
  medfeeSumamt: r.medfee_sumamt,
  fundPaySumamt: r.fund_pay_sumamt,
  acctPay: r.acct_pay,
  refdSetlFlag: r.refd_setl_flag,
  payFlag: r.pay_flag,
});
