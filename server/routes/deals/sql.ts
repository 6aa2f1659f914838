import {
  apiResult,
  DealSqlQuery,
  QuerySupportInfoBody,
  UpdateDealSqlBody,
  DealSqlConfig,
  ref,
} from '../../../schemas';
import type { DealMeta } from '../../../schemas/deal';
import type { Db } from '../../db';
import { paramNames, sqlProblem } from '../../deals/sqlCheck';
import { deleteSqlConfig, getSqlConfig, saveSqlConfig } from '../../repositories/dealSqlConfigs';
import {
  querySupportInfo,
  SandboxGate,
  sandboxPlanProblem,
  STATEMENT_TIMEOUT_MS,
} from '../../deals/supportInfo';
import { badRequest, fail, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { dealOrFail } from './meta';
import { ADMIN_OPERATOR } from '../../policy';
import { staleRecord } from '../../recordVersions';
import type { App, RequestOf } from '../../schemaTypes';

const tags = ['deals'];
/** Configuring the SQL that prefills deal forms: ROLE_ADMIN of the 9999 operator only. */
const adminOnly = { auth: ADMIN_OPERATOR };

function inputNode(meta: DealMeta, nodeName: string) {
  const node = meta.reqProperties.find((n) => n.nodeName === nodeName);
  if (!node) throw fail('该交易没有此输入节点');
  return node;
}

/**
 * Each parameter must be an input field of the deal, and the SQL a single query using no more of them,
 * calling allowed functions only (sqlProblem), that the sandbox can plan: it reads only its views.
 */
async function checkConfig(
  db: Db,
  meta: DealMeta,
  body: Pick<RequestOf<typeof UpdateDealSqlBody>, 'params'> & { sql: string },
): Promise<void> {
  const fields = new Set(meta.reqProperties.flatMap((n) => n.properties.map((p) => p.name)));
  const names = paramNames(body.params);
  const unknown = names.find((p) => !fields.has(p));
  if (unknown) throw badRequest(`参数 ${unknown} 不是该交易的输入字段`);
  const problem =
    sqlProblem(body.sql, names.length) ?? (await sandboxPlanProblem(db, body.sql, names.length));
  if (problem) throw badRequest(problem);
}

/** Deal SQL configurations and query-supportinfo, which runs them. */
export default async function sql(app: App): Promise<void> {
  /** One support query per institution at a time in this server (and a few in all). */
  const gate = new SandboxGate();

  app.get(
    '/queryDealSqlByDealCode',
    {
      config: adminOnly,
      schema: {
        summary: '交易节点的SQL配置（未配置时 sql、params 为 null）',
        tags,
        querystring: ref(DealSqlQuery),
        response: { 200: apiResult(ref(DealSqlConfig)) },
      },
    },
    async (request) => {
      const { dealCode, nodeName } = request.query;
      inputNode(await dealOrFail(app.deals, dealCode), nodeName);
      const found = await getSqlConfig(app.db, dealCode, nodeName);
      return ok(found ?? { dealCode, nodeName, sql: null, params: null, version: 0 });
    },
  );

  app.post(
    '/updateDealSql',
    {
      config: adminOnly,
      schema: {
        summary: '保存交易节点的SQL配置（sql 为空时删除该配置）',
        tags,
        body: ref(UpdateDealSqlBody),
        response: { 200: apiResult(ref(DealSqlConfig)) },
      },
    },
    async (request) => {
      const { version, ...body } = request.body;
      const meta = await dealOrFail(app.deals, body.dealCode);
      inputNode(meta, body.nodeName);
      const dealName = body.dealName ?? meta.comment;
      const stale = async () =>
        staleRecord((await getSqlConfig(app.db, body.dealCode, body.nodeName))?.version ?? 0);
      if (!body.sql?.trim()) {
        if (!(await deleteSqlConfig(app.db, body.dealCode, body.nodeName, version))) throw await stale();
        return ok({ ...body, dealName, sql: null, params: null, version: 0 }, '保存成功');
      }
      const config = { ...body, dealName, sql: body.sql };
      await checkConfig(app.db, meta, config);
      const saved = await saveSqlConfig(app.db, config, callerOf(request).userId, version);
      if (!saved) throw await stale();
      return ok(saved, '保存成功');
    },
  );

  app.post(
    '/query-supportinfo',
    {
      schema: {
        summary: `按交易的SQL配置查询辅助信息以预填交易表单（沙箱执行，参数绑定，${STATEMENT_TIMEOUT_MS / 1000}秒超时）`,
        description:
          '只执行由 ROLE_ADMIN 用户保存的配置，以专用数据库角色只读执行，只能查询调用者机构的 support_persons、' +
          'support_visits、support_fees、support_settlements 视图；同一机构同时只能有一个查询。' +
          '应答按节点名组织：对象节点为首行，列表节点为全部行。',
        tags,
        body: ref(QuerySupportInfoBody),
        response: { 200: apiResult({ type: 'object', title: 'baseDealDTO' }) },
      },
    },
    async (request) =>
      ok(
        await querySupportInfo(
          app.db,
          gate,
          callerOf(request).orgCode,
          await dealOrFail(app.deals, request.body.dealName),
          request.body.hisParamSet ?? {},
        ),
      ),
  );
}
