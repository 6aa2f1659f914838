import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';

const { h, fresh, hospital, admin, typeEight } = await fileHarness({
  fresh: 'H21010200009',
  hospital: 'H21010200001',
  admin: 'admin',
  typeEight: '13900000008',
});

const C = '/commondeal/info/collection';
const info = {
  orgName: '沈阳市新建医院',
  orgType: 1,
  contact: '王五',
  mobile: '13812345678',
  address: '沈阳市和平区',
  // Read with the organisation (GET …/org/{orgCode}); the seeded organisations are at version 0.
  version: 0,
};
const orgRow = async (code: string) => (await h.rows('select * from orgs where org_code = $1', [code]))[0];

describe('organisation info collection (forced to /home/orginfocollect until collected)', () => {
  it('an organisation not collected reads false, then collects its info and reads true', async () => {
    expect((await h.call('GET', `${C}/org/H21010200009/isCollected`, { token: fresh })).data).toBe(false);
    const res = await h.call<{ collected: boolean; orgName: string }>('POST', `${C}/org`, {
      token: fresh,
      body: info,
    });
    expect(res).toMatchObject({ code: 0, message: '保存成功' });
    expect(res.data).toMatchObject({ collected: true, orgName: '沈阳市新建医院' });
    expect((await h.call('GET', `${C}/org/H21010200009/isCollected`, { token: fresh })).data).toBe(true);
    expect((await h.call('GET', `${C}/org/H21010200009`, { token: fresh })).data).toMatchObject({
      contact: '王五',
    });
  });

  it('each rule has its message and bad input writes nothing: 请输入联系人, 请输入正确的手机号码, 请选择医疗服务机构类型', async () => {
    const before = await orgRow('H21010200001');
    const noContact = await h.call('POST', `${C}/org`, { token: hospital, body: { ...info, contact: '' } });
    expect(noContact).toMatchObject({ status: 400, message: '请输入联系人' });
    const badMobile = await h.call('POST', `${C}/org`, {
      token: hospital,
      body: { ...info, mobile: '12345' },
    });
    expect(badMobile).toMatchObject({ status: 400, message: '请输入正确的手机号码' });
    const { orgType: _omit, ...noType } = info;
    expect(await h.call('POST', `${C}/org`, { token: hospital, body: noType })).toMatchObject({
      status: 400,
      message: '请选择医疗服务机构类型',
    });
    expect(await orgRow('H21010200001')).toEqual(before);
  });

  it('another institution cannot read an organisation; the operator can; anonymous is refused', async () => {
    expect(await h.call('GET', `${C}/org/H21010200009`, { token: hospital })).toMatchObject({ status: 403 });
    expect(await h.call('GET', `${C}/org/H21010200009`, { token: admin })).toMatchObject({ code: 0 });
    expect(await h.call('POST', `${C}/org`, { body: info })).toMatchObject({ status: 401 });
  });
});

describe('generate my customer (only userTypeId 8)', () => {
  it('userTypeId 8 generates the customer of its own organisation once', async () => {
    const first = await h.call<{ custId: string }>('POST', '/commondeal/cm/customer/H21010200001', {
      token: typeEight,
    });
    expect(first).toMatchObject({
      code: 0,
      message: '生成成功',
      data: { custId: 'H21010200001', isVip: '0' },
    });
    await h.call('POST', '/commondeal/cm/customer/H21010200001', { token: typeEight });
    expect(await h.rows('select * from customers')).toHaveLength(1);
    expect(await h.call('GET', '/commondeal/cm/customer/H21010200001', { token: hospital })).toMatchObject({
      code: 0,
    });
  });

  it('other user types and other organisations are refused, nothing written', async () => {
    expect(await h.call('POST', '/commondeal/cm/customer/H21010200001', { token: hospital })).toMatchObject({
      status: 403,
    });
    expect(await h.call('POST', '/commondeal/cm/customer/P21010200002', { token: typeEight })).toMatchObject({
      status: 403,
    });
    expect(await h.rows('select * from customers where cust_id = $1', ['P21010200002'])).toHaveLength(0);
  });
});
