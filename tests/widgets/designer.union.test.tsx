/**
 * 设计 (docs/studio.md): an action is built without JSON. A key whose schema is a choice of shapes told
 * apart by `type` (Action) gets a select of the shapes by Chinese title and the chosen shape's own keys
 * under it; a list of choices inside it (依次执行's 步骤) gets a row per item; a map of expressions
 * (请求体字段) a row per field, given as 固定值 or 变量.
 */
import { describe, expect, it } from 'vitest';
import { switchMember, unionMembers } from '../../engine/designer/unionChoice';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useDesigner } from '../../engine/blocks/controllers/descriptorEditor/useDesigner';
import { skeletonFor } from '../../engine/designer/skeleton';
import type { OpenApiDoc } from '../../engine/lint';
import { designSchema, useFixtureEditor } from '../../fixtures/designerFixtures';
import openapi from '../../openapi/commondeal.json';
import userIndex from '../../screens/userIndex.screen.json';
import { DesignerContext } from '../../widgets/blocks/designer/designerContext';
import { ExprField } from '../../widgets/blocks/designer/ExprField';
import { PropertyForm } from '../../widgets/blocks/designer/PropertyForm';
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

const ROW_ACTION = `/blocks/0/rowActions/${userIndex.blocks[0]!.rowActions.length}`;
function designed() {
  const doc = structuredClone(userIndex) as unknown as { blocks: { rowActions: unknown[] }[] };
  doc.blocks[0]!.rowActions.push({
    label: '停用',
    action: skeletonFor(designSchema, { $ref: '#/definitions/Action' }),
  });
  return doc;
}

/** The property form of a new row action of 用户管理, and the draft's text under it. */
function RowActionProperties({ doc }: { doc: unknown }) {
  const editor = useFixtureEditor(doc);
  const designer = useDesigner(editor, ROW_ACTION);
  return (
    <DesignerContext.Provider value={{ doc: designer.snapshot?.doc, openapi: openapi as OpenApiDoc }}>
      <section aria-label="属性">
        <PropertyForm designer={designer} path={ROW_ACTION} exprField={ExprField} />
      </section>
      <output data-testid="draft">{editor.text}</output>
    </DesignerContext.Provider>
  );
}

/** Opens a select and picks the option titled `option`, as a click would. */
async function pick(box: HTMLElement, option: string) {
  await act(async () => {
    fireEvent.mouseDown(box);
  });
  const open = () => [
    ...document.querySelectorAll(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    ),
  ];
  await waitFor(() => expect(open().length).toBeGreaterThan(0));
  await act(async () => {
    fireEvent.click(open().at(-1)!);
  });
}
const type = (input: HTMLElement, value: string) =>
  act(async () => void fireEvent.change(input, { target: { value } }));

describe('building 停用 by clicks', () => {
  it('确认 → 调用接口 with 请求体字段 {userId: 变量 row.userId, ifValid: 固定值 "0"} is written to the draft as JSON', async () => {
    render(<RowActionProperties doc={designed()} />);
    const props = document.querySelector<HTMLElement>('section[aria-label="属性"]')!;
    // Found by label, not by role: naming every control of a form this large by role takes jsdom minutes.
    const combo = (name: string | RegExp) => within(props).findByLabelText(name);
    await pick(await combo('点击动作类型'), '确认');
    await type(await within(props).findByLabelText(/^确认提示/), '确定停用该用户？');
    await pick(await combo('确认后动作类型'), '调用接口');
    await pick(await combo(/^请求方法/), 'PUT');
    const group = (scope: HTMLElement, name: string) =>
      scope.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`)!;
    const body = group(props, '请求体字段');
    fireEvent.click(within(body).getByText('添加字段'));
    await type(within(body).getByLabelText('字段名'), 'userId');
    await pick(within(body).getByLabelText('取值方式'), '变量');
    await pick(within(body).getByLabelText('变量', { exact: true }), '用户编号（row.userId）');
    fireEvent.click(within(body).getByText('添加字段'));
    const second = group(body, '请求体字段第2项');
    await type(within(second).getByLabelText('字段名'), 'ifValid');
    await type(within(second).getByLabelText('值', { exact: true }), '0');
    const draft = () =>
      JSON.parse(screen.getByTestId('draft').textContent!) as { blocks: { rowActions: unknown[] }[] };
    await waitFor(() =>
      expect(draft().blocks[0]!.rowActions.at(-1)).toEqual({
        label: '停用',
        action: {
          type: 'confirm',
          message: '确定停用该用户？',
          then: {
            type: 'request',
            method: 'PUT',
            path: '/commondeal/',
            body: { userId: { var: 'row.userId' }, ifValid: '0' },
          },
        },
      }),
    );
  }, 30_000);
});
