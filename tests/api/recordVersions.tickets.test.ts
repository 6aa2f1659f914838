/**
 * No silent overwrite of a service ticket (docs/server.md#record-versions): its edit, classification,
 * customer supplement and the handler's moves send the ticket's version as the list read it; the second
 * update from the same read is refused with 409 该记录已被他人修改，请刷新后重试 and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { STALE_RECORD } from '../../server/recordVersions';
import { ORDER_STAFF } from '../../server/seed/seedOrders';
import { fileHarness } from './helpers';

const HOSPITAL = 'H21010200001';
const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: HOSPITAL });
const kefu = (await h.tryLogin({ user: ORDER_STAFF[0]!.username, password: await h.encrypt('Demo@2026') }))
  .data.token;

const C = '/commondeal';
const page = { size: 50, current: 1 };
const stale = { status: 409, message: STALE_RECORD };

interface Ticket {
  instId: number;
  version: number;
  type: number;
}

/** The ticket tables, to show a refused update wrote nothing. */
const tables = async () => ({
  tickets: await h.rows('select * from order_tickets order by inst_id'),
  nodes: await h.rows('select * from order_nodes order by id'),
  history: await h.rows('select * from order_history order by id'),
  services: await h.rows('select * from order_customer_services order by 1'),
});
const typeOf = async (desc: string) =>
  (
    await h.rows<{ id: number }>(
      "select order_type_id as id from order_types where order_type_desc = $1 and area_code = '2101'",
      [desc],
    )
  )[0]!.id;
/** A new ticket of the hospital, as its list (服务单申请) answers it. */
async function filed(): Promise<Ticket> {
  const body = { type: await typeOf('系统故障'), title: '测试工单', content: '内容' };
  const { data } = await h.call<{ instId: number }>('POST', `${C}/order/ticket`, { token: hospital, body });
  const list = await h.call<{ records: Ticket[] }>('POST', `${C}/order/ticket/query`, {
    token: hospital,
    body: { page, status: '4' },
  });
  return list.data.records.find((r) => r.instId === data.instId)!;
}
const edit = (t: Ticket, title: string) =>
  h.call('PUT', `${C}/order/ticket`, {
    token: hospital,
    body: { instId: t.instId, version: t.version, type: t.type, title, content: '新内容' },
  });
const sort = async (t: Ticket, desc: string) =>
  h.call('POST', `${C}/order/sort`, {
    token: admin,
    body: { instId: t.instId, version: t.version, type: await typeOf(desc) },
  });
/** The ticket classified and instantiated, then the handler's todo (its node and the ticket's version). */
async function todo() {
  const t = await filed();
  expect(await sort(t, '系统故障')).toMatchObject({ code: 0 });
  const [tpl] = await h.rows<{ id: number }>(
    "select template_id as id from order_templates where template_desc = '系统故障处理流程'",
  );
  const put = await h.app.inject({
    method: 'PUT',
    url: `${C}/order/instance/${t.instId}`,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/plain' },
    payload: String(tpl!.id),
  });
  expect(put.json()).toMatchObject({ code: 0 });
  const todos = await h.call<{ records: { id: number; instId: number; version: number }[] }>(
    'POST',
    `${C}/order/instance/todos`,
    { token: kefu, body: { page, isAll: '0' } },
  );
  return todos.data.records.find((r) => r.instId === t.instId)!;
}
const supplement = (instId: number, version: number, price: number) =>
  h.call('PUT', `${C}/customservice/customer`, {
    token: kefu,
    body: { instId, version, beginTime: '2026-01-01', endTime: '2026-12-31', price, isVip: '0' },
  });

describe('service tickets: an update from a stale read is refused (409), nothing changes', () => {
  it('修改 (PUT /order/ticket) twice from one read: the second is refused', async () => {
    const t = await filed();
    expect(await edit(t, '第一个窗口')).toMatchObject({ code: 0, data: { version: t.version + 1 } });
    const saved = await tables();
    expect(await edit(t, '第二个窗口')).toMatchObject({ ...stale, data: { version: t.version + 1 } });
    expect(await tables()).toEqual(saved);
  });

  it('分类 (POST /order/sort) twice from one read, or of a ticket edited since the read: refused', async () => {
    const t = await filed();
    expect(await sort(t, '业务咨询')).toMatchObject({ code: 0, message: '分类成功' });
    const sorted = await tables();
    expect(await sort(t, '系统故障')).toMatchObject(stale);
    expect(await tables()).toEqual(sorted);
    const u = await filed();
    expect(await edit(u, '机构改了类型')).toMatchObject({ code: 0 });
    const edited = await tables();
    expect(await sort(u, '业务咨询')).toMatchObject(stale);
    expect(await tables()).toEqual(edited);
  });

  it('补充服务 (PUT /customservice/customer) twice from one read: the second is refused', async () => {
    const n = await todo();
    expect(await supplement(n.instId, n.version, 100)).toMatchObject({ code: 0, message: '保存成功' });
    const saved = await tables();
    expect(await supplement(n.instId, n.version, 200)).toMatchObject(stale);
    expect(await tables()).toEqual(saved);
  });

  it('下一步, 退回 and 终止 from a read older than another change of the ticket are refused', async () => {
    const n = await todo();
    expect(await supplement(n.instId, n.version, 100)).toMatchObject({ code: 0 });
    const changed = await tables();
    for (const path of ['handle', 'handle/back', 'termination'])
      expect(
        await h.call('POST', `${C}/order/${path}`, {
          token: kefu,
          body: { id: n.id, instId: n.instId, version: n.version, proposal: '旧窗口的办理' },
        }),
        path,
      ).toMatchObject(stale);
    expect(await tables()).toEqual(changed);
  });

  it('下一步 twice from one read: the second answers the node’s own refusal (该环节不是当前环节)', async () => {
    const n = await todo();
    const body = { id: n.id, instId: n.instId, version: n.version, proposal: '已受理' };
    expect(await h.call('POST', `${C}/order/handle`, { token: kefu, body })).toMatchObject({ code: 0 });
    const moved = await tables();
    expect(await h.call('POST', `${C}/order/handle`, { token: kefu, body })).toMatchObject({
      code: 1,
      message: '该环节不是当前环节',
    });
    expect(await tables()).toEqual(moved);
  });
});
