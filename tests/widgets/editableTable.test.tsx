import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { ActionsBlock, CrudBlock, EditableTableBlock, ResultBlock } from '../../engine/descriptor';
import { amountOf, saveProblem } from '../../engine/blocks/controllers';
import { button, cellsOf, renderScreen, screen, screenOf } from './renderScreen';

const manual: EditableTableBlock = {
  type: 'editableTable',
  id: 'manual',
  rows: 'manualRows',
  columns: [
    { title: '结算ID', field: 'setl_id' },
    { title: '医疗费总额', field: 'medfee_sumamt', kind: 'amount' },
    {
      title: '退费结算标志',
      field: 'refd_setl_flag',
      kind: 'select',
      options: [
        { value: '1', label: '是' },
        { value: '0', label: '否' },
      ],
    },
  ],
  pagination: { pageSize: 10, pageSizes: [10, 20, 50], pageSizeOnClear: 20 },
};
/** Shows what the state holds, as the upload action would send it. */
const count: ResultBlock = { type: 'result', text: '共{{state.manualRows.length}}行', visible: true };
const screenWith = (extra: EditableTableBlock['messages'] = undefined) =>
  screenOf([{ ...manual, messages: extra }, count], { state: { manualRows: { preserve: [] } } });

const cell = (label: string) => screen.getByLabelText(label);

describe('editableTable (手工录入)', () => {
  it('saving with no rows shows 请添加明细信息', async () => {
    const { user } = renderScreen(screenWith());
    await user.click(button('保存草稿'));
    expect(await screen.findByText('请添加明细信息')).toBeInTheDocument();
  });

  it('leaving an empty cell shows 请输入{列名} under it', async () => {
    const { user } = renderScreen(screenWith());
    await user.click(button('添加明细'));
    fireEvent.blur(cell('第1行结算ID'));
    expect(await screen.findByText('请输入结算ID')).toBeInTheDocument();
    expect(screen.queryByText('请输入医疗费总额')).toBeNull();
  });

  it('saving with an empty cell shows 请完善信息 and marks every empty cell; filled, it leaves edit mode', async () => {
    const { user } = renderScreen(screenWith());
    await user.click(button('添加明细'));
    await user.type(cell('第1行结算ID'), '400130001');
    await user.click(button('保存草稿'));
    expect(await screen.findByText('请完善信息')).toBeInTheDocument();
    expect(cell('第1行医疗费总额').closest('td')).toHaveTextContent('请输入医疗费总额');
    expect(cell('第1行退费结算标志').closest('td')).toHaveTextContent('请输入退费结算标志');
    await user.type(cell('第1行医疗费总额'), '12.345');
    fireEvent.blur(cell('第1行医疗费总额'));
    await user.click(cell('第1行退费结算标志'));
    await user.click(await screen.findByTitle('否'));
    await user.click(button('保存草稿'));
    // Out of edit mode: the values as text, the amount with 2 decimals.
    await waitFor(() => expect(screen.queryByLabelText('第1行结算ID')).toBeNull());
    expect(cellsOf('400130001')).toEqual(expect.arrayContaining(['400130001', '12.35', '否']));
    expect(screen.getByText(/^共\d+行$/)).toHaveTextContent('共1行');
  });

  it('the messages are the descriptor’s when given', async () => {
    const { user } = renderScreen(screenWith({ empty: '请先添加明细', cell: '{{column}}不能为空' }));
    await user.click(button('保存草稿'));
    expect(await screen.findByText('请先添加明细')).toBeInTheDocument();
    await user.click(button('添加明细'));
    fireEvent.blur(cell('第1行结算ID'));
    expect(await screen.findByText('结算ID不能为空')).toBeInTheDocument();
  });

  it('edit, per-row delete and clear: rows go from the state; clearing sets the page size to 20', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      setl_id: `S${i + 1}`,
      medfee_sumamt: 10,
      refd_setl_flag: '0',
    }));
    const { user } = renderScreen(screenOf([manual, count], { state: { manualRows: { preserve: rows } } }));
    expect(await screen.findByText('共12行')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options')).toHaveTextContent('10 条/页');
    await user.click(button('编辑'));
    expect(cell('第1行结算ID')).toHaveValue('S1');
    const first = cell('第1行结算ID').closest('tr')!;
    await user.click(within(first as HTMLElement).getByText(/删\s*除/));
    expect(await screen.findByText('共11行')).toBeInTheDocument();
    expect(cell('第1行结算ID')).toHaveValue('S2');
    await user.click(button('清空录入'));
    expect(await screen.findByText('共0行')).toBeInTheDocument();
    // The pager shows again with the next row, at 20 a page.
    await user.click(button('添加明细'));
    expect(await screen.findByText('20 条/页')).toBeInTheDocument();
  });

  it('a crud shows rows from the screen state (the template-upload tab), paged locally', async () => {
    const fileRows: CrudBlock = {
      type: 'crud',
      rowsFrom: { var: 'state.fileRows' },
      rowKey: 'setl_id',
      columns: [
        { title: '结算ID', field: 'setl_id' },
        { title: '退费结算标志', field: 'refd', format: { map: { '0': '否' }, fallback: '是' } },
      ],
      pagination: { pageSize: 10 },
    };
    const clear: ActionsBlock = {
      type: 'actions',
      buttons: [
        {
          label: '清空导入信息',
          action: { type: 'setValue', target: 'state', path: 'fileRows', value: { preserve: [] } },
        },
      ],
    };
    const { user } = renderScreen(
      screenOf([clear, fileRows], {
        state: {
          fileRows: {
            preserve: [
              { setl_id: 'F1', refd: '0' },
              { setl_id: 'F2', refd: '1' },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('F1')).toBeInTheDocument();
    expect(cellsOf('F2')).toContain('是');
    await user.click(button('清空导入信息'));
    await waitFor(() => expect(screen.queryByText('F1')).toBeNull());
  });

  it('rules as pure functions: empty → empty, a blank cell → incomplete; amounts rounded, min 0', () => {
    expect(saveProblem([], manual.columns)).toBe('empty');
    expect(saveProblem([{ setl_id: ' ', medfee_sumamt: 1, refd_setl_flag: '0' }], manual.columns)).toBe(
      'incomplete',
    );
    expect(saveProblem([{ setl_id: 'a', medfee_sumamt: 0, refd_setl_flag: '0' }], manual.columns)).toBeNull();
    expect(amountOf('12.345')).toBe(12.35);
    expect(amountOf(-3)).toBe(0);
    expect(amountOf('')).toBeNull();
  });
});
