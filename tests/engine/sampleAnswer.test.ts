/**
 * The sample answer the deal editor's preview draws the output view from (docs/studio.md, 交易目录):
 * a value per output field by its type, an object per node and two rows for a list node.
 */
import { describe, expect, it } from 'vitest';
import type { DealProperty } from '../../schemas/deal';
import { deal2207 } from '../../fixtures/dealFixtures';
import { sampleAnswer, sampleValue } from '../../engine/deal/sampleAnswer';

const TODAY = new Date(2026, 10, 29, 9, 5, 7);
const field = (extra: Partial<DealProperty>): DealProperty => ({
  name: 'f',
  comment: '医药机构结算ID',
  formType: 'INPUT',
  require: false,
  tip: '',
  length: 30,
  ...extra,
});

describe('a sample answer of a deal', () => {
  it('gives each field a value by its type', () => {
    const options = [
      { value: '1', name: '男' },
      { value: '2', name: '女' },
    ];
    expect(sampleValue(field({ formType: 'SELECT', options }), TODAY)).toBe('1');
    expect(sampleValue(field({ formType: 'DATE8', length: 10 }), TODAY)).toBe('2026-11-29');
    expect(sampleValue(field({ formType: 'DATE14', length: 19 }), TODAY)).toBe('2026-11-29 00:00:00');
    expect(sampleValue(field({ numeric: { precision: 16, scale: 2 }, length: 16 }), TODAY)).toBe(0);
    expect(sampleValue(field({}), TODAY)).toBe('医药机构结算ID');
    expect(sampleValue(field({ length: 4 }), TODAY)).toBe('医药机构');
  });

  it('answers an object per output node of 2207 and two rows for its list node', () => {
    const answer = sampleAnswer(deal2207, TODAY);
    expect(Object.keys(answer)).toEqual(['setlinfo', 'setldetail']);
    expect(answer.setlinfo).toMatchObject({
      psn_name: '人员姓名',
      gend: '0',
      setl_time: '2026-11-29 00:00:00',
      medfee_sumamt: 0,
    });
    const rows = answer.setldetail as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      fund_pay_type: '310100',
      inscp_scp_amt: 0,
      crt_payb_lmt_amt: 0,
      fund_payamt: 0,
      fund_pay_type_name: '基金支付类型名称',
      setl_proc_info: '结算过程信息',
    });
  });
});
