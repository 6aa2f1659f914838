import { describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, build, fileHarness } from './helpers';

const { h } = await fileHarness();

const S = '/commondeal/sec/signup';
const BODY = {
  orgCode: 'H21010299999',
  orgName: '沈阳市新建医院',
  hisName: '东软集团',
  hisPrd: '11',
  conerName: '王五',
  tel: '13812345678',
  oldOrgCode: 'A1234',
};
const applications = () => h.rows('select * from sec_applications order by id');
const signup = (over: Record<string, unknown> = {}) => h.call('POST', S, { body: { ...BODY, ...over } });

describe('POST /commondeal/sec/signup', () => {
  it('is public: creates an application awaiting review (status 0, ifValid 1, 成功提交申请)', async () => {
    const res = await signup();
    expect(res).toMatchObject({
      status: 200,
      code: 0,
      message: '成功提交申请',
      data: {
        orgCode: 'H21010299999',
        orgName: '沈阳市新建医院',
        hisName: '东软集团',
        hisPrd: '11',
        hisCode: 'NEU',
        prodFlag: '1',
        userNum: 255,
        areaCode: '2101',
        oldOrgCode: 'A1234',
        conerName: '王五',
        tel: '13812345678',
        status: '0',
        ifValid: '1',
        memo: '成功提交申请',
      },
    });
    const [row] = await h.rows<{ status: string; if_valid: string; memo: string }>(
      'select status, if_valid, memo from sec_applications where id = $1',
      [(res.data as { id: number }).id],
    );
    expect(row).toEqual({ status: '0', if_valid: '1', memo: '成功提交申请' });
  });

  it('product type 00 (其他) is a third-party NET product', async () => {
    const res = await signup({ hisPrd: '00', orgCode: 'P21010288888' });
    expect(res).toMatchObject({ code: 0, data: { hisPrd: '00', hisCode: 'NET', prodFlag: '0' } });
  });

  it('the table defaults status to 0', async () => {
    await h.rows("insert into sec_applications (org_code, org_name) values ('H21010277777', '默认')");
    const [row] = await h.rows<{ status: string; if_valid: string; his_prd: string }>(
      "select status, if_valid, his_prd from sec_applications where org_code = 'H21010277777'",
    );
    expect(row).toEqual({ status: '0', if_valid: '1', his_prd: '00' });
  });

  it.each([
    ['请输入机构编码', { orgCode: undefined }],
    ['请输入正确的国家机构编码', { orgCode: 'h2101' }],
    ['请输入机构名称', { orgName: '  ' }],
    ['请输入开发商名称', { hisName: '' }],
    ['请选择产品类型', { hisPrd: '99' }],
    ['请输入联系人', { conerName: '' }],
    ['请输入正确的手机号', { tel: '12345678901' }],
    ['请输入联系电话', { tel: undefined }],
    ['请输入原定点编号', { oldOrgCode: '' }],
    ['请输入原定点编号', { oldOrgCode: undefined }],
  ])('%s → 400, writes nothing', async (message, over) => {
    const before = await applications();
    expect(await signup(over)).toMatchObject({ status: 400, code: 400, message });
    expect(await applications()).toEqual(before);
  });

  it(
    'is rate-limited like login',
    async () => {
      const limited = await build({ config: { loginRateMax: 2 } });
      try {
        const call = () => limited.call('POST', S, { body: BODY });
        expect(await call()).toMatchObject({ code: 0 });
        expect(await call()).toMatchObject({ code: 0 });
        expect(await call()).toMatchObject({ status: 429, message: '登录尝试过于频繁，请稍后再试' });
      } finally {
        await limited.close();
      }
    },
    BOOT_TIMEOUT,
  );
});
