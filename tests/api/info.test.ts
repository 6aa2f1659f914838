import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';

const CODE = '246810';
const { h, hospital, pharmacy } = await fileHarness(
  { hospital: 'H21010200001', pharmacy: 'P21010200002' },
  { testSmsCode: CODE },
);

const I = '/commondeal/api/info';
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const orgs = () => h.rows('select * from orgs order by org_code');
const sms = (mobile: string, purpose = 'info') =>
  h.call('GET', '/commondeal/api/auth/smsCode', { query: { mobile, purpose } });
/** The institution's version as the info page reads it (an update sends it back). */
const versionOf = async (orgCode: string) =>
  (await h.rows<{ version: number }>('select version from orgs where org_code = $1', [orgCode]))[0]!.version;
const body = (over: Record<string, unknown> = {}) => ({
  fixmedinsName: '沈阳市示范医院',
  fixmedinsType: '1',
  conerName: '李明',
  conerTel: '13800000001',
  version: 0,
  ...over,
});

describe('GET /commondeal/api/info', () => {
  it('answers the caller’s institution info', async () => {
    const res = await h.call<Record<string, string>>('GET', I, { token: pharmacy });
    expect(res).toMatchObject({
      code: 0,
      data: {
        fixmedinsCode: 'P21010200002',
        fixmedinsName: '沈阳市示范大药房',
        fixmedinsType: '2',
        conerName: '赵敏',
        conerTel: '13800000002',
      },
    });
    expect(res.data.creatTime).toMatch(TIME);
    expect(res.data.updateTime).toMatch(TIME);
    expect(await h.call('GET', I)).toMatchObject({ status: 401 });
  });
});

describe('PUT /commondeal/api/info', () => {
  it('updates without a captcha while the phone is unchanged', async () => {
    const version = await versionOf('H21010200001');
    const res = await h.call('PUT', I, { token: hospital, body: body({ conerName: '李明明', version }) });
    expect(res).toMatchObject({ code: 0, message: '更新成功', data: { conerName: '李明明' } });
  });

  it('a new phone needs the SMS code sent to it (purpose info)', async () => {
    const before = await orgs();
    const next = body({ conerTel: '13711112222', version: await versionOf('H21010200001') });
    expect(await h.call('PUT', I, { token: hospital, body: next })).toMatchObject({
      code: 1,
      message: '请输入正确的手机验证码',
    });
    expect(await h.call('PUT', I, { token: hospital, body: { ...next, captcha: CODE } })).toMatchObject({
      code: 1,
      message: '请输入正确的手机验证码',
    });
    expect(await h.call('PUT', I, { token: hospital, body: { ...next, captcha: '12' } })).toMatchObject({
      status: 400,
      message: '请输入正确的手机验证码',
    });
    expect(await orgs()).toEqual(before);
    expect(await sms('13711112222')).toMatchObject({ code: 0 });
    const res = await h.call('PUT', I, { token: hospital, body: { ...next, captcha: CODE } });
    expect(res).toMatchObject({ code: 0, message: '更新成功', data: { conerTel: '13711112222' } });
    // The code is used up.
    const again = await h.call('PUT', I, {
      token: hospital,
      body: body({ captcha: CODE, version: await versionOf('H21010200001') }),
    });
    expect(again).toMatchObject({ code: 1, message: '请输入正确的手机验证码' });
  });

  it.each([
    ['请选择医疗服务机构类型', { fixmedinsType: '' }],
    ['请选择医疗服务机构类型', { fixmedinsType: '7' }],
    ['请输入联系人', { conerName: '' }],
    ['请输入联系人', { conerName: '   ' }],
    ['请输入正确的手机号码', { conerTel: '12800000001' }],
    ['请输入正确的手机号码', { conerTel: '' }],
  ])('%s (400), writes nothing', async (message, over) => {
    const before = await orgs();
    expect(
      await h.call('PUT', I, { token: pharmacy, body: body({ conerTel: '13800000002', ...over }) }),
    ).toMatchObject({ status: 400, message });
    expect(await orgs()).toEqual(before);
  });

  it('anonymous → 401', async () => {
    expect(await h.call('PUT', I, { body: body() })).toMatchObject({ status: 401 });
  });
});

describe('POST /commondeal/api/info/deregister', () => {
  it('clears the institution’s info and ends the caller’s sessions', async () => {
    expect(await h.call('POST', `${I}/deregister`, { token: pharmacy })).toMatchObject({
      code: 0,
      message: '注销成功',
    });
    expect(
      await h.rows('select collected, contact, mobile from orgs where org_code = $1', ['P21010200002']),
    ).toEqual([{ collected: false, contact: '', mobile: '' }]);
    expect(await h.call('GET', I, { token: pharmacy })).toMatchObject({ status: 401 });
  });

  it('the operator → 403; anonymous → 401; neither writes', async () => {
    const before = await orgs();
    expect(await h.call('POST', `${I}/deregister`, { token: await h.tokenOf('admin') })).toMatchObject({
      status: 403,
    });
    expect(await h.call('POST', `${I}/deregister`)).toMatchObject({ status: 401 });
    expect(await orgs()).toEqual(before);
  });
});
