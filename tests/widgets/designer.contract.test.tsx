/**
 * 从接口添加 (docs/studio.md, 设计): the configurator picks a route of the server's contract, checks its
 * fields and 确定 hands the designer one undoable edit.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { applyPatch, deepClone } from 'fast-json-patch';
import type { PatchOp } from '../../engine/designer/types';
import type { OpenApiDoc } from '../../engine/lint';
import openapiJson from '../../openapi/commondeal.json';
import roleIndex from '../../screens/roleIndex.screen.json';
import { FromContractDialog } from '../../widgets/blocks/designer/FromContractDialog';
import { button, screen } from './renderScreen';

const openapi = openapiJson as unknown as OpenApiDoc;
const empty = { id: 'roles2', route: '/home/roles2', title: '角色', layout: 'shell', blocks: [] };

function open(doc: unknown, selected?: string) {
  const onApply = vi.fn<(ops: PatchOp[], label: string) => void>();
  const onClose = vi.fn();
  render(
    <FromContractDialog
      open
      openapi={openapi}
      doc={doc}
      selected={selected}
      onApply={onApply}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByText('从接口添加').closest<HTMLElement>('.ant-modal')!;
  return { onApply, onClose, dialog };
}

/** Searches the 接口 select and picks the route whose option text holds `text`. */
async function chooseRoute(search: string, text: string) {
  const input = screen.getByLabelText('接口');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  const option = await screen.findByText(
    (t, el) => t.includes(text) && !!el?.closest('.ant-select-item-option'),
    {
      selector: '.ant-select-item-option-content',
    },
  );
  fireEvent.click(option);
}
/** The fieldset of checkboxes under `legend`. */
const group = (dialog: HTMLElement, legend: string) =>
  within(dialog).getByText(legend, { selector: 'legend' }).closest<HTMLElement>('fieldset')!;
const checked = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.closest('label')?.textContent);

describe('从接口添加', () => {
  it('the role list route offers its row fields as columns and query fields, all checked, 每页条数 20', async () => {
    const { dialog } = open(empty);
    await chooseRoute('platformrole/list', '角色列表（分页）');
    expect(within(dialog).getByText('将新建一个列表区块。')).toBeInTheDocument();
    expect(within(dialog).getByText('该接口不接受查询条件：以下条件筛选接口返回的行。')).toBeInTheDocument();
    expect(checked(dialog)).toEqual([
      '角色编号（roleId）',
      '角色名称（roleName）',
      '角色中文名称（roleCnname）',
      '版本号（version）',
      '角色编号（roleId）',
      '角色名称（roleName）',
      '角色中文名称（roleCnname）',
    ]);
    expect(within(dialog).getByLabelText('每页条数')).toHaveValue('20');
  });

  it('确定 with nothing selected adds a crud of the checked columns and query fields', async () => {
    const { dialog, onApply, onClose } = open(empty);
    await chooseRoute('角色列表', '角色列表（分页）');
    const columns = group(dialog, '列');
    fireEvent.click(within(columns).getByLabelText('版本号（version）'));
    const query = group(dialog, '查询条件');
    fireEvent.click(within(query).getByLabelText('角色编号（roleId）'));
    fireEvent.click(within(query).getByLabelText('角色中文名称（roleCnname）'));
    fireEvent.click(button('确定', dialog));
    expect(onClose).toHaveBeenCalled();
    const [ops, label] = onApply.mock.calls[0]!;
    expect(label).toBe('从接口添加：角色列表');
    const after = applyPatch(deepClone(empty), ops).newDocument as { blocks: Record<string, unknown>[] };
    expect(after.blocks[0]).toMatchObject({
      type: 'crud',
      title: '角色列表',
      pagination: { pageSize: 20 },
      columns: [
        { title: '角色编号', field: 'roleId' },
        { title: '角色名称', field: 'roleName' },
        { title: '角色中文名称', field: 'roleCnname' },
      ],
      query: { schema: { properties: { roleName: { title: '角色名称' } } } },
    });
  });

  it('a write route with 角色列表 selected adds a dialog and its 新增 button; required fields stay checked', async () => {
    const { dialog, onApply } = open(roleIndex, '/blocks/0');
    await chooseRoute('platformrole/insert', '新增角色');
    expect(
      within(dialog).getByText('将在选中的列表上添加一个对话框和打开它的按钮，提交后刷新列表。'),
    ).toBeInTheDocument();
    const name = within(dialog).getByLabelText('角色名称（roleName，必填）');
    expect(name).toBeChecked();
    expect(name).toBeDisabled();
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    const [ops] = onApply.mock.calls[0]!;
    const after = applyPatch(deepClone(roleIndex), ops).newDocument as unknown as typeof roleIndex & {
      dialogs: Record<string, { title: string }>;
    };
    expect(after.blocks[0]!.toolbar.map((b) => b.label)).toEqual(['新增角色', '新增']);
    expect(after.dialogs.platformroleInsert?.title).toBe('新增角色');
  });

  it("with 角色管理's list selected it opens on that list's route: the columns it shows stay checked as 已添加", async () => {
    const { dialog, onApply } = open(roleIndex, '/blocks/0/columns/1');
    expect(screen.getByLabelText('接口').closest('.ant-select')).toHaveTextContent(
      '角色列表（分页） · GET /commondeal/api/platformrole/list',
    );
    expect(within(dialog).getByText('勾选的列和查询条件将添加到选中的列表。')).toBeInTheDocument();
    const shown = within(group(dialog, '列')).getByLabelText('角色名称（roleName，已添加）');
    expect(shown).toBeChecked();
    expect(shown).toBeDisabled();
    fireEvent.click(button('确定', dialog));
    const [ops] = onApply.mock.calls[0]!;
    expect(ops.filter((o) => o.path.includes('/columns'))).toEqual([
      { op: 'add', path: '/blocks/0/columns/-', value: { title: '版本号', field: 'version' } },
    ]);
  });

  it('确定 is disabled until a route is chosen', () => {
    const { dialog } = open(empty);
    expect(button('确定', dialog)).toBeDisabled();
  });
});
