import { beforeEach, describe, expect, it } from 'vitest';
import type { DealMeta, DealProperty } from '../../schemas/deal';
import {
  clearDealCache,
  convertDeal,
  createDealStore,
  dealFormLayout,
  dealMetaToSchema,
  hashMeta,
  widgetOf,
} from '../../engine/deal';
import fc from 'fast-check';
import { amount, code, deal, node, text, Y } from '../../fixtures/dealBuilders';
import { dealMeta } from './dealArbitraries';
import { dealCodes as c } from '../../fixtures/dealCodes';
import { deal2207, deal2207Extended, sampleInput2207 } from '../../fixtures/dealFixtures';

beforeEach(() => clearDealCache());

const one = (...properties: DealProperty[]): DealMeta =>
  deal('9999', '扩展测试', [node('data', '输入', properties)], []);
const fieldsOf = (meta: DealMeta) => convertDeal(meta).layout[0]?.fields ?? [];

describe('pattern and patternMessage: the form refuses a value not matching the pattern', () => {
  const invono = { ...text('invono', '发票号', 20), pattern: '^[0-9A-Za-z]{8,20}$' };

  it('with the metadata message', () => {
    const v = convertDeal(one({ ...invono, patternMessage: '发票号应为8至20位数字或字母' })).validate;
    expect(v.node('data', { invono: '12-34' })).toEqual({ 'data.invono': '发票号应为8至20位数字或字母' });
    expect(v.node('data', { invono: 'AB123456' })).toBeNull();
  });

  it('without a message: {字段名}格式不正确', () => {
    const v = convertDeal(one(invono)).validate;
    expect(v.node('data', { invono: '12-34' })).toEqual({ 'data.invono': '发票号格式不正确' });
  });

  it('a number field keeps its digits check and adds the pattern (each with its own message)', () => {
    const fee = { ...amount('fee', '费用'), pattern: '^[1-9]', patternMessage: '费用不能以0开头' };
    const v = convertDeal(one(fee)).validate;
    expect(v.node('data', { fee: '0.5' })).toEqual({ 'data.fee': '费用不能以0开头' });
    expect(v.node('data', { fee: '1.005' })).toEqual({
      'data.fee': '费用须为数字，整数最多14位，最多保留2位小数',
    });
    expect(v.node('data', { fee: '12.5' })).toBeNull();
  });

  it('a pattern that does not compile is left out: a draft still draws and validates', () => {
    const v = convertDeal(one({ ...invono, pattern: '([0-9' })).validate;
    expect(v.node('data', { invono: 'anything' })).toBeNull();
  });

  it('the published 2207 extension: a wrong 发票号 fails with its message, the sample passes', () => {
    const v = convertDeal(deal2207Extended).validate;
    const data = { ...sampleInput2207.data, local_flag: '1' };
    expect(v({ data })).toBeNull();
    expect(v({ data: { ...data, invono: '发票' } })).toEqual({
      'data.invono': '发票号应为8至20位数字或字母',
    });
  });
});

describe('default: a new form starts with it', () => {
  const meta = deal(
    '9999',
    '扩展测试',
    [
      node('data', '输入', [
        { ...code('flag', '标识', c.yesNo, 1, Y), default: '0' },
        text('name', '名称', 10),
      ]),
      node('rows', '明细', [{ ...text('unit', '单位', 10), default: '盒' }, text('item', '项目', 10)], true),
    ],
    [],
  );

  it('is the schema default and the layout field default', () => {
    expect(dealMetaToSchema(meta).schema).toMatchObject({
      properties: { data: { properties: { flag: { default: '0' } } } },
    });
    expect(fieldsOf(meta)[0]).toMatchObject({ name: 'flag', default: '0' });
  });

  it('the store starts with the object nodes defaults, a new row with its list defaults', () => {
    const store = createDealStore(convertDeal(meta).layout);
    expect(store.snapshot()).toEqual({ data: { flag: '0' }, rows: [] });
    const key = store.addRow('rows');
    expect(store.value(`rows.${key}.unit`)).toBe('盒');
    store.setValue('data.flag', '1');
    store.load(store.start());
    expect(store.value('data.flag')).toBe('0');
  });
});

