import { describe, expect, it } from 'vitest';
import { asDealMeta, dealFormLayout, dealMetaToSchema, dealOutputView } from '../../engine/deal';
import { deal1101, deal2401 } from '../../fixtures/dealFixtures';

describe('dealFormLayout: what the fast form draws, read from schema and uiSchema', () => {
  const layout = dealFormLayout(dealMetaToSchema(deal2401));

  it('one entry per input node in order, lists marked as arrays', () => {
    expect(layout.map((n) => [n.name, n.title, n.array])).toEqual([
      ['mdtrtinfo', '入院登记信息', false],
      ['diseinfo', '入院诊断信息', true],
    ]);
  });

  it('fields carry label, widget, trigger, required, maxLength, placeholder and code list', () => {
    const fields = layout[0]?.fields ?? [];
    expect(fields.find((f) => f.name === 'psn_no')).toEqual({
      name: 'psn_no',
      label: '人员编号',
      widget: 'text',
      trigger: 'blur',
      required: true,
      placeholder: '请输入人员编号',
      maxLength: 30,
      choices: [],
    });
    expect(fields.find((f) => f.name === 'main_cond_dscr')).toMatchObject({
      widget: 'textarea',
      trigger: 'blur',
      required: false,
    });
    expect(fields.find((f) => f.name === 'begntime')).toMatchObject({
      widget: 'datetime',
      trigger: 'change',
    });
    expect(fields.find((f) => f.name === 'insutype')?.choices[0]).toEqual({
      value: '310',
      label: '职工基本医疗保险',
    });
    expect(layout[1]?.fields.every((f) => f.required)).toBe(true);
  });
});

describe('dealOutputView: descriptions for objects, tables for lists', () => {
  it('1101: baseinfo as descriptions, insuinfo and idetinfo as tables, codes → names', () => {
    const view = dealOutputView(deal1101);
    expect(view.map((n) => [n.name, n.kind])).toEqual([
      ['baseinfo', 'descriptions'],
      ['insuinfo', 'table'],
      ['idetinfo', 'table'],
    ]);
    expect(view[0]?.fields.find((f) => f.name === 'gend')).toEqual({
      name: 'gend',
      label: '性别',
      codes: { '0': '未知', '1': '男', '2': '女', '9': '未说明' },
    });
    expect(view[0]?.fields[0]).toEqual({ name: 'psn_no', label: '人员编号' });
  });
});

describe('asDealMeta: the metadata in an answer of POST /commondeal/meta', () => {
  it('takes the DealMeta itself or {dealMeta}; missing lists become empty', () => {
    expect(asDealMeta(deal1101, '1101')).toEqual(deal1101);
    expect(asDealMeta({ dealMeta: deal1101 }, '1101')).toEqual(deal1101);
    expect(asDealMeta({ reqProperties: [] }, '2601')).toEqual({
      dealName: '2601',
      comment: '',
      dealType: '',
      reqNodeNames: [],
      reqProperties: [],
      resProperties: [],
    });
  });

  it('an answer without input nodes is no metadata', () => {
    expect(asDealMeta(null, '1101')).toBeUndefined();
    expect(asDealMeta({ comment: '人员信息获取' }, '1101')).toBeUndefined();
  });
});
