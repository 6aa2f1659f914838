import { describe, expect, it } from 'vitest';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { formatValue, openKeysFor, shellMenu } from '../../engine/blocks/controllers';
import { chineseMessage, createTransformErrors } from '../../widgets/form/transformErrors';
import { menuTree } from '../../fixtures/fixtures';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    contact: { type: 'string', title: '联系人', maxLength: 20 },
    clr_type: { type: 'string', title: '清算类别', enum: ['11', '21'] },
    fixmedins_setl_cnt: { type: 'integer', title: '定点机构结算笔数', minimum: 0 },
  },
};

const err = (e: Partial<RJSFValidationError>): RJSFValidationError => ({ stack: '', ...e });

describe('Chinese fallback messages', () => {
  it.each([
    [{ name: 'required', property: '.contact' }, '请输入联系人'],
    [{ name: 'required', property: '.clr_type' }, '请选择清算类别'],
    [{ name: 'maxLength', property: '.contact', params: { limit: 20 } }, '联系人不能超过20个字符'],
    [{ name: 'pattern', property: '.contact' }, '联系人格式不正确'],
    [{ name: 'minimum', property: '.fixmedins_setl_cnt', params: { limit: 0 } }, '定点机构结算笔数不能小于0'],
    [
      { name: 'type', property: '.fixmedins_setl_cnt', params: { type: 'integer' } },
      '定点机构结算笔数须为整数',
    ],
    [{ name: 'errorMessage', property: '.contact', message: '请输入联系人姓名' }, '请输入联系人姓名'],
    [
      { name: 'uniqueItems', property: '.contact', message: 'must NOT have duplicate items' },
      '联系人不能有重复项',
    ],
    [
      { name: 'multipleOf', property: '.fixmedins_setl_cnt', params: { multipleOf: 5 } },
      '定点机构结算笔数须为5的整数倍',
    ],
    // A rule without a message of its own never shows ajv's English.
    [
      { name: 'dependentRequired', property: '.contact', message: 'must have property x' },
      '联系人填写不正确',
    ],
    [
      { name: 'propertyNames', property: '.contact', message: 'property name must be valid' },
      '联系人填写不正确',
    ],
  ])('%o → %s', (e, text) => {
    expect(chineseMessage(err(e), schema)).toBe(text);
  });

  it('a field picked in a cascader or a date range is 请选择, not 请输入', () => {
    for (const widget of ['cascader', 'dateRange', 'datetime'])
      expect(
        chineseMessage(err({ name: 'required', property: '.contact' }), schema, {
          contact: { 'ui:widget': widget },
        }),
      ).toBe('请选择联系人');
  });

  it('an ajv-errors required message moves under the missing field; if/then wrappers are dropped', () => {
    const t = createTransformErrors(schema, () => true);
    const out = t(
      [
        err({
          name: 'errorMessage',
          property: '',
          message: '请输入联系人',
          params: { errors: [{ keyword: 'required', params: { missingProperty: 'contact' } }] },
        }),
        err({ name: 'if', property: '', message: 'must match "then" schema' }),
      ],
      {},
    );
    expect(out).toEqual([expect.objectContaining({ property: 'contact', message: '请输入联系人' })]);
  });
});

describe('column formats', () => {
  it('map, decimals and dates', () => {
    expect(formatValue('0', { map: { '0': '否', '1': '是' } })).toBe('否');
    expect(formatValue(120.5, { decimals: 2 })).toBe('120.50');
    expect(formatValue('2024-03-01 09:00:00', { date: 'YYYY-MM-DD' })).toBe('2024-03-01');
    expect(formatValue(null)).toBe('');
  });

  it('json: an object, or a text holding JSON, indented two spaces; any other text as it is', () => {
    expect(formatValue({ infno: '2207', input: { a: 1 } }, { json: true })).toBe(
      '{\n  "infno": "2207",\n  "input": {\n    "a": 1\n  }\n}',
    );
    expect(formatValue('{"a":[1]}', { json: true })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatValue('输入过大', { json: true })).toBe('输入过大');
    expect(formatValue(null, { json: true })).toBe('');
  });
});

describe('shell menu', () => {
  it('home first, groups keyed by id, leaves by route; the groups leading to a route are opened', () => {
    const entries = shellMenu({ title: '首页', route: '/home/dashboard' }, menuTree, '首页');
    expect(entries.map((e) => e.key)).toEqual(['/home/dashboard', 'menu-1', 'menu-2', 'menu-3']);
    expect(openKeysFor(entries, '/home/checkImpact')).toEqual(['menu-2']);
    expect(openKeysFor(entries, '/home/dashboard')).toEqual([]);
  });
});
