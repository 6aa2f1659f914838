import type { App } from '../../schemaTypes';
import { apiResult } from '../../../schemas';
import { ok } from '../../errors';
import { BASE_INFO, BASE_INFO_NAMES } from './baseInfo';

const entry = {
  type: 'object',
  properties: { value: { type: 'string', title: '代码' }, name: { type: 'string', title: '名称' } },
  required: ['value', 'name'],
} as const;

const BaseInfoAnswer = {
  type: 'object',
  properties: Object.fromEntries(BASE_INFO_NAMES.map((n) => [n, { type: 'array', items: entry }])),
  required: BASE_INFO_NAMES,
} as const;

/** /commondeal/common: shared reference data for every logged-in user. */
export default async function common(app: App): Promise<void> {
  app.get(
    '/baseinfo',
    {
      schema: {
        summary: '基础信息字典（结算经办机构、冲正状态、医疗类别、清算类别、险种、对账结果、退费结算标志等）',
        description: '每个字典为 [{value, name}]；控制台每次登录加载一次。',
        tags: ['common'],
        response: { 200: apiResult(BaseInfoAnswer) },
      },
    },
    async () => ok(BASE_INFO),
  );
}
