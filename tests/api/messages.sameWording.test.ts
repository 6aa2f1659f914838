/**
 * One mapper words an invalid field before the request and after it (docs/architecture.md, Layers;
 * `schemas/messages.ts`): the same invalid body sent to a route and validated by the console's forms
 * over the same schema (the light form's check and RJSF's, the validator every form uses) gives the
 * same Chinese message for each field — 请输入版本号 before and after, never a second wording.
 */
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OrderHandleBody, OrderTicketQuery, ReversalQuery } from '../../schemas';
import { validateLight } from '../../widgets/form/lightValidate';
import { rjsfMessages } from '../../widgets/form/transformErrors';
import { validator } from '../../widgets/form/validator';
import { fileHarness } from './helpers';

const { h, admin } = await fileHarness({ admin: 'admin' });

type Messages = Record<string, string>;
type Body = Record<string, unknown>;
const first = (byPath: Record<string, readonly string[]>): Messages =>
  Object.fromEntries(Object.entries(byPath).map(([path, list]) => [path, list[0]!]));

/** The route's 400: each field's message, as the envelope's `data` lists them. */
async function routeMessages(url: string, body: Body): Promise<Messages> {
  const answer = await h.call<{ field: string; message: string }[]>('POST', url, { token: admin, body });
  expect([answer.status, answer.code]).toEqual([400, 400]);
  expect(answer.message).toBe(answer.data[0]!.message);
  return Object.fromEntries(answer.data.map((f) => [f.field, f.message]));
}

/** The light form's messages (every field: as after a submit). */
const lightMessages = (schema: object, body: Body, ui: UiSchema = {}): Messages =>
  first(validateLight(body, schema as RJSFSchema, ui, () => []));

/** RJSF's messages: its validator's errors through the form's error transformer. */
function rjsfFormMessages(schema: object, body: Body, ui: UiSchema = {}): Messages {
  const { errors } = validator.validateFormData(body, schema as RJSFSchema, undefined, undefined, ui);
  return first(rjsfMessages(errors as RJSFValidationError[], schema as RJSFSchema, ui));
}

/** The query form of the 对账冲正查询 screen: its uiSchema, as the console draws it. */
const checkImpact = JSON.parse(readFileSync('screens/checkImpact.screen.json', 'utf8')) as {
  blocks: { query: { uiSchema: UiSchema } }[];
};
const reversalQueryUi = checkImpact.blocks[0]!.query.uiSchema;

describe('the same invalid body: the route and the form of its schema say the same', () => {
  it('required, enum and type (办理): 请输入版本号, 请选择正确的办结, 下一步办理人须为整数', async () => {
    const body = { id: 1, instId: 1, proposal: '同意', finish: '2', nextResponseUserId: 'abc' };
    const expected = {
      version: '请输入版本号',
      finish: '请选择正确的办结',
      nextResponseUserId: '下一步办理人须为整数',
    };
    expect(await routeMessages('/commondeal/order/handle', body)).toEqual(expected);
    expect(lightMessages(OrderHandleBody, body)).toEqual(expected);
    expect(rjsfFormMessages(OrderHandleBody, body)).toEqual(expected);
  });

  it('maxLength, enum and type (服务单查询): 标题不能超过100个字符, 请选择正确的状态, 用户编号须为整数', async () => {
    const body = { title: '单'.repeat(101), status: '9', userId: 1.5 };
    const expected = {
      title: '标题不能超过100个字符',
      status: '请选择正确的状态',
      userId: '用户编号须为整数',
    };
    expect(await routeMessages('/commondeal/order/ticket/query', body)).toEqual(expected);
    expect(lightMessages(OrderTicketQuery, body)).toEqual(expected);
    expect(rjsfFormMessages(OrderTicketQuery, body)).toEqual(expected);
  });

  it('pattern, maxLength and the schema’s own required message (对账冲正查询, the screen’s form)', async () => {
    const body = { startDate: '2026-01-01', psn_no: '人员-1', fixmedins_code: 'H'.repeat(31) };
    const route = await routeMessages('/commondeal/reconciliation/queryFirst', body);
    expect(route).toEqual({
      endDate: '请选择结算结束时间',
      fixmedins_code: '定点医药机构编号不能超过30个字符',
      psn_no: '人员编号格式不正确',
    });
    // The screen names fixmedins_code 机构编号 in its uiSchema; the server knows the schema's title only.
    const form = { ...route, fixmedins_code: '机构编号不能超过30个字符' };
    expect(lightMessages(ReversalQuery, body, reversalQueryUi)).toEqual(form);
    expect(rjsfFormMessages(ReversalQuery, body, reversalQueryUi)).toEqual(form);
  });
});
