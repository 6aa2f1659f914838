/**
 * The insurance-center simulator: validates each input against the deal's metadata, wraps it in the
 * national envelope, runs the deal's handler in one transaction with its log entry, and answers like the
 * center (infcode -1 with err_msg on refusal). Optional delay, for demonstrating cancellation.
 */
import { normaliseInput, validateDealInput } from '../input';
import { baselineDeals, type DealCatalogue } from '../served';
import { ADMDVS, answerEnvelope, logDeal, openEnvelope, type RequestEnvelope } from './envelope';
import { HANDLERS } from './handlers';
import {
  CenterError,
  DealCancelled,
  type CenterAnswer,
  type CenterContext,
  type InsuranceCenter,
} from './types';

export interface SimulatorOptions {
  /** Every deal (or only `delayDeals`) waits this long first, as a slow center would (`DEAL_DELAY_MS`). */
  delayMs?: number;
  /** The deals the delay applies to (`DEAL_DELAY_DEALS`, comma-separated); all when empty. */
  delayDeals?: readonly string[];
  /** The deals as served (the app's `deals`); the shipped baseline when absent. */
  deals?: DealCatalogue;
}

/** The simulator of a server: its configured delay (DEAL_DELAY_MS, DEAL_DELAY_DEALS) and its served deals. */
export const simulatorOf = (app: {
  config: { dealDelayMs?: number; dealDelayDeals?: readonly string[] };
  deals: DealCatalogue;
}): InsuranceCenter =>
  createSimulator({
    delayMs: app.config.dealDelayMs,
    delayDeals: app.config.dealDelayDeals,
    deals: app.deals,
  });

/** Waits `ms`, or throws `DealCancelled` as soon as `signal` aborts. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DealCancelled());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DealCancelled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** PostgreSQL unique violations from two calls racing on the same record. */
const isDuplicate = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

export function createSimulator(opts: SimulatorOptions = {}): InsuranceCenter {
  const delayFor = (dealName: string) =>
    !opts.delayDeals?.length || opts.delayDeals.includes(dealName) ? (opts.delayMs ?? 0) : 0;

  async function refuse(
    ctx: CenterContext,
    request: RequestEnvelope,
    at: Date,
    message: string,
  ): Promise<never> {
    await logDeal(ctx.db, request, await answerEnvelope(ctx.db, at, { error: message }), at);
    throw new CenterError(message);
  }

  return {
    async exec(dealName: string, rawInput: unknown, ctx: CenterContext): Promise<CenterAnswer> {
      const meta = await (opts.deals ?? baselineDeals).find(dealName);
      const handler = HANDLERS[dealName];
      if (!meta || !handler) throw new CenterError('交易编号不存在');
      await pause(delayFor(dealName), ctx.signal);
      const now = new Date();
      const request = await openEnvelope(ctx.db, dealName, rawInput, ctx, now);
      const { input, bad } = normaliseInput(meta, rawInput);
      if (bad.length > 0) return refuse(ctx, request, now, `${bad[0]}格式不正确`);
      const problem = validateDealInput(meta, input);
      if (problem) return refuse(ctx, request, now, problem);
      if (ctx.areas && ctx.areas.mdtrtarea !== ADMDVS)
        return refuse(ctx, request, now, `就医地医保区划 ${ctx.areas.mdtrtarea} 不属于本中心`);
      try {
        return await ctx.db.tx(async (db) => {
          const { orgCode, orgName, signNo } = ctx;
          const insuplc = ctx.areas?.insuplc;
          const result = await handler({
            ...{ db, orgCode, orgName, signNo, msgid: request.msgid, now, input, meta },
            ...(insuplc ? { insuplcAdmdvs: insuplc } : {}),
          });
          if (ctx.signal?.aborted) throw new DealCancelled();
          await logDeal(db, request, await answerEnvelope(db, now, { output: result.output }), now);
          return result;
        });
      } catch (err) {
        if (err instanceof CenterError) return refuse(ctx, request, now, err.message);
        if (err instanceof DealCancelled) {
          const cancelled = await answerEnvelope(ctx.db, now, { error: '客户端已取消，交易未执行' });
          await logDeal(ctx.db, request, cancelled, now);
          throw err;
        }
        if (isDuplicate(err)) return refuse(ctx, request, now, '交易重复提交，请稍后重试');
        throw err;
      }
    },
  };
}
