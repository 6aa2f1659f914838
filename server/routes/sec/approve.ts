import {
  apiResult,
  SecApproveBody,
  SecBatchBody,
  SecIdBody,
  SecListBody,
  SecUpdateBody,
  SecRow,
  SecPage,
  ref,
} from '../../../schemas';
import { fail, ok } from '../../errors';
import { ADMIN_OPERATOR } from '../../policy';
import { staleRecord } from '../../recordVersions';
import { deleteCainfo, issueCainfo } from '../../repositories/secCainfo';
import { approveSec, getSec, issueSec, listSec, updateSecState } from '../../repositories/secAdmin';
import type { SecRegistry } from '../../sec/registry';
import { BATCH_USER_NUM, batchExpiration, hashSecret, SEC_MESSAGES as M } from '../../sec/rules';
import type { App } from '../../schemaTypes';

const tags = ['sec'];
const config = { auth: ADMIN_OPERATOR };
const rowAnswer = { 200: apiResult(ref(SecRow)) };

/** The operator's side of security codes (安全码审批): ROLE_ADMIN of 9999. */
export default async function secApprove(app: App, opts: { registry: SecRegistry }): Promise<void> {
  app.post(
    '/applications',
    {
      config: { ...config, list: true },
      schema: {
        summary: '安全码申请列表（审批，分页；区划为省两位或市四位）',
        tags,
        body: ref(SecListBody),
        response: { 200: apiResult(ref(SecPage)) },
      },
    },
    async (request) => {
      const { page = { size: 20, current: 1 }, ...filter } = request.body ?? {};
      const answer = await listSec(app.db, filter, page);
      return ok({ ...answer, pageSize: page.size, pageNumber: page.current });
    },
  );

  app.post(
    '/approve',
    {
      config,
      schema: {
        summary: '审批一条安全码申请（仅待审核 status 0；审批后 status 2 待下发）',
        tags,
        body: ref(SecApproveBody),
        response: rowAnswer,
      },
    },
    async (request) => {
      const { id, version, ...approval } = request.body;
      return app.db.tx(async (t) => {
        const found = await getSec(t, id, true);
        if (!found) throw fail(M.notFound);
        if (found.status !== '0' || found.ifValid !== '1') throw fail(M.notPending);
        if (found.orgCode !== approval.orgCode) throw fail('机构编码与申请不一致');
        if (found.version !== version) throw staleRecord(found.version);
        return ok(await approveSec(t, id, approval, '2'), M.approved);
      });
    },
  );

  app.post(
    '/approve/batch',
    {
      config,
      schema: {
        summary: '批量审批（一个事务；用户数 255，有效期至当年或次年 12 月 31 日；status 4）',
        tags,
        body: ref(SecBatchBody),
        response: {
          200: apiResult({
            type: 'object',
            properties: {
              type: { type: 'string', enum: ['success', 'warning'], description: 'warning：部分审核成功' },
              message: { type: 'string' },
              approved: { type: 'array', items: { type: 'integer' } },
              skipped: { type: 'array', items: { type: 'integer' } },
            },
          }),
        },
      },
    },
    async (request) => {
      const read = new Map(request.body.map((r) => [r.id, r.version]));
      const ids = [...read.keys()];
      if (ids.length === 0) throw fail(M.batchEmpty);
      const expiration = batchExpiration();
      return app.db.tx(async (t) => {
        const approved: number[] = [];
        const skipped: number[] = [];
        for (const id of ids) {
          const a = await getSec(t, id, true);
          if (!a || a.status !== '0' || a.ifValid !== '1') {
            skipped.push(id);
            continue;
          }
          // A pending application edited since the list was read: the whole batch is refused.
          if (a.version !== read.get(id)) throw staleRecord(a.version);
          await approveSec(
            t,
            id,
            {
              ...a,
              expiration,
              userNum: BATCH_USER_NUM,
              orgLevel: a.orgLevel,
              orgInsType: a.orgInsType,
            },
            '4',
          );
          approved.push(id);
        }
        if (approved.length === 0) throw fail(M.notPending);
        const partial = skipped.length > 0;
        const message = partial
          ? `${M.partial}：${approved.length} 条已审核，${skipped.length} 条不是待审核状态未处理`
          : M.batchApproved(approved.length);
        return ok({ type: partial ? 'warning' : 'success', message, approved, skipped }, message);
      });
    },
  );

  app.post(
    '/update',
    {
      config,
      schema: {
        summary:
          '驳回（任何状态，ifValid 0，须填驳回原因）或回退（仅已下发 status 1：status 0、ifValid 0、清除安全码）',
        tags,
        body: ref(SecUpdateBody),
        response: rowAnswer,
      },
    },
    async (request) => {
      const { id, op, version } = request.body;
      const memo = request.body.memo?.trim() ?? '';
      if (op === 'reject' && !memo) throw fail(M.rejectMemo);
      return app.db.tx(async (t) => {
        const found = await getSec(t, id, true);
        if (!found) throw fail(M.notFound);
        if (op === 'reject' && found.version !== version) throw staleRecord(found.version);
        if (op === 'reject') return ok(await updateSecState(t, id, { ifValid: '0', memo }), M.rejected);
        if (found.status !== '1') throw fail(M.notRollback);
        // Ignored when already invalid.
        if (found.ifValid === '0') return ok(found, M.alreadyInvalid);
        if (found.version !== version) throw staleRecord(found.version);
        const row = await updateSecState(t, id, {
          status: '0',
          ifValid: '0',
          clearSecret: true,
          memo: '已回退',
        });
        await deleteCainfo(t, found.orgCode);
        return ok(row, M.rolledBack);
      });
    },
  );

  app.post(
    '/query-remote',
    {
      config,
      schema: {
        summary:
          '查询远程：向国家平台查询已审核（status 2/4）申请的安全码，下发后 status 1；secretCode、ak、sk 仅此一次返回',
        tags,
        body: ref(SecIdBody),
        response: {
          200: apiResult({
            type: 'object',
            properties: {
              id: { type: 'integer' },
              status: { type: 'string' },
              secretCode: { type: ['string', 'null'] },
              ak: { type: ['string', 'null'] },
              sk: { type: ['string', 'null'], description: '只返回这一次，平台只保存其摘要' },
            },
          }),
        },
      },
    },
    async (request) => {
      const { id, version } = request.body;
      const found = await getSec(app.db, id);
      if (!found) throw fail(M.notFound);
      if (found.status !== '2' && found.status !== '4') throw fail(M.notRemote);
      if (found.version !== version) throw staleRecord(found.version);
      const granted = await opts.registry.query({
        id,
        orgCode: found.orgCode,
        status: found.status,
        approvedAt: new Date(found.approvedAt ?? Date.now()),
      });
      if (!granted) throw fail(M.notIssuedYet);
      return app.db.tx(async (t) => {
        const again = await getSec(t, id, true);
        // Another call issued it meanwhile: its secret was shown there.
        if (!again || (again.status !== '2' && again.status !== '4')) throw fail(M.notRemote);
        if (again.version !== version) throw staleRecord(again.version);
        const row = await issueSec(t, id, { ...granted, skHash: hashSecret(granted.sk) });
        await issueCainfo(t, row.orgCode, row.orgName, granted.secretCode);
        return ok({ id, status: row.status, ...granted }, M.issued);
      });
    },
  );
}