describe('group: the fields of one group are drawn together, in their order', () => {
  it('each group sits where its first field stands; fields without a group stay where they are', () => {
    const meta = one(
      text('a', 'A', 5),
      { ...text('x1', 'X1', 5), group: '甲' },
      text('b', 'B', 5),
      { ...text('y1', 'Y1', 5), group: '乙' },
      { ...text('x2', 'X2', 5), group: '甲' },
      text('c', 'C', 5),
    );
    const fields = fieldsOf(meta);
    expect(fields.map((f) => f.name)).toEqual(['a', 'x1', 'x2', 'b', 'y1', 'c']);
    expect(fields.map((f) => f.group)).toEqual([undefined, '甲', '甲', undefined, '乙', undefined]);
    expect(dealMetaToSchema(meta).uiSchema).toMatchObject({
      data: { 'ui:order': ['a', 'x1', 'x2', 'b', 'y1', 'c'], x1: { 'ui:options': { group: '甲' } } },
    });
  });

  it('on random metadata (fast-check): every field drawn once, each group in one run, in the order of its fields', () => {
    fc.assert(
      fc.property(dealMeta, (meta) => {
        convertDeal(meta).layout.forEach((node, i) => {
          const props = meta.reqProperties[i]?.properties ?? [];
          expect([...node.fields.map((f) => f.name)].sort()).toEqual(props.map((p) => p.name).sort());
          const runs = node.fields.map((f) => f.group).filter((g, j, all) => g && g !== all[j - 1]);
          expect(new Set(runs).size).toBe(runs.length);
          for (const g of new Set(runs))
            expect(node.fields.filter((f) => f.group === g).map((f) => f.name)).toEqual(
              props.filter((p) => p.group === g).map((p) => p.name),
            );
        });
      }),
      { numRuns: 100 },
    );
  });

  it('a deal without groups keeps its order', () => {
    expect(fieldsOf(deal2207).map((f) => f.name)).toEqual(
      deal2207.reqProperties[0]?.properties.map((p) => p.name),
    );
  });
});

describe('widget: the hint overrides the formType widget', () => {
  it('textarea for a short INPUT, date for an INPUT, text for a select without options', () => {
    expect(widgetOf({ ...text('note', '备注', 200), widget: 'textarea' })).toBe('textarea');
    expect(widgetOf({ ...text('day', '日期', 10), widget: 'date' })).toBe('date');
    expect(widgetOf({ ...text('kind', '类别', 3), widget: 'select' })).toBe('text');
    expect(widgetOf({ ...code('flag', '标识', c.yesNo, 1), widget: 'text' })).toBe('text');
  });

  it('the layout draws it with its trigger, and the schema follows it', () => {
    const meta = one(
      { ...text('note', '备注', 200), widget: 'textarea' },
      { ...text('day', '日期', 10), widget: 'date' },
    );
    expect(fieldsOf(meta).map((f) => [f.widget, f.trigger])).toEqual([
      ['textarea', 'blur'],
      ['date', 'change'],
    ]);
    expect(convertDeal(meta).validate.node('data', { day: '2024-02-30' })).toEqual({
      'data.day': '日期格式应为 YYYY-MM-DD',
    });
  });
});

describe('the deal cache follows the metadata: a changed meta is a new hash and a new conversion', () => {
  it.each([
    ['pattern', { pattern: '^[0-9]+$' }],
    ['patternMessage', { patternMessage: '只能是数字' }],
    ['default', { default: '1' }],
    ['group', { group: '地方扩展' }],
    ['widget', { widget: 'textarea' }],
    ['codeList', { codeList: 'yesNo' }],
  ] as const)('%s', (_key, change) => {
    const base = one(text('invono', '发票号', 20));
    const changed = one({ ...text('invono', '发票号', 20), ...change });
    expect(hashMeta(changed)).not.toBe(hashMeta(base));
    expect(convertDeal(changed)).not.toBe(convertDeal(base));
  });

  it('the extended 2207 is another deal of the cache than the baseline one', () => {
    expect(convertDeal(deal2207Extended).key).not.toBe(convertDeal(deal2207).key);
    expect(fieldsOf(deal2207Extended).find((f) => f.name === 'local_flag')).toMatchObject({
      group: '地方扩展',
      default: '0',
      required: true,
    });
  });
});

describe('the layout is read from the schemas, so groups and defaults survive dealFormLayout', () => {
  it('dealFormLayout of the converter output gives the cached layout', () => {
    expect(dealFormLayout(dealMetaToSchema(deal2207Extended))).toEqual(convertDeal(deal2207Extended).layout);
  });
});
