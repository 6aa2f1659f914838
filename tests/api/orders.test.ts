/**
 * Service tickets: an institution files and edits its tickets, the operator classifies them into a template's
 * nodes, and only the handler of the current node moves it; every refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../schemas/order';
import { ORDER_STAFF } from '../../server/seed/seedOrders';
import { BOOT_TIMEOUT, build, type Harness, idOf, snapshot } from './helpers';

const C = '/commondeal';
const HOSPITAL = 'H21010200001';
const PHARMACY = 'P21010200002';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let h: Harness;
/** The seeded handlers (server/seed/seedOrders.ts), by key. */
const STAFF = new Map<string, string>(ORDER_STAFF.map((s) => [s.key, s.username]));
const tokens = new Map<string, string>();
const as = (u: string) => tokens.get(u)!;

async function staffToken(username: string): Promise<string> {
  const res = await h.tryLogin({ user: username, password: await h.encrypt('Demo@2026') });
  if (res.code !== 0) throw new Error(`${username}: ${res.message}`);
  return res.data.token;
}

const typeId = async (desc: string, area = '2101') =>
  (
    await h.rows<{ id: number }>(
      'select order_type_id as id from order_types where order_type_desc = $1 and area_code = $2',
      [desc, area],
    )
  )[0]!.id;
const templateId = async (desc: string) =>
  (
    await h.rows<{ id: number }>('select template_id as id from order_templates where template_desc = $1', [
      desc,
    ])
  )[0]!.id;
const userId = (k: string) => idOf(h, STAFF.get(k) ?? k);

/** Every ticket table, to show a refused call wrote nothing. */
const TICKETS = {
  tables: ['order_tickets', 'order_nodes', 'order_history', 'order_attachments', 'order_customer_services'],
};

