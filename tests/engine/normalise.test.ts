import { describe, expect, it } from 'vitest';
import {
  fieldMessages,
  inputKind,
  normaliseData,
  normaliseField,
  normaliseNumberText,
  normaliseValue,
  toHalfWidth,
} from '../../engine/form';
import { createDealAjv, numericPattern, propertyToSchema } from '../../engine/deal';
import { MOBILE_PATTERN, ORG_CODE_PATTERN, RoleInsert, SumRecBody } from '../../schemas';

const text = { type: 'string', title: '用户名' };
const mobile = { type: 'string', title: '手机号', pattern: MOBILE_PATTERN };
const date = { type: 'string', title: '开始日期', format: 'date' };
const amount = SumRecBody.properties.acct_pay;

describe('input as people type it (docs/descriptor.md)', () => {
  it('full-width ASCII and the ideographic space become half-width (２２０７, ５７．００, Ｈ２１０１)', () => {
    expect(toHalfWidth('２２０７')).toBe('2207');
    expect(toHalfWidth('５７．００')).toBe('57.00');
    expect(toHalfWidth('Ｈ２１０１０２００００１')).toBe('H21010200001');
    expect(toHalfWidth('２０２６－０１－０２')).toBe('2026-01-02');
    expect(toHalfWidth('\u3000a\u3000')).toBe(' a ');
    expect(toHalfWidth('管理员')).toBe('管理员');
  });

  it('every text loses its leading and trailing spaces, full-width ones too (" 13900000002 ", " 管理员 ")', () => {
    expect(normaliseValue(text, ' 13900000002 ')).toBe('13900000002');
    expect(normaliseValue(RoleInsert.properties.roleCnname, '\u3000管理员 ')).toBe('管理员');
    expect(normaliseValue(text, 'a b')).toBe('a b');
  });

  it('a free text keeps its full-width characters; a code or date is made half-width', () => {
    expect(normaliseValue(text, '１号楼')).toBe('１号楼');
    expect(normaliseValue(RoleInsert.properties.roleCnname, '管理员１')).toBe('管理员１');
    expect(normaliseValue(mobile, ' １３９０００００００２ ')).toBe('13900000002');
    expect(normaliseValue({ type: 'string', pattern: ORG_CODE_PATTERN }, 'Ｈ２１０１０２００００１')).toBe(
      'H21010200001',
    );
    expect(normaliseValue(date, '２０２６－０１－０２')).toBe('2026-01-02');
  });

  it('a pattern that the typed text fits already keeps it (a SQL text with full-width literals)', () => {
    const sql = { type: 'string', pattern: '^\\s*select\\b' };
    expect(normaliseValue(sql, " select '（一）' ")).toBe("select '（一）'");
  });

  it('a number typed as text: half-width and a number in plain notation only (５７．００ → 57)', () => {
    expect(normaliseNumberText('５７．００')).toBe(57);
    expect(normaliseNumberText(' 57。5 ')).toBe(57.5);
    expect(normaliseNumberText('-3')).toBe(-3);
    expect(normaliseNumberText('1,234.5')).toBe('1,234.5');
    expect(normaliseNumberText('１，２３４．５')).toBe('1,234.5');
    expect(normaliseNumberText('5e1')).toBe('5e1');
    expect(normaliseNumberText('  ')).toBeUndefined();
    expect(normaliseValue(amount, '57.005')).toBe(57.005);
  });

  it('passwords and opaque values are left as typed: writeOnly, contentEncoding, a document (contentMediaType), the password widget', () => {
    expect(inputKind({ type: 'string', writeOnly: true })).toBe('opaque');
    expect(normaliseValue({ type: 'string', contentMediaType: 'application/json' }, '{}\n')).toBe('{}\n');
    expect(inputKind({ type: 'string', contentEncoding: 'base64' })).toBe('opaque');
    expect(inputKind({ type: 'string' }, { 'ui:widget': 'password' })).toBe('opaque');
    expect(normaliseValue({ type: 'string', contentEncoding: 'base64' }, ' YQ== ')).toBe(' YQ== ');
    expect(normaliseValue({ type: 'string' }, ' Ab1!　', { 'ui:widget': 'password' })).toBe(' Ab1!　');
  });

  it('a field left with only spaces has no value (its required message shows)', () => {
    expect(normaliseField(text, '  ')).toBeUndefined();
  });

  it('a form is normalised through its properties and lists; unchanged, it is the same object', () => {
    const schema = {
      type: 'object',
      properties: {
        user: text,
        mobile,
        password: { type: 'string' },
        rows: { type: 'array', items: { type: 'object', properties: { code: mobile } } },
      },
    };
    const ui = { password: { 'ui:widget': 'password' } };
    const data = {
      user: ' a ',
      mobile: '１３９０００００００２',
      password: ' p ',
      rows: [{ code: ' 13900000002' }],
    };
    expect(normaliseData(schema, data, ui)).toEqual({
      user: 'a',
      mobile: '13900000002',
      password: ' p ',
      rows: [{ code: '13900000002' }],
    });
    const clean = { user: 'a', rows: [{ code: '13900000002' }] };
    expect(normaliseData(schema, clean, ui)).toBe(clean);
    expect(normaliseData(schema, { user: ' ' }, ui)).toEqual({});
  });
});

describe('amounts with more decimals than allowed, separators or exponents get the field’s own message', () => {
  const ajv = createDealAjv();
  const validate = ajv.compile(SumRecBody);
  const messageOf = (acct_pay: unknown) => {
    validate({ ...{ insutype: '310', clr_type: '11', setl_optins: '210100' }, acct_pay });
    return fieldMessages(validate.errors ?? [], { schema: SumRecBody }).acct_pay?.[0];
  };

  it('57.005 → 个人账户支付金额最多保留两位小数; 57.01 passes', () => {
    expect(messageOf(normaliseValue(amount, '57.005'))).toBe('个人账户支付金额最多保留两位小数');
    expect(messageOf(normaliseValue(amount, '５７．０１'))).toBeUndefined();
  });

  it('1,234.5 and 5e1 stay text → 个人账户支付金额须为数字', () => {
    expect(messageOf(normaliseValue(amount, '1,234.5'))).toBe('个人账户支付金额须为数字');
    expect(messageOf(normaliseValue(amount, '5e1'))).toBe('个人账户支付金额须为数字');
  });

  it('a multipleOf of 0.01 without a message of its own reads 最多保留2位小数', () => {
    const v = ajv.compile({
      type: 'object',
      properties: { n: { type: 'number', title: '单价', multipleOf: 0.01 } },
    });
    v({ n: 1.234 });
    expect(fieldMessages(v.errors ?? []).n).toEqual(['单价最多保留2位小数']);
  });

  it('a deal number field (N16,2) checks its digits with the deal’s message', () => {
    const schema = propertyToSchema({
      name: 'medfee_sumamt',
      comment: '医疗费总额',
      formType: 'INPUT',
      require: true,
      tip: '请输入医疗费总额',
      length: 16,
      numeric: { precision: 16, scale: 2 },
    });
    expect(schema.pattern).toBe(numericPattern({ precision: 16, scale: 2 }));
    const v = ajv.compile(schema);
    for (const typed of ['57.005', '1,234.5', '5e1']) {
      expect(v(normaliseValue(schema, typed))).toBe(false);
      expect(fieldMessages(v.errors ?? [])['']).toEqual([
        '医疗费总额须为数字，整数最多14位，最多保留2位小数',
      ]);
    }
    expect(normaliseValue(schema, ' ５７．００ ')).toBe('57.00');
    expect(v('57.00')).toBe(true);
  });
});
