import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';

let h: Harness;
let hospital: string;
let pharmacy: string;
let admin: string;
beforeAll(async () => {
  h = await build();
  hospital = await h.tokenOf('H21010200001');
  pharmacy = await h.tokenOf('P21010200002');
  admin = await h.tokenOf('admin');
}, BOOT_TIMEOUT);
afterAll(() => h?.close());

const T = '/commondeal/info/collection/org/app/tester';
const tester = { app: '11', testerName: '测试员甲', mobile: '13811112222' };
const table = () => h.rows('select * from app_testers order by id');

describe('application testers of the organisation info collection (spec 001 §7)', () => {
  it('an institution adds, lists, changes and deletes its own testers', async () => {
    const added = await h.call<{ id: number; orgCode: string }>('POST', T, { token: hospital, body: tester });
    expect(added).toMatchObject({
      code: 0,
      message: '新增成功',
      data: { orgCode: 'H21010200001', testerName: '测试员甲' },
    });
    const list = await h.call<unknown[]>('GET', '/commondeal/info/collection/H21010200001/11/testers', {
      token: hospital,
    });
    expect(list.data).toHaveLength(1);
    const changed = await h.call('PUT', T, {
      token: hospital,
      body: { id: added.data.id, ...tester, testerName: '测试员乙' },
    });
    expect(changed).toMatchObject({ code: 0, data: { testerName: '测试员乙' } });
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
    const [row] = (await table()) as { id: number }[];
    expect(
      await h.call('GET', '/commondeal/info/collection/H21010200001/11/testers', { token: pharmacy }),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await h.call('PUT', T, { token: pharmacy, body: { id: row!.id, ...tester, testerName: '篡改' } }),
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
