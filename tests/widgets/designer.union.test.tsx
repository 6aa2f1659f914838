/**
 * 设计 (docs/studio.md): an action is built without JSON. A key whose schema is a choice of shapes told
 * apart by `type` (Action) gets a select of the shapes by Chinese title and the chosen shape's own keys
 * under it; a list of choices inside it (依次执行's 步骤) gets a row per item; a map of expressions
 * (请求体字段) a row per field, given as 固定值 or 变量.
 */
import { describe, expect, it } from 'vitest';
import { switchMember, unionMembers } from '../../engine/designer/unionChoice';
import { designSchema } from '../../fixtures/designerFixtures';
import { propertyForm } from '../../widgets/blocks/designer/propertySchema';

type Json = Record<string, unknown>;
const definitions = designSchema.definitions as Json;
const formOf = (definition: string, nested = false) =>
  propertyForm({ $ref: `#/definitions/${definition}` }, definitions, () => false, nested);
const ui = (definition: string, key: string, nested = false) =>
  (formOf(definition, nested).uiSchema[key] ?? {}) as Json;

describe('the schema of a choice of shapes', () => {
  it("a row action's 点击动作 is a choice field of the Action union, its members named by their Chinese titles", () => {
    const action = ui('Button', 'action');
    expect(action['ui:field']).toBe('union');
    const { members, required } = action['ui:options'] as { members: { title: string }[]; required: boolean };
    expect(members.map((m) => m.title)).toEqual(
      expect.arrayContaining(['调用接口', '确认', '依次执行', '刷新区块']),
    );
    expect(required).toBe(true);
  });

  it('the discriminator is read from the members: a union of scalars or of objects without a type const is no choice', () => {
    expect(unionMembers(designSchema, { $ref: '#/definitions/Action' })?.length).toBeGreaterThan(20);
    expect(unionMembers(designSchema, { anyOf: [{ type: 'string' }, { type: 'number' }] })).toBeUndefined();
    expect(
      unionMembers(designSchema, { anyOf: [{ type: 'object', properties: { a: {} } }] }),
    ).toBeUndefined();
  });

  it("inside a choice's form, 确认后动作 is a choice again, 依次执行's 步骤 a list of choices, 请求体字段 a map of expressions", () => {
    expect(ui('ConfirmAction', 'then', true)['ui:field']).toBe('union');
    expect(ui('SequenceAction', 'steps', true)['ui:field']).toBe('unionList');
    expect(ui('RequestAction', 'body', true)['ui:field']).toBe('exprMap');
    expect(ui('RequestAction', 'query', true)['ui:field']).toBe('exprMap');
  });

  it("at the top of a node, arrays of objects stay the outline's children and are left out of the form", () => {
    expect(formOf('SequenceAction').schema.properties).not.toHaveProperty('steps');
    expect(formOf('CrudBlock').schema.properties).not.toHaveProperty('rowActions');
  });

  it("switching the type writes the new member's skeleton and keeps only the keys it allows", () => {
    const toast = { type: 'toast', level: 'success', message: '确定停用该用户？' };
    const confirm = switchMember(designSchema, toast, 'ConfirmAction');
    expect(confirm).toEqual({ type: 'confirm', message: '确定停用该用户？', then: expect.any(Object) });
    expect(switchMember(designSchema, confirm, 'RefreshAction')).toEqual({ type: 'refresh' });
  });
});
