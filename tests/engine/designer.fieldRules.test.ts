/**
 * 属性 of a form field (docs/studio.md, 设计): 必填 and 必填提示 read and written where JSON Schema keeps
 * them, on the form: `required` and ajv-errors' `errorMessage.required.<name>`.
 */
import { describe, expect, it } from 'vitest';
import { applyImmutably } from '../../engine/designer/applyPatch';
import { fieldWithRules, setFieldRule } from '../../engine/designer/fieldRules';
import { FIELD_SCHEMA } from '../../engine/designer/schemaAt';

const dialog = (schema: Record<string, unknown>) => ({
  dialogs: {
    add: {
      schema: {
        type: 'object',
        properties: { roleName: { type: 'string', title: '角色名称' }, remark: { type: 'string' } },
        ...schema,
      },
    },
  },
});
const ROLE = '/dialogs/add/schema/properties/roleName';
const form = (doc: unknown) =>
  (doc as ReturnType<typeof dialog>).dialogs.add.schema as Record<string, unknown>;

describe('a form field’s 必填 and 必填提示', () => {
  it('属性 offers them by their Chinese titles', () => {
    const props = FIELD_SCHEMA.properties as Record<string, { title: string }>;
    expect(props.required!.title).toBe('必填');
    expect(props.requiredMessage!.title).toBe('必填提示');
  });

  it('reads them from the form schema beside the field’s own keys', () => {
    const doc = dialog({
      required: ['roleName'],
      errorMessage: { required: { roleName: '角色名称不能为空' } },
    });
    expect(fieldWithRules(doc, ROLE)).toEqual({
      type: 'string',
      title: '角色名称',
      required: true,
      requiredMessage: '角色名称不能为空',
    });
    expect(fieldWithRules(doc, '/dialogs/add/schema/properties/remark')).toEqual({ type: 'string' });
  });

  it('必填 adds the name to the form’s required list, making the list when there is none, and takes it out again', () => {
    let doc: unknown = dialog({});
    doc = applyImmutably(doc, setFieldRule(doc, ROLE, 'required', true)).doc;
    expect(form(doc).required).toEqual(['roleName']);
    doc = applyImmutably(
      doc,
      setFieldRule(doc, '/dialogs/add/schema/properties/remark', 'required', true),
    ).doc;
    expect(form(doc).required).toEqual(['roleName', 'remark']);
    doc = applyImmutably(doc, setFieldRule(doc, ROLE, 'required', false)).doc;
    expect(form(doc).required).toEqual(['remark']);
    doc = applyImmutably(
      doc,
      setFieldRule(doc, '/dialogs/add/schema/properties/remark', 'required', false),
    ).doc;
    expect(form(doc)).not.toHaveProperty('required');
  });

  it('必填提示 writes errorMessage.required.<name>, keeps the form’s whole message as `_`, and an empty one removes it', () => {
    let doc: unknown = dialog({ errorMessage: '请检查填写的内容' });
    doc = applyImmutably(doc, setFieldRule(doc, ROLE, 'requiredMessage', '角色名称不能为空')).doc;
    expect(form(doc).errorMessage).toEqual({
      _: '请检查填写的内容',
      required: { roleName: '角色名称不能为空' },
    });
    doc = applyImmutably(doc, setFieldRule(doc, ROLE, 'requiredMessage', '')).doc;
    expect(form(doc).errorMessage).toEqual({ _: '请检查填写的内容' });
    let plain: unknown = dialog({});
    plain = applyImmutably(plain, setFieldRule(plain, ROLE, 'requiredMessage', '请输入角色名称')).doc;
    plain = applyImmutably(plain, setFieldRule(plain, ROLE, 'requiredMessage', undefined)).doc;
    expect(form(plain)).not.toHaveProperty('errorMessage');
  });
});
