import { apiResult, ExecDealBody, ExecDealResult, ref } from '../../../schemas';
import { DealCancelled, type InsuranceCenter } from '../../deals/center';
import { runDeal } from '../../deals/execute';
import { dealInputShapeProblem } from '../../deals/input';
import { badRequest, fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import type { App } from '../../schemaTypes';

/** Uploads (9101) carry a base64 file of up to 5 MB. */
const BODY_LIMIT = 8 * 1024 * 1024;

/**
 * POST /exec-deal: runs a deal against the insurance center; stops when the client goes away. An input
 * with a node the deal does not have, or nested deeper than its metadata, is refused (400) first.
 */
export default async function exec(app: App, opts: { center: InsuranceCenter }): Promise<void> {
  app.post(
    '/exec-deal',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: '执行交易（可取消；中心返回的错误在 isNewMsg，文件交易返回 fileUrl）',
        description:
          '除 9001 外，须先签到（否则 isNewMsg 为“请先签到”）。交易输入只能含该交易的输入节点，层级不超过其元数据（对象节点为字段值，列表节点为若干行字段值），否则 400。',
        tags: ['deals'],
        body: ref(ExecDealBody),
        response: { 200: apiResult(ref(ExecDealResult)) },
      },
    },
    async (request, reply) => {
      const meta = await app.deals.find(request.body.dealName);
      const problem = meta && dealInputShapeProblem(meta, request.body.dealInput);
      if (problem) throw badRequest(problem);
      const controller = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort();
      };
      reply.raw.once('close', onClose);
      try {
        const result = await runDeal({ center: opts.center, deals: app.deals }, app.db, callerOf(request), {
          dealName: request.body.dealName,
          dealInput: request.body.dealInput,
          signal: controller.signal,
        });
        return ok(result);
      } catch (err) {
        if (err instanceof DealCancelled) throw fail('交易已取消');
        throw err;
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
}
