import { describe, expect, it } from 'vitest';
import type { DealMeta, DealProperty } from '../../schemas/deal';
import { dealMetaToSchema, propertyToSchema, propertyToUiSchema } from '../../engine/deal';
import { code, date, dateTime, deal, node, text, Y } from '../../fixtures/dealBuilders';
import { deal2401 } from '../../fixtures/dealFixtures';

const one = (p: DealProperty, array = false): DealMeta =>
  deal('0001', '测试', [node('data', '输入', [p], array)], []);

describe('dealMetaToSchema: each formType', () => {
  it('INPUT → string with maxLength = length, the text widget and the blur trigger', () => {
    expect(propertyToSchema(text('psn_no', '人员编号', 30))).toEqual({
      type: 'string',
      title: '人员编号',
      maxLength: 30,
      errorMessage: { type: '人员编号须为文本', maxLength: '人员编号不能超过30个字符' },
    });
    expect(propertyToUiSchema(text('psn_no', '人员编号', 30))).toEqual({
      'ui:widget': 'text',
      'ui:placeholder': '请输入人员编号',
      'ui:options': { trigger: 'blur' },
    });
  });

  it('an INPUT without a length has no maxLength', () => {
    expect(propertyToSchema(text('memo', '备注', 0))).not.toHaveProperty('maxLength');
  });

  it('a text field of length 1000 or more uses a textarea; 999 does not', () => {
    expect(propertyToUiSchema(text('main_cond_dscr', '主要病情描述', 1000))['ui:widget']).toBe('textarea');
    expect(propertyToUiSchema(text('exp_content', '字段扩展', 4000))['ui:widget']).toBe('textarea');
    expect(propertyToUiSchema(text('dise_name', '病种名称', 999))['ui:widget']).toBe('text');
    expect(propertyToSchema(text('main_cond_dscr', '主要病情描述', 1000)).maxLength).toBe(1000);
    expect(propertyToUiSchema(text('main_cond_dscr', '主要病情描述', 1000))['ui:options']).toEqual({
      trigger: 'blur',
      rows: 3,
    });
  });

  it('SELECT → oneOf [{const, title}] in the order of the options, the select widget, change trigger', () => {
    const p = code('clr_type', '清算类别', { '11': '门诊', '21': '住院' }, 6, Y);
    expect(propertyToSchema(p)).toEqual({
      type: 'string',
      title: '清算类别',
      oneOf: [
        { const: '11', title: '门诊' },
        { const: '21', title: '住院' },
      ],
      errorMessage: '请选择正确的清算类别',
    });
    expect(propertyToUiSchema(p)).toMatchObject({
      'ui:widget': 'select',
      'ui:options': { trigger: 'change' },
    });
  });

  it('a SELECT without options is entered as text', () => {
    const p: DealProperty = { ...code('setl_optins', '结算经办机构', {}), options: [] };
    expect(propertyToSchema(p)).not.toHaveProperty('oneOf');
    expect(propertyToUiSchema(p)).toMatchObject({ 'ui:widget': 'text', 'ui:options': { trigger: 'blur' } });
  });

  it('DATE8 → format date (YYYY-MM-DD), the date widget, change trigger', () => {
    expect(propertyToSchema(date('brdy', '出生日期'))).toEqual({
      type: 'string',
      title: '出生日期',
      format: 'date',
      errorMessage: '出生日期格式应为 YYYY-MM-DD',
    });
    expect(propertyToUiSchema(date('brdy', '出生日期'))).toMatchObject({
      'ui:widget': 'date',
      'ui:options': { trigger: 'change' },
    });
  });

  it('DATE14 → a YYYY-MM-DD HH:mm:ss string, the datetime widget, change trigger', () => {
    const s = propertyToSchema(dateTime('begntime', '开始时间'));
    expect(s).toMatchObject({
      type: 'string',
      title: '开始时间',
      errorMessage: '开始时间格式应为 YYYY-MM-DD HH:mm:ss',
    });
    const re = new RegExp(String(s.pattern));
    expect(re.test('2024-03-01 08:30:00')).toBe(true);
    expect(re.test('2024-03-01T08:30:00')).toBe(false);
    expect(re.test('2024-13-01 08:30:00')).toBe(false);
    expect(re.test('2024-03-01 24:00:00')).toBe(false);
    expect(propertyToUiSchema(dateTime('begntime', '开始时间'))['ui:widget']).toBe('datetime');
  });
});

