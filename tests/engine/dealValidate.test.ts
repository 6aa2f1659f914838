import { beforeEach, describe, expect, it } from 'vitest';
import { clearDealCache, convertDeal, dealCacheSize, hashMeta } from '../../engine/deal';
import { MAX_DEALS } from '../../engine/deal/cache';
import {
  deal1101,
  deal2207,
  deal2401,
  deal3201,
  sampleInput2207,
  sampleInput2401,
  sampleInput3201,
} from '../../fixtures/dealFixtures';

beforeEach(() => clearDealCache());

describe('compiled deal validators: the messages of deal forms', () => {
  it('a filled 2207 is valid', () => {
    expect(convertDeal(deal2207).validate(sampleInput2207)).toBeNull();
  });

  it('each missing required input fails with its metadata tip, under its own path', () => {
    const errors = convertDeal(deal2207).validate({ data: {} });
    expect(errors).toMatchObject({
      'data.psn_no': '请输入人员编号',
      'data.mdtrt_cert_type': '请选择就诊凭证类型',
      'data.insutype': '请选择险种类型',
      'data.acct_used_flag': '请选择个人账户使用标志',
    });
    expect(Object.keys(errors ?? {})).toHaveLength(10);
    expect(errors).not.toHaveProperty('data.invono');
  });

  it('too long, an unknown code and a malformed date give the field its Chinese message', () => {
    const errors = convertDeal(deal3201).validate({
      data: { ...sampleInput3201.data, setl_optins: '2101000', insutype: '999', stmt_begndate: '2024-02-30' },
    });
    expect(errors).toEqual({
      'data.setl_optins': '结算经办机构不能超过6个字符',
      'data.insutype': '请选择正确的险种',
      'data.stmt_begndate': '对账开始日期格式应为 YYYY-MM-DD',
    });
  });

  it('a date-time must read YYYY-MM-DD HH:mm:ss', () => {
    const v = convertDeal(deal1101).validate;
    const data = { mdtrt_cert_type: '02', mdtrt_cert_no: '210102199001011237' };
    expect(v({ data: { ...data, begntime: '2024-03-01 08:00:00' } })).toBeNull();
    expect(v({ data: { ...data, begntime: '2024-03-01' } })).toEqual({
      'data.begntime': '开始时间格式应为 YYYY-MM-DD HH:mm:ss',
    });
  });

  it('saving 2401 without diagnosis rows says 请填写入院诊断信息', () => {
    const errors = convertDeal(deal2401).validate({ ...sampleInput2401, diseinfo: [] });
    expect(errors).toEqual({ diseinfo: '请填写入院诊断信息' });
  });

  it('rows must be complete: each empty cell fails, with its tip or 请完善信息', () => {
    const row = sampleInput2401.diseinfo[0]!;
    const { diag_code: _, ...noCode } = row;
    const errors = convertDeal(deal2401).validate({ ...sampleInput2401, diseinfo: [row, noCode] });
    expect(errors).toEqual({
      'diseinfo.1.diag_code': '请输入诊断代码',
      'diseinfo.0.adm_cond': '请完善信息',
      'diseinfo.1.adm_cond': '请完善信息',
    });
  });
});

describe('convertDeal cache (schemas and validators per deal)', () => {
  it('the same metadata object is converted once', () => {
    const a = convertDeal(deal2401);
    expect(convertDeal(deal2401)).toBe(a);
    expect(dealCacheSize()).toBe(1);
  });

  it('an equal copy (a new answer of /meta) is found by dealName + hash', () => {
    const a = convertDeal(deal2401);
    expect(convertDeal(structuredClone(deal2401))).toBe(a);
    expect(a.key).toBe(`2401:${hashMeta(deal2401)}`);
  });

  it('changed metadata is converted again under a new key', () => {
    const a = convertDeal(deal2207);
    const changed = structuredClone(deal2207);
    changed.reqProperties[0]!.properties[0]!.tip = '请输入人员编号！';
    const b = convertDeal(changed);
    expect(b).not.toBe(a);
    expect(b.key).not.toBe(a.key);
    expect(b.validate({ data: {} })?.['data.psn_no']).toBe('请输入人员编号！');
    expect(a.validate({ data: {} })?.['data.psn_no']).toBe('请输入人员编号');
    expect(dealCacheSize()).toBe(2);
  });

  it(`keeps the deal in use when more than ${MAX_DEALS} others are converted: the least recently used goes`, () => {
    const inUse = convertDeal(deal2207);
    const others = Array.from({ length: MAX_DEALS + 20 }, (_, i) => ({ ...deal1101, dealName: `9${i}` }));
    const first = convertDeal(others[0]!);
    others.slice(1).forEach((meta, i) => {
      convertDeal(meta);
      // An equal copy, as a new answer of /meta: found by dealName + hash, which marks it used.
      if (i % 100 === 0) expect(convertDeal(structuredClone(deal2207))).toBe(inUse);
    });
    expect(dealCacheSize()).toBe(MAX_DEALS);
    expect(convertDeal(structuredClone(deal2207))).toBe(inUse);
    const again = convertDeal(structuredClone(others[0]!));
    expect(again).not.toBe(first);
    expect(again.key).toBe(first.key);
  });

  it('clearDealCache empties it', () => {
    const a = convertDeal(deal2207);
    clearDealCache();
    expect(dealCacheSize()).toBe(0);
    expect(convertDeal(deal2207)).not.toBe(a);
  });

  it('hashMeta is stable and sensitive to any change', () => {
    expect(hashMeta(deal2207)).toBe(hashMeta(structuredClone(deal2207)));
    expect(hashMeta(deal2207)).toMatch(/^[0-9a-f]{8}$/);
    expect(hashMeta({ ...deal2207, comment: '门诊结算 ' })).not.toBe(hashMeta(deal2207));
  });
});
