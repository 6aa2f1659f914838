import {
  apiResult,
  DealNameBody,
  DealNameParams,
  DealMetaSchema,
  DealParams,
  Deal,
  ref,
} from '../../../schemas';
import type { DealMeta } from '../../../schemas/deal';
import type { DealCatalogue } from '../../deals/served';
import { fail, ok } from '../../errors';
import { runnableConfigs } from '../../repositories/dealSqlConfigs';
import type { App } from '../../schemaTypes';

const tags = ['deals'];
export const DEAL_NOT_FOUND = '交易不存在';

/** The deal as served now (its published version, else the baseline), or the refusal 交易不存在. */
export async function dealOrFail(deals: DealCatalogue, dealName: string): Promise<DealMeta> {
  const meta = await deals.find(dealName);
  if (!meta) throw fail(DEAL_NOT_FOUND);
  return meta;
}

/** A deal of the deal list: its input nodes are the tabs of its SQL configuration. */
const listed = (d: DealMeta) => ({
  dealName: d.dealName,
  comment: d.comment,
  nodes: d.reqNodeNames,
  dealType: d.dealType,
});

/** The deal catalogue: metadata, the deal list and each deal's selectable parameters. */
export default async function meta(app: App): Promise<void> {
  app.post(
    '/meta',
    {
      schema: {
        summary: '交易元数据（输入、输出节点及字段）',
        tags,
        body: ref(DealNameBody),
        response: { 200: apiResult(ref(DealMetaSchema)) },
      },
    },
    async (request) => ok(await dealOrFail(app.deals, request.body.dealName)),
  );

  app.get(
    '/dealName/:dealName',
    {
      schema: {
        summary: '交易的可选参数（其输入字段）',
        tags,
        params: ref(DealNameParams),
        response: { 200: apiResult(ref(DealParams)) },
      },
    },
    async (request) => {
      const seen = new Set<string>();
      const params = (await dealOrFail(app.deals, request.params.dealName)).reqProperties
        .flatMap((n) => n.properties)
        .filter((p) => !seen.has(p.name) && seen.add(p.name))
        .map((p) => ({ value: p.name, label: p.comment, tip: p.tip }));
      const configured = new Set(
        (await runnableConfigs(app.db, request.params.dealName)).flatMap((c) =>
          (c.params ?? '').split(',').filter(Boolean),
        ),
      );
      const queryParams = params.filter((p) => configured.has(p.value));
      return ok({ haveParams: queryParams.length > 0, params, queryParams });
    },
  );

  const list = apiResult({ type: 'array', items: ref(Deal) });
  app.get('/deal', { schema: { summary: '交易列表（全部交易）', tags, response: { 200: list } } }, async () =>
    ok((await app.deals.list()).map(listed)),
  );

  app.get(
    '/deal/:dealName',
    {
      schema: {
        summary: '交易列表（指定交易）',
        tags,
        params: ref(DealNameParams),
        response: { 200: list },
      },
    },
    async (request) => ok([listed(await dealOrFail(app.deals, request.params.dealName))]),
  );
}