describe('dealMetaToSchema: nodes, required and tips', () => {
  it('an object node requires its `require` properties with the tip as the ajv-errors message', () => {
    const meta = one(text('psn_no', '人员编号', 30, Y));
    meta.reqProperties[0]?.properties.push({ ...text('card_sn', '卡识别码', 32) });
    meta.reqProperties[0]!.properties[0]!.tip = '人员编号不能为空';
    const { schema } = dealMetaToSchema(meta);
    expect(schema).toMatchObject({
      type: 'object',
      title: '测试',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          title: '输入',
          required: ['psn_no'],
          errorMessage: { required: { psn_no: '人员编号不能为空' } },
        },
      },
    });
  });

  it('a required property without a tip gets 请输入{comment} (text) or 请选择{comment} (choices)', () => {
    const meta = deal(
      '0001',
      '测试',
      [
        node('data', '输入', [
          { ...text('psn_no', '人员编号', 30, Y), tip: '' },
          { ...code('insutype', '险种类型', { '310': '职工基本医疗保险' }, 6, Y), tip: '' },
          { ...date('brdy', '出生日期', Y), tip: '  ' },
        ]),
      ],
      [],
    );
    const data = dealMetaToSchema(meta).schema.properties as Record<string, { errorMessage: unknown }>;
    expect(data.data?.errorMessage).toEqual({
      required: { psn_no: '请输入人员编号', insutype: '请选择险种类型', brdy: '请选择出生日期' },
    });
  });

  it('a node without required properties has no required list', () => {
    const props = dealMetaToSchema(one(text('card_sn', '卡识别码', 32))).schema.properties as Record<
      string,
      object
    >;
    expect(props.data).not.toHaveProperty('required');
    expect(props.data).not.toHaveProperty('errorMessage');
  });

  it('an array node is a list of at least one complete row: 请填写{title}, every cell required', () => {
    const props = dealMetaToSchema(deal2401).schema.properties as Record<string, Record<string, unknown>>;
    const diseinfo = props.diseinfo!;
    expect(diseinfo).toMatchObject({
      type: 'array',
      title: '入院诊断信息',
      minItems: 1,
      errorMessage: { minItems: '请填写入院诊断信息' },
    });
    const items = diseinfo.items as {
      required: string[];
      errorMessage: { required: Record<string, string> };
    };
    expect(items.required).toEqual(deal2401.reqProperties[1]?.properties.map((p) => p.name));
    expect(items.errorMessage.required.diag_code).toBe('请输入诊断代码');
    expect(items.errorMessage.required.diag_type).toBe('请选择诊断类别');
    // adm_cond is optional in the metadata, but rows must be complete.
    expect(items.errorMessage.required.adm_cond).toBe('请完善信息');
  });

  it('uiSchema keeps the node and field order; an array node puts its fields under items', () => {
    const { uiSchema } = dealMetaToSchema(deal2401);
    expect(uiSchema['ui:order']).toEqual(['mdtrtinfo', 'diseinfo']);
    const mdtrt = uiSchema.mdtrtinfo as Record<string, unknown>;
    expect((mdtrt['ui:order'] as string[]).slice(0, 3)).toEqual(['psn_no', 'insutype', 'coner_name']);
    expect(mdtrt.main_cond_dscr).toMatchObject({ 'ui:widget': 'textarea' });
    const dise = uiSchema.diseinfo as { items: Record<string, unknown>; 'ui:options': unknown };
    expect(dise['ui:options']).toEqual({ orderable: false, table: true });
    expect(dise.items.diag_time).toMatchObject({
      'ui:widget': 'datetime',
      'ui:options': { trigger: 'change' },
    });
  });

  it('a deal without input nodes gives an empty object schema', () => {
    const { schema, uiSchema } = dealMetaToSchema(deal('2601', '冲正交易', [], []));
    expect(schema).toEqual({ type: 'object', title: '冲正交易', properties: {} });
    expect(uiSchema).toEqual({ 'ui:order': [] });
  });
});

describe('dealMetaToSchema: output nodes', () => {
  it('output nodes become a read-only schema: objects, arrays of rows, code lists as oneOf', () => {
    const meta = deal(
      '1101',
      '人员信息获取',
      [],
      [
        node('baseinfo', '基本信息', [
          text('psn_no', '人员编号', 30),
          code('gend', '性别', { '1': '男', '2': '女' }),
        ]),
        node('insuinfo', '参保信息', [text('balc', '余额', 16)], true),
      ],
    );
    expect(dealMetaToSchema(meta).outputSchema).toEqual({
      type: 'object',
      title: '人员信息获取',
      readOnly: true,
      properties: {
        baseinfo: {
          type: 'object',
          title: '基本信息',
          readOnly: true,
          properties: {
            psn_no: { title: '人员编号', readOnly: true },
            gend: {
              title: '性别',
              readOnly: true,
              oneOf: [
                { const: '1', title: '男' },
                { const: '2', title: '女' },
              ],
            },
          },
        },
        insuinfo: {
          type: 'array',
          title: '参保信息',
          readOnly: true,
          items: { type: 'object', properties: { balc: { title: '余额', readOnly: true } } },
        },
      },
    });
  });

  it('is pure: the same metadata gives equal results and the metadata is not changed', () => {
    const copy = structuredClone(deal2401);
    expect(dealMetaToSchema(deal2401)).toEqual(dealMetaToSchema(deal2401));
    expect(deal2401).toEqual(copy);
  });
});