function multipart(files: [string, Buffer | string, string?][]) {
  const boundary = '----yb11';
  const parts = files.map(([name, data, type]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(data) ? data : Buffer.from(data),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, files: [string, Buffer | string, string?][]) {
  const m = multipart(files);
  const res = await h.app.inject({
    method: 'POST',
    url: `${C}/order/attachment`,
    headers: { ...m.headers, authorization: `Bearer ${token}` },
    payload: m.payload,
  });
  return res.json() as { code: number; message: string; data: { url: string; kind: string; name: string }[] };
}

async function file(token: string, extra: Record<string, unknown> = {}) {
  const res = await h.call<{ instId: number }>('POST', `${C}/order/ticket`, {
    token,
    body: { type: await typeId('系统故障'), title: '测试工单', content: '内容', ...extra },
  });
  expect(res.code, res.message).toBe(0);
  return res.data.instId;
}

const instantiate = (instId: number, tpl: number | string, token = as('admin')) =>
  h.app
    .inject({
      method: 'PUT',
      url: `${C}/order/instance/${instId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: String(tpl),
    })
    .then((r) => r.json() as { code: number; message: string; data: { id: number; isCurrent: string }[] });

/** A ticket's version as the lists answer it: every edit and move sends the version it read. */
const versionOf = async (instId: number) =>
  (await h.rows<{ version: number }>('select version from order_tickets where inst_id = $1', [instId]))[0]!
    .version;

const currentNode = async (instId: number) =>
  (
    await h.rows<{ id: number; seq: number }>(
      `select id, seq from order_nodes where inst_id = $1 and is_current = '1'`,
      [instId],
    )
  )[0]!;

beforeAll(async () => {
  h = await build();
  for (const u of ['admin', HOSPITAL, PHARMACY, '13900000002']) tokens.set(u, await h.tokenOf(u));
  for (const [k, u] of STAFF) tokens.set(k, await staffToken(u));
}, 2 * BOOT_TIMEOUT);
afterAll(() => h?.close());

describe('tickets of an institution', () => {
  it('the demo seed holds tickets in every state (submitted 0, in progress 2, closed 1)', async () => {
    const rows = await h.rows<{ status: string }>('select distinct status from order_tickets order by 1');
    expect(rows.map((r) => r.status)).toEqual(['0', '1', '2']);
  });

  it('query is scoped to the caller’s institution; status 4 is all, another institution is refused', async () => {
    const all = await h.call<{ records: { orgCode: string }[] }>('POST', `${C}/order/ticket/query`, {
      token: as(HOSPITAL),
      body: { page: { size: 10, current: 1 }, status: '4' },
    });
    expect(all.code).toBe(0);
    expect(new Set(all.data.records.map((r) => r.orgCode))).toEqual(new Set([HOSPITAL]));
    const other = await h.call('POST', `${C}/order/ticket/query`, {
      token: as(HOSPITAL),
      body: { orgCode: PHARMACY },
    });
    expect([other.status, other.message]).toEqual([403, '无权访问该功能']);
  });

  it('a ticket’s submit time is shown in China time (the console’s users are in China)', async () => {
    const instId = await file(as(HOSPITAL), { title: '提交时间' });
    const list = await h.call<{ records: { instId: number; createTime: string }[] }>(
      'POST',
      `${C}/order/ticket/query`,
      { token: as(HOSPITAL), body: { pageNum: 1, pageSize: 50 } },
    );
    const shown = list.data.records.find((r) => r.instId === instId)!.createTime;
    const china = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    // Filed just now: between a minute ago and now, read as China time.
    expect(shown >= china(Date.now() - 60_000) && shown <= china(Date.now()), shown).toBe(true);
  });

  it('type, title and content are required (请选择服务单类型); nothing is written', async () => {
    const before = await snapshot(h, TICKETS);
    const res = await h.call('POST', `${C}/order/ticket`, {
      token: as(HOSPITAL),
      body: { title: '', content: '' },
    });
    expect(res.status).toBe(400);
    expect(res.message).toContain('请选择服务单类型');
    const otherArea = await h.call('POST', `${C}/order/ticket`, {
      token: as(HOSPITAL),
      body: { type: await typeId('系统故障', '2102'), title: 't', content: 'c' },
    });
    expect(otherArea.message).toBe('请选择服务单类型');
    expect(await snapshot(h, TICKETS)).toEqual(before);
  });

  it('attachments: png and txt accepted; over 1 MB 文件超过 1 MB, a disguised file 只能上传图片或者TXT文本文件, a fourth file refused', async () => {
    const ok = await upload(as(HOSPITAL), [
      ['a.png', PNG, 'image/png'],
      ['b.txt', '说明文字', 'text/plain'],
    ]);
    expect(ok.code).toBe(0);
    expect(ok.data.map((f) => f.kind)).toEqual(['image', 'text']);
    const before = await snapshot(h, TICKETS);
    expect(
      (await upload(as(HOSPITAL), [['big.png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])]])).message,
    ).toBe('文件超过 1 MB');
    expect(
      (await upload(as(HOSPITAL), [['evil.png', Buffer.from([0x4d, 0x5a, 0, 1, 2, 3, 0xff])]])).message,
    ).toBe('只能上传图片或者TXT文本文件');
    const four = await upload(as(HOSPITAL), [
      ['1.png', PNG],
      ['2.png', PNG],
      ['3.png', PNG],
      ['4.png', PNG],
    ]);
    expect(four.code).not.toBe(0);
    expect(await snapshot(h, TICKETS)).toEqual(before);
    // Served back to the institution, refused to another one and to staff not handling the ticket.
    const url = ok.data[0]!.url;
    const get = (token: string) =>
      h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const mine = await get(as(HOSPITAL));
    expect([mine.statusCode, mine.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await get(as(PHARMACY))).statusCode).toBe(403);
    expect((await get(as('kefu2101'))).statusCode).toBe(403);
    // Filed with the ticket: the handler of its node may read it.
    const instId = await file(as(HOSPITAL), { picsUrl: url, fileUrl: ok.data[1]!.url });
    await instantiate(instId, await templateId('系统故障处理流程'));
    expect((await get(as('kefu2101'))).statusCode).toBe(200);
    // Another institution's attachment cannot be put on a ticket.
    const before2 = await snapshot(h, TICKETS);
    const stolen = await h.call('POST', `${C}/order/ticket`, {
      token: as(PHARMACY),
      body: { type: await typeId('系统故障'), title: 't', content: 'c', picsUrl: url },
    });
    expect(stolen.message).toBe('附件地址不正确');
    expect(await snapshot(h, TICKETS)).toEqual(before2);
  });

  it('edit is refused once classified (已分类，不能编辑！) and for another institution', async () => {
    const instId = await file(as(HOSPITAL));
    const edit = async (token: string, title: string) =>
      h.call('PUT', `${C}/order/ticket`, {
        token,
        body: { instId, title, content: '新内容', version: await versionOf(instId) },
      });
    const typed = async (token: string, title: string) =>
      h.call('PUT', `${C}/order/ticket`, {
        token,
        body: {
          instId,
          type: await typeId('系统故障'),
          title,
          content: '新内容',
          version: await versionOf(instId),
        },
      });
    expect((await edit(as(HOSPITAL), 'x')).status).toBe(400);
    expect((await typed(as(HOSPITAL), '改过的标题')).code).toBe(0);
    expect((await typed(as(PHARMACY), '别人的')).status).toBe(403);
    await instantiate(instId, await templateId('系统故障处理流程'));
    const before = await snapshot(h, TICKETS);
    const refused = await typed(as(HOSPITAL), '分类后');
    expect([refused.code, refused.message]).toEqual([1, M.classified]);
    expect(await snapshot(h, TICKETS)).toEqual(before);
  });

  it('order types: only the caller’s area (9999 all)', async () => {
    const mine = await h.call<{ areaCode: string }[]>('GET', `${C}/order/types`, { token: as(HOSPITAL) });
    expect(new Set(mine.data.map((t) => t.areaCode))).toEqual(new Set(['2101']));
    const all = await h.call<{ areaCode: string }[]>('GET', `${C}/order/types`, { token: as('admin') });
    expect(new Set(all.data.map((t) => t.areaCode))).toEqual(new Set(['2101', '2102']));
  });
});

describe('classification (9999 ROLE_ADMIN)', () => {
  it('order/query defaults to unclassified (status 0); an institution is refused', async () => {
    const res = await h.call<{ records: { status: string }[] }>('POST', `${C}/order/query`, {
      token: as('admin'),
      body: { page: { size: 10, current: 1 } },
    });
    expect(res.data.records.every((r) => r.status === '0')).toBe(true);
    expect((await h.call('POST', `${C}/order/query`, { token: as(HOSPITAL), body: {} })).status).toBe(403);
    expect((await h.call('POST', `${C}/order/query`, { token: as('kefu2101'), body: {} })).status).toBe(403);
  });

  it('sort sets a top-level type of the ticket’s area; templates of a type; none for 其他', async () => {
    const instId = await file(as(HOSPITAL));
    const before = await snapshot(h, TICKETS);
    const child = await h.call('POST', `${C}/order/sort`, {
      token: as('admin'),
      body: { instId, type: await typeId('登录问题'), version: await versionOf(instId) },
    });
    expect(child.message).toBe('请选择服务单类型');
    expect(await snapshot(h, TICKETS)).toEqual(before);
    const sorted = await h.call('POST', `${C}/order/sort`, {
      token: as('admin'),
      body: { instId, type: await typeId('业务咨询'), version: await versionOf(instId) },
    });
    expect(sorted.code).toBe(0);
    const tpl = await h.call<{ records: { userDefine: string }[] }>(
      'POST',
      `${C}/order/type/${await typeId('业务咨询')}/templates`,
      { token: as('admin'), body: { page: { size: 10, current: 1 } } },
    );
    expect(tpl.data.records.map((r) => r.userDefine)).toEqual(['0', '1']);
    const none = await h.call<{ total: number }>(
      'POST',
      `${C}/order/type/${await typeId('其他')}/templates`,
      {
        token: as('admin'),
        body: {},
      },
    );
    expect(none.data.total).toBe(0);
  });

  it('PUT order/instance/{id} takes a text/plain template id: 服务单模板实例化成功！, first node current, handlers by user type', async () => {
    const instId = await file(as(HOSPITAL));
    const res = await instantiate(instId, await templateId('系统故障处理流程'));
    expect([res.code, res.message]).toEqual([0, M.instanceOk]);
    const nodes = await h.rows<{ seq: number; is_current: string; response_user_id: number }>(
      'select seq, is_current, response_user_id from order_nodes where inst_id = $1 order by seq',
      [instId],
    );
    expect(nodes.map((n) => n.is_current)).toEqual(['1', '0', '0']);
    expect(nodes.map((n) => n.response_user_id)).toEqual([
      await userId('kefu2101'),
      await userId('jishu2101'),
      await userId('kefu2101'),
    ]);
    const [t] = await h.rows<{ status: string }>('select status from order_tickets where inst_id = $1', [
      instId,
    ]);
    expect(t!.status).toBe('2');
    // A template of another type fails and writes nothing.
    const other = await file(as(HOSPITAL));
    const before = await snapshot(h, TICKETS);
    expect((await instantiate(other, await templateId('自定义处理流程'))).message).toBe(M.instanceFailed);
    expect((await instantiate(other, 'abc')).message).toBe('未选择模板');
    expect((await instantiate(other, 1, as(HOSPITAL))).code).toBe(403);
    expect(await snapshot(h, TICKETS)).toEqual(before);
  });
});

describe('handling: only the handler of the current node moves it', () => {
  it('next, back, finish through a plain template; the wrong handler, back on the first node and finish before the last are refused', async () => {
    const instId = await file(as(HOSPITAL));
    await instantiate(instId, await templateId('系统故障处理流程'));
    const move = async (path: string, token: string, body: Record<string, unknown>) =>
      h.call('POST', `${C}/order/${path}`, {
        token,
        body: { instId, version: await versionOf(instId), ...body },
      });
    let node = await currentNode(instId);
    const before = await snapshot(h, TICKETS);
    const wrong = await move('handle', as('jishu2101'), { id: node.id, proposal: '抢办' });
    expect([wrong.status, wrong.message]).toEqual([403, M.notHandler]);
    expect((await move('handle', as('admin'), { id: node.id, proposal: '管理员' })).message).toBe(
      M.notHandler,
    );
    expect((await move('handle/back', as('kefu2101'), { id: node.id, proposal: '退回' })).message).toBe(
      M.firstNoBack,
    );
    expect(
      (await move('handle', as('kefu2101'), { id: node.id, proposal: '办结', finish: '1' })).message,
    ).toBe(M.notLast);
    const empty = await move('handle', as('kefu2101'), { id: node.id, proposal: '' });
    expect([empty.status, empty.message]).toEqual([400, '请输入办理意见']);
    expect(await snapshot(h, TICKETS)).toEqual(before);

    expect((await move('handle', as('kefu2101'), { id: node.id, proposal: '已受理' })).code).toBe(0);
    const next = await h.call<{ responseUserName: string }>(
      'POST',
      `${C}/order/instance/nextstep/responsibility`,
      {
        token: as('jishu2101'),
        body: { instId },
      },
    );
    expect(next.data.responseUserName).toBe('王静');
    node = await currentNode(instId);
    expect(node.seq).toBe(2);
    expect((await move('handle/back', as('jishu2101'), { id: node.id, proposal: '信息不全' })).code).toBe(0);
    const back = await h.rows<{
      seq: number;
      is_done: string;
      is_current: string;
      next_response_user_id: number | null;
    }>(
      'select seq, is_done, is_current, next_response_user_id from order_nodes where inst_id = $1 order by seq',
      [instId],
    );
    expect(back.slice(0, 2)).toEqual([
      { seq: 1, is_done: '0', is_current: '1', next_response_user_id: expect.any(Number) },
      { seq: 2, is_done: '0', is_current: '0', next_response_user_id: null },
    ]);
    node = await currentNode(instId);
    await move('handle', as('kefu2101'), { id: node.id, proposal: '补充后再转' });
    node = await currentNode(instId);
    await move('handle', as('jishu2101'), { id: node.id, proposal: '已修复' });
    node = await currentNode(instId);
    expect((await move('handle', as('kefu2101'), { id: node.id, proposal: '下一步' })).message).toBe(
      M.lastUseFinish,
    );
    expect(
      (await move('handle', as('kefu2101'), { id: node.id, proposal: '已回访', finish: '1' })).code,
    ).toBe(0);
    const [t] = await h.rows<{ is_close: string; status: string }>(
      'select is_close, status from order_tickets where inst_id = $1',
      [instId],
    );
    expect(t).toEqual({ is_close: '1', status: '1' });
    // The institution sees every step in its progress.
    const progress = await h.call<{ isDone: string }[]>('GET', `${C}/order/ticket/${instId}/progress`, {
      token: as(HOSPITAL),
    });
    expect(progress.data.map((s) => s.isDone)).toEqual(['1', '1', '1']);
    expect(
      (await h.call('GET', `${C}/order/ticket/${instId}/progress`, { token: as(PHARMACY) })).status,
    ).toBe(403);
    const history = await h.rows<{ action: string }>(
      'select action from order_history where inst_id = $1 order by id',
      [instId],
    );
    expect(history.map((x) => x.action)).toEqual([
      'create',
      'instance',
      'next',
      'back',
      'next',
      'next',
      'finish',
    ]);
  });

  it('a custom flow needs its next step configured first (请先配置下一个环节); the custom step notifies by SMS when asked', async () => {
    const instId = await file(as(HOSPITAL), { type: await typeId('接口对接') });
    const tpl = await templateId('自定义处理流程');
    expect((await instantiate(instId, tpl)).data).toHaveLength(1);
    let node = await currentNode(instId);
    const before = await snapshot(h, TICKETS);
    const first = await h.call('POST', `${C}/order/handle`, {
      token: as('kefu2101'),
      body: { instId, version: await versionOf(instId), id: node.id, proposal: '转下一步' },
    });
    expect(first.message).toBe(M.needNextStep);
    expect(await snapshot(h, TICKETS)).toEqual(before);
    const [audit] = await h.rows<{ id: number }>(
      `select node_id as id from order_template_nodes where template_id = $1 and seq = 3`,
      [tpl],
    );
    const stepBody = {
      instId,
      dtlId: audit!.id,
      responseUserId: await userId('shenhe2101'),
      sms: '1',
      templateId: tpl,
    };
    // Another area's staff cannot be assigned; a stranger cannot configure it.
    expect(
      (
        await h.call('POST', `${C}/order/instance/custom-step`, {
          token: as('kefu2101'),
          body: { ...stepBody, responseUserId: await userId('kefu2102') },
        })
      ).message,
    ).toBe(M.noHandler);
    expect(
      (await h.call('POST', `${C}/order/instance/custom-step`, { token: as('jishu2101'), body: stepBody }))
        .status,
    ).toBe(403);
    const sms = await h.rows('select 1 from sms_outbox where mobile = $1', ['13700000003']);
    const step = await h.call('POST', `${C}/order/instance/custom-step`, {
      token: as('kefu2101'),
      body: stepBody,
    });
    expect(step.code, step.message).toBe(0);
    expect(await h.rows('select 1 from sms_outbox where mobile = $1', ['13700000003'])).toHaveLength(
      sms.length + 1,
    );
    expect(
      (
        await h.call('POST', `${C}/order/handle`, {
          token: as('kefu2101'),
          body: { instId, version: await versionOf(instId), id: node.id, proposal: '转审核' },
        })
      ).code,
    ).toBe(0);
    node = await currentNode(instId);
    expect(
      (
        await h.call('POST', `${C}/order/handle`, {
          token: as('shenhe2101'),
          body: { instId, version: await versionOf(instId), id: node.id, proposal: '审核通过', finish: '1' },
        })
      ).code,
    ).toBe(0);
  });

  it('termination by the current handler closes the ticket; todos list the caller’s current nodes', async () => {
    const instId = await file(as(HOSPITAL));
    await instantiate(instId, await templateId('系统故障处理流程'));
    const todos = await h.call<{ records: { instId: number; isFirst: string; isLast: string }[] }>(
      'POST',
      `${C}/order/instance/todos`,
      { token: as('kefu2101'), body: { page: { size: 10, current: 1 }, isAll: '0' } },
    );
    expect(todos.data.records.find((r) => r.instId === instId)).toMatchObject({ isFirst: '1', isLast: '0' });
    const node = await currentNode(instId);
    expect(
      (
        await h.call('POST', `${C}/order/termination`, {
          token: as('jishu2101'),
          body: { instId, version: await versionOf(instId), id: node.id, proposal: '终止' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('POST', `${C}/order/termination`, {
          token: as('kefu2101'),
          body: { instId, version: await versionOf(instId), id: node.id, proposal: '终止' },
        })
      ).code,
    ).toBe(0);
    const closed = await h.call('POST', `${C}/order/handle`, {
      token: as('kefu2101'),
      body: { instId, version: await versionOf(instId), id: node.id, proposal: '再办' },
    });
    expect(closed.message).toBe(M.closed);
  });

  it('customer supplement: handlers only; price ≥ 0, isVip and dates required', async () => {
    const instId = await file(as(HOSPITAL));
    await instantiate(instId, await templateId('系统故障处理流程'));
    const body = {
      instId,
      version: await versionOf(instId),
      beginTime: '2026-01-01',
      endTime: '2026-12-31',
      price: 100,
      isVip: '1',
      cstLevel: 'A',
    };
    const before = await snapshot(h, TICKETS);
    const negative = await h.call('PUT', `${C}/customservice/customer`, {
      token: as('kefu2101'),
      body: { ...body, price: -1 },
    });
    expect([negative.status, negative.message]).toEqual([400, '价格不能小于0']);
    const noVip = await h.call('PUT', `${C}/customservice/customer`, {
      token: as('kefu2101'),
      body: { ...body, isVip: undefined },
    });
    expect(noVip.message).toBe('请选择是否VIP');
    expect((await h.call('PUT', `${C}/customservice/customer`, { token: as('kefu2102'), body })).status).toBe(
      403,
    );
    expect((await h.call('PUT', `${C}/customservice/customer`, { token: as(HOSPITAL), body })).status).toBe(
      403,
    );
    expect(await snapshot(h, TICKETS)).toEqual(before);
    expect((await h.call('PUT', `${C}/customservice/customer`, { token: as('kefu2101'), body })).code).toBe(
      0,
    );
  });
});
