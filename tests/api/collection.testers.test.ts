import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';

const { h, hospital, pharmacy, admin } = await fileHarness({
  hospital: 'H21010200001',
  pharmacy: 'P21010200002',
  admin: 'admin',
});

const T = '/commondeal/info/collection/org/app/tester';
const tester = { app: '11', testerName: '测试员甲', mobile: '13811112222' };
const table = () => h.rows('select * from app_testers order by id');

describe('application testers of the organisation info collection', () => {
  it('an institution adds, lists, changes and deletes its own testers', async () => {
    const added = await h.call<{ id: number; orgCode: string; version: number }>('POST', T, {
      token: hospital,
      body: tester,
    });
    expect(added).toMatchObject({
      code: 0,
      message: '新增成功',
      data: { orgCode: 'H21010200001', testerName: '测试员甲' },
    });
    const list = await h.call<{ records: unknown[]; total: number }>(
      'GET',
      '/commondeal/info/collection/H21010200001/11/testers',
      { token: hospital },
    );
    expect(list.data.records).toHaveLength(1);
    expect(list.data.total).toBe(1);
    const changed = await h.call('PUT', T, {
      token: hospital,
      body: { id: added.data.id, ...tester, testerName: '测试员乙', version: added.data.version },
    });
    expect(changed).toMatchObject({
      code: 0,
      data: { testerName: '测试员乙', version: added.data.version + 1 },
    });
    expect(await h.call('DELETE', T, { token: hospital, body: { id: added.data.id } })).toMatchObject({
      message: '删除成功',
    });
    expect(await table()).toHaveLength(0);
  });

  it('bad input is refused with its message and writes nothing: 请输入测试人员姓名, 请输入正确的手机号码, 请选择应用', async () => {
    expect(await h.call('POST', T, { token: hospital, body: { ...tester, testerName: '' } })).toMatchObject({
      status: 400,
      message: '请输入测试人员姓名',
    });
    expect(await h.call('POST', T, { token: hospital, body: { ...tester, mobile: '123' } })).toMatchObject({
      status: 400,
      message: '请输入正确的手机号码',
    });
    expect(await h.call('POST', T, { token: hospital, body: { ...tester, app: '99' } })).toMatchObject({
      status: 400,
    });
    expect(await table()).toHaveLength(0);
  });

  it('a duplicate mobile for the same app is refused', async () => {
    await h.call('POST', T, { token: hospital, body: tester });
    expect(await h.call('POST', T, { token: hospital, body: tester })).toMatchObject({
      code: 1,
      message: '该应用已有此手机号的测试人员',
    });
    expect(await table()).toHaveLength(1);
  });

  it('another institution can neither read nor change them; the operator can read; anonymous is refused', async () => {
    const [row] = (await table()) as { id: number; version: number }[];
    expect(
      await h.call('GET', '/commondeal/info/collection/H21010200001/11/testers', { token: pharmacy }),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await h.call('PUT', T, {
        token: pharmacy,
        body: { id: row!.id, ...tester, testerName: '篡改', version: row!.version },
      }),
    ).toMatchObject({
      code: 1,
      message: '测试人员不存在',
    });
    expect(await h.call('DELETE', T, { token: pharmacy, body: { id: row!.id } })).toMatchObject({ code: 1 });
    expect(await table()).toHaveLength(1);
    expect(
      await h.call('GET', '/commondeal/info/collection/H21010200001/11/testers', { token: admin }),
    ).toMatchObject({
      code: 0,
    });
    expect(await h.call('POST', T, { body: tester })).toMatchObject({ status: 401 });
  });
});

describe('the tester list pages in SQL', () => {
  it('page 2 holds the next testers by id and the total; never more than a page', async () => {
    await h.rows(
      `insert into app_testers (org_code, app, tester_name, mobile)
       select 'H21010200001', '21', '分页测试' || g, '139' || lpad(g::text, 8, '0') from generate_series(1, 25) g`,
    );
    const ids = (
      await h.rows<{ id: number }>(
        "select id from app_testers where org_code = 'H21010200001' and app = '21' order by id",
      )
    ).map((r) => r.id);
    const url = '/commondeal/info/collection/H21010200001/21/testers';
    const second = await h.call<{ records: { id: number }[]; total: number }>('GET', url, {
      token: hospital,
      query: { size: '10', current: '2' },
    });
    expect(second.data.total).toBe(25);
    expect(second.data.records.map((r) => r.id)).toEqual(ids.slice(10, 20));
    const unasked = await h.call<{ records: unknown[] }>('GET', url, { token: hospital });
    expect(unasked.data.records).toHaveLength(10);
  });
});
