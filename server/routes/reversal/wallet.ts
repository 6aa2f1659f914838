import type { FastifyRequest } from 'fastify';
import { apiResult, ReversalId, WalletCode, ref } from '../../../schemas';
import { fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { PUBLIC } from '../../policy';
import {
  createPayCode,
  findBill,
  isPaid,
  needsPayment,
  payBill,
  REVERSAL_MESSAGES,
} from '../../services/reversalGate';
import { ownRecord, tags } from './shared';
import { perMinute } from '../../plugins/rateLimit';
import type { App } from '../../schemaTypes';

/** The wallet page of the console (a public screen descriptor, screens/wallet.screen.json). */
const WALLET_ROUTE = '/wallet';
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** Where the phone opens the wallet page: the console's origin (the browser's Origin), else this server. */
function consoleOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && ORIGIN.test(origin) ? origin : `${request.protocol}://${request.host}`;
}

/** /quickmark/*: the pay code of a reversal and the simulated mobile wallet that pays it. */
export default async function wallet(app: App): Promise<void> {
  const walletLimit = perMinute(app.config.loginRateMax);

  app.post(
    '/quickmark/chargecode',
    {
      schema: {
        summary: '冲正支付码（id；data.url 为模拟手机钱包的支付页）',
        description: '支付码 15 分钟内有效；无需支付的记录（payFlag 1 或 ROLE_RUSHFREE）不发支付码。',
        tags,
        body: ref(ReversalId),
        response: {
          200: apiResult({
            type: 'object',
            properties: { url: { type: 'string' }, amount: { type: 'number' } },
            required: ['url', 'amount'],
          }),
        },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const record = await ownRecord(app, user, 'id', request.body.id);
      if (record.used === '1') throw fail(REVERSAL_MESSAGES.reversed);
      if (!needsPayment(record, user)) throw fail(REVERSAL_MESSAGES.noPayment);
      const code = await createPayCode(app.db, record, user);
      return ok({ url: `${consoleOrigin(request)}${WALLET_ROUTE}?code=${code}`, amount: record.fee });
    },
  );

  app.post(
    '/quickmark/query-payflag',
    {
      schema: {
        summary: '冲正支付结果（id；data 为 true 表示已支付）',
        tags,
        body: ref(ReversalId),
        response: { 200: apiResult({ type: 'boolean' }) },
      },
    },
    async (request) => {
      const record = await ownRecord(app, callerOf(request), 'id', request.body.id);
      return ok(await isPaid(app.db, record));
    },
  );

  app.get(
    '/quickmark/wallet',
    {
      config: { auth: PUBLIC, rateLimit: walletLimit },
      schema: {
        summary: '模拟手机钱包：支付码的账单（公开；支付码即凭证）',
        tags,
        querystring: ref(WalletCode),
        response: {
          200: apiResult({
            type: 'object',
            properties: {
              orgName: { type: 'string' },
              amount: { type: 'number' },
              paid: { type: 'string' },
              expiresAt: { type: 'string' },
            },
          }),
        },
      },
    },
    async (request) => {
      const bill = await findBill(app.db, request.query.code);
      if (!bill) throw fail(REVERSAL_MESSAGES.badCode);
      return ok(bill);
    },
  );

  app.post(
    '/quickmark/wallet/pay',
    {
      config: { auth: PUBLIC, rateLimit: walletLimit },
      schema: {
        summary: '模拟手机钱包：确认支付（公开；支付码即凭证）',
        tags,
        body: ref(WalletCode),
        response: { 200: apiResult({ type: 'null' }) },
      },
    },
    async (request) => {
      if (!(await payBill(app.db, request.body.code))) throw fail(REVERSAL_MESSAGES.badCode);
      return ok(null, '支付成功');
    },
  );
}
