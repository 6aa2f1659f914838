import { describe, expect, it } from 'vitest';
import type { DealMeta } from '../../schemas/deal';
import { fileHarness } from './helpers';
import { D } from './dealsHelpers';

const { h, hospital } = await fileHarness({ hospital: 'H21010200001' });

interface ListedDeal {
  dealName: string;
  comment: string;
  nodes: string[];
  dealType: string;
}

describe('POST /commondeal/meta', () => {
  it('answers the deal metadata: input and output nodes, reqNodeNames, dealType', async () => {
    const res = await h.call<DealMeta>('POST', `${D}/meta`, { token: hospital, body: { dealName: '2207' } });
    expect(res).toMatchObject({
      code: 0,
      data: { dealName: '2207', comment: '门诊结算', dealType: '', reqNodeNames: ['data'] },
    });
    expect(res.data.resProperties.map((n) => [n.nodeName, n.array])).toEqual([
      ['setlinfo', false],
      ['setldetail', true],
    ]);
    const psnNo = res.data.reqProperties[0]?.properties.find((p) => p.name === 'psn_no');
    expect(psnNo).toEqual({
      name: 'psn_no',
      comment: '人员编号',
      formType: 'INPUT',
      require: true,
      tip: '请输入人员编号',
      length: 30,
    });
    const download = await h.call<DealMeta>('POST', `${D}/meta`, {
      token: hospital,
      body: { dealName: '1301' },
    });
    expect(download.data.dealType).toBe('DOWNLOAD');
  });

  it('交易不存在: an unknown deal answers code 1', async () => {
    expect(await h.call('POST', `${D}/meta`, { token: hospital, body: { dealName: '8888' } })).toMatchObject({
      status: 200,
      code: 1,
      message: '交易不存在',
    });
  });

  it('bad input names the field: 请输入交易编号, 交易编号须为4位数字; anonymous → 401', async () => {
    expect(await h.call('POST', `${D}/meta`, { token: hospital, body: {} })).toMatchObject({
      status: 400,
      message: '请输入交易编号',
    });
    expect(
      await h.call('POST', `${D}/meta`, { token: hospital, body: { dealName: "1101'--" } }),
    ).toMatchObject({
      status: 400,
      message: '交易编号须为4位数字',
    });
    expect(await h.call('POST', `${D}/meta`, { body: { dealName: '1101' } })).toMatchObject({ status: 401 });
  });
});

describe('GET /commondeal/dealName/{dealName}', () => {
  it('answers the selectable parameters (the input fields with label and tip) and the configured query parameters', async () => {
    const res = await h.call<{
      haveParams: boolean;
      params: { value: string; label: string; tip: string }[];
      queryParams: { value: string; label: string; tip: string }[];
    }>('GET', `${D}/dealName/1101`, { token: hospital });
    // The demo SQL configuration of 1101 / data takes psn_name.
    expect(res.data.haveParams).toBe(true);
    expect(res.data.queryParams).toEqual([{ value: 'psn_name', label: '人员姓名', tip: '请输入人员姓名' }]);
    const none = await h.call<{ haveParams: boolean; queryParams: unknown[] }>('GET', `${D}/dealName/2207`, {
      token: hospital,
    });
    expect(none.data).toMatchObject({ haveParams: false, queryParams: [] });
    expect(res.data.params.map((p) => p.value)).toEqual([
      'mdtrt_cert_type',
      'mdtrt_cert_no',
      'card_sn',
      'begntime',
      'psn_cert_type',
      'certno',
      'psn_name',
    ]);
    expect(res.data.params[1]).toEqual({
      value: 'mdtrt_cert_no',
      label: '就诊凭证编号',
      tip: '请输入就诊凭证编号',
    });
  });

  it('a field in several input nodes is listed once; unknown deal → 交易不存在; malformed → 400', async () => {
    const res = await h.call<{ params: { value: string }[] }>('GET', `${D}/dealName/2401`, {
      token: hospital,
    });
    const values = res.data.params.map((p) => p.value);
    expect(values.filter((v) => v === 'psn_no')).toHaveLength(1);
    expect(await h.call('GET', `${D}/dealName/7777`, { token: hospital })).toMatchObject({
      code: 1,
      message: '交易不存在',
    });
    expect(await h.call('GET', `${D}/dealName/abc`, { token: hospital })).toMatchObject({ status: 400 });
    expect(await h.call('GET', `${D}/dealName/1101`)).toMatchObject({ status: 401 });
  });
});

describe('GET /commondeal/deal and /commondeal/deal/{dealName}', () => {
  it('lists every deal with comment, input nodes and dealType; one deal by name', async () => {
    const all = await h.call<ListedDeal[]>('GET', `${D}/deal`, { token: hospital });
    expect(all.data.length).toBeGreaterThanOrEqual(56);
    expect(all.data.find((d) => d.dealName === '2401')).toEqual({
      dealName: '2401',
      comment: '入院办理',
      nodes: ['mdtrtinfo', 'diseinfo'],
      dealType: '',
    });
    expect(all.data.map((d) => d.dealName)).toEqual(expect.arrayContaining(['9001', '9002', '9102']));
    const one = await h.call<ListedDeal[]>('GET', `${D}/deal/1312`, { token: hospital });
    expect(one.data).toEqual([
      { dealName: '1312', comment: '医保目录信息查询', nodes: ['data'], dealType: 'DOWNJSON' },
    ]);
  });

  it('unknown deal → 交易不存在; anonymous → 401', async () => {
    expect(await h.call('GET', `${D}/deal/6666`, { token: hospital })).toMatchObject({
      code: 1,
      message: '交易不存在',
    });
    expect(await h.call('GET', `${D}/deal`)).toMatchObject({ status: 401 });
  });
});

describe('OpenAPI', () => {
  it('records every Deals call with its schemas', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/commondeal/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(
        [
          'meta',
          'dealName/{dealName}',
          'query-supportinfo',
          'exec-deal',
          'savedb',
          'querymaxver/{dealName}',
          'downLoadJson/{dealName}',
          'deal',
          'deal/{dealName}',
          'queryDealSqlByDealCode',
          'updateDealSql',
          'signin',
          'signout',
          'files/{fileQuryNo}',
        ].map((p) => `${D}/${p}`),
      ),
    );
  });
});
