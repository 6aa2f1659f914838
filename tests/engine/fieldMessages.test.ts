import { describe, expect, it } from 'vitest';
import { createDealAjv } from '../../engine/deal';
import { fieldMessages, firstMessages, messageOf, withoutFields } from '../../engine/form';

const ajv = createDealAjv();

/** The errors of `data` against `schema`, as ajv (with ajv-errors) gives them. */
function errorsOf(schema: object, data: unknown) {
  const validate = ajv.compile(schema);
  validate(data);
  return validate.errors ?? [];
}

const menu = {
  type: 'object',
  properties: {
    menuname: { type: 'string', title: '菜单名称', maxLength: 10 },
    menutype: { type: 'string', title: '菜单类型', enum: ['M', 'C'] },
    orderno: { type: 'integer', title: '显示顺序', minimum: 0 },
    phone: {
      type: 'string',
      title: '联系电话',
      pattern: '^1\\d{10}$',
      maxLength: 11,
      errorMessage: { pattern: '请正确填写手机号' },
    },
  },
  required: ['menuname', 'menutype'],
  errorMessage: { required: { menuname: '请输入菜单名称' } },
};

describe('ajv errors → field messages: where a message belongs (docs/descriptor.md, how every form behaves)', () => {
  it('a missing property’s schema message goes under that property, not under the form', () => {
    expect(fieldMessages(errorsOf(menu, { menutype: 'M' }))).toEqual({ menuname: ['请输入菜单名称'] });
  });

  it('a missing property without a schema message goes under it too, with 请输入/请选择 and its title', () => {
    expect(fieldMessages(errorsOf(menu, {}), { schema: menu })).toEqual({
      menuname: ['请输入菜单名称'],
      menutype: ['请选择菜单类型'],
    });
  });

  it('wrapper keywords (if/then, anyOf) show nothing of their own: their branches’ messages stay', () => {
    const schema = {
      type: 'object',
      properties: {
        loginType: { type: 'string' },
        smsCode: { type: 'string', title: '短信验证码' },
        password: { type: 'string', title: '密码' },
      },
      if: { properties: { loginType: { const: 'sms' } } },
      then: { required: ['smsCode'] },
      anyOf: [{ required: ['smsCode'] }, { required: ['password'] }],
    };
    const errors = errorsOf(schema, { loginType: 'sms' });
    expect(errors.map((e) => e.keyword)).toEqual(expect.arrayContaining(['if', 'anyOf']));
    expect(fieldMessages(errors, { schema })).toEqual({
      smsCode: ['请输入短信验证码'],
      password: ['请输入密码'],
    });
  });

  it('a list’s cell is found under its row: diseinfo.1.diag_code', () => {
    const schema = {
      type: 'array',
      items: {
        type: 'object',
        properties: { diag_code: { type: 'string' } },
        required: ['diag_code'],
        errorMessage: { required: { diag_code: '请输入诊断代码' } },
      },
    };
    const errors = errorsOf(
      { type: 'object', properties: { diseinfo: schema } },
      { diseinfo: [{ diag_code: 'A' }, {}] },
    );
    expect(firstMessages(errors)).toEqual({ 'diseinfo.1.diag_code': '请输入诊断代码' });
  });
});

describe('ajv errors → field messages: which message wins', () => {
  it('the schema’s own message (ajv-errors) comes before the keyword’s default, and wins as the first', () => {
    const errors = errorsOf(menu, { menuname: '菜单', menutype: 'M', phone: '2x3456789012' });
    expect(fieldMessages(errors, { schema: menu }).phone).toEqual([
      '请正确填写手机号',
      '联系电话不能超过11个字符',
    ]);
    expect(firstMessages(errors, { schema: menu })).toEqual({ phone: '请正确填写手机号' });
  });

  it('each message shows once under a field', () => {
    const twice = { keyword: 'required', instancePath: '', params: { missingProperty: 'menuname' } };
    expect(fieldMessages([twice, twice], { schema: menu })).toEqual({ menuname: ['请输入菜单名称'] });
  });

  it('fields hidden by their predicates lose their messages, nested ones included', () => {
    expect(
      withoutFields({ idcard: ['请输入身份证号'], 'idcard.no': ['x'], user: ['请输入用户名'] }, ['idcard']),
    ).toEqual({
      user: ['请输入用户名'],
    });
  });
});

describe('ajv errors → field messages: the Chinese default of each keyword', () => {
  it.each([
    [{ menuname: '一二三四五六七八九十一', menutype: 'M' }, 'menuname', '菜单名称不能超过10个字符'],
    [{ menuname: '菜单', menutype: 'X' }, 'menutype', '请选择正确的菜单类型'],
    [{ menuname: '菜单', menutype: 'M', orderno: -1 }, 'orderno', '显示顺序不能小于0'],
    [{ menuname: '菜单', menutype: 'M', orderno: 1.5 }, 'orderno', '显示顺序须为整数'],
  ])('%j → %s: %s', (data, path, message) => {
    expect(firstMessages(errorsOf(menu, data), { schema: menu })[path]).toBe(message);
  });

  it('the uiSchema’s title wins over the schema’s', () => {
    const e = { keyword: 'required', instancePath: '', params: { missingProperty: 'orderno' } };
    expect(messageOf(e, { schema: menu, uiSchema: { orderno: { 'ui:title': '排序' } } })).toBe('请输入排序');
  });

  it('a rule without a Chinese message never shows ajv’s English: 联系电话填写不正确', () => {
    const e = { keyword: 'propertyNames', instancePath: '/phone', message: 'property name must be valid' };
    expect(messageOf(e, { schema: menu })).toBe('联系电话填写不正确');
  });
});

describe('ajv errors → field messages: the field of a list item or of a referenced object', () => {
  const roles = {
    type: 'object',
    properties: {
      roleIds: { type: 'array', title: '角色', items: { type: 'integer' } },
      rows: {
        type: 'array',
        title: '明细',
        items: {
          type: 'object',
          properties: { kind: { type: 'string', title: '类别', enum: ['1', '2'] } },
          required: ['kind'],
        },
      },
    },
  };

  it('an item without a title of its own is named by its list: 角色须为整数, not 0须为整数', () => {
    expect(firstMessages(errorsOf(roles, { roleIds: [1, 'x'] }), { schema: roles })).toEqual({
      'roleIds.1': '角色须为整数',
    });
  });

  it('a row’s field is found through the list’s items: a missing choice says 请选择类别', () => {
    expect(firstMessages(errorsOf(roles, { rows: [{ kind: '1' }, {}] }), { schema: roles })).toEqual({
      'rows.1.kind': '请选择类别',
    });
  });

  it('a missing property of an object the source reaches by $ref is named from the object ajv checked', () => {
    const e = {
      keyword: 'required',
      instancePath: '/page',
      params: { missingProperty: 'current' },
      parentSchema: { type: 'object', properties: { current: { type: 'integer', title: '当前页' } } },
    };
    expect(messageOf(e, { schema: { properties: { page: { $ref: 'Page#' } } } })).toBe('请输入当前页');
  });
});
