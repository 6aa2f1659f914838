import type { Action } from '../../engine/descriptor';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { feeRows } from '../../fixtures/dealFixtures';
import { button, renderScreen } from './renderScreen';
import { dealApi, dealScreen, section } from './dealScreens';
import { VIRTUAL_HEIGHT } from '../../widgets/deal/DealTable';

/**
 * jsdom has no layout: antd's virtual table draws the rows its body's height holds (its scroll.y, at
 * the row height antd estimates), but scrolls to a row only once its scroller has a height. The
 * scroller is given its scroll.y; every other element keeps jsdom's 0.
 */
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.classList.contains('ant-table-tbody-virtual-holder') ? VIRTUAL_HEIGHT : 0;
  },
});

/**
 * A fee detail (2301 feedetail) of `count` rows, all complete but row `missingAt` (1-based), whose
 * 开单科室名称 is left empty.
 */
function fill(count: number, missingAt?: number): Action {
  const rows: Record<string, string>[] = feeRows(count);
  if (missingAt !== undefined) {
    const { bilg_dept_name: _, ...partial } = rows[missingAt - 1] ?? {};
    rows[missingAt - 1] = partial;
  }
  return { type: 'setValue', target: 'form', path: 'feedetail', value: { preserve: rows } };
}

/** The drawn rows of a table (antd's rows, paged or virtual). */
const drawnRows = (table: HTMLElement) => table.querySelectorAll('.ant-table-row');

/** The row (antd's row element) holding the text `no` in its first cell, the row number. */
const rowNumbered = (table: HTMLElement, no: number) =>
  [...drawnRows(table)].find((r) => r.querySelector('.ant-table-cell')?.textContent === String(no));

describe('dealForm long lists: a table over 100 rows draws only the rows in view', () => {
  it('a 5,000-row fee detail draws far fewer than 5,000 rows, with its count', async () => {
    renderScreen(dealScreen('2301', { onReady: fill(5000) }), dealApi());
    const table = await waitFor(() => section('费用明细'));
    await waitFor(() => expect(within(table).getByText(/^共 \d+ 条$/)).toHaveTextContent('共 5000 条'));
    const drawn = drawnRows(table).length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(50);
    expect(within(table).getAllByLabelText('开单科室名称').length).toBe(drawn);
    expect(within(table).getAllByLabelText('开单科室名称')[0]).toHaveValue('心内科');
    // No pager: the rows scroll.
    expect(table.querySelector('.ant-pagination')).toBeNull();
  });

  it('a submit validates the rows not drawn: row 4,000 without 开单科室名称 refuses it, scrolls to the row and focuses the cell', async () => {
    const { user, calls } = renderScreen(dealScreen('2301', { onReady: fill(5000, 4000) }), dealApi());
    const table = await waitFor(() => section('费用明细'));
    await waitFor(() => expect(within(table).getByText(/^共 \d+ 条$/)).toHaveTextContent('共 5000 条'));
    expect(rowNumbered(table, 4000)).toBeUndefined();
    await user.click(button('执行'));
    expect(await within(table).findByRole('alert')).toHaveTextContent('请完善信息');
    expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(0);
    // The table scrolled to row 4,000: drawn, its cell focused and marked with its message.
    const row = await waitFor(() => {
      const r = rowNumbered(table, 4000);
      if (!(r instanceof HTMLElement)) throw new Error('第4000行未绘制');
      return r;
    });
    const cell = within(row).getByLabelText('开单科室名称');
    await waitFor(() => expect(cell).toHaveFocus());
    expect(cell).toHaveValue('');
    expect(cell.closest('.ant-input-status-error, .ant-input-affix-wrapper-status-error')).not.toBeNull();
    const marked = [...row.querySelectorAll('.ant-typography-danger')].map((e) => e.textContent);
    expect(marked).toEqual(['请输入开单科室名称']);
    expect(drawnRows(table).length).toBeLessThan(50);
  });

  it('a message in a drawn row still focuses its cell (the first error, in row order)', async () => {
    const { user } = renderScreen(dealScreen('2301', { onReady: fill(5000, 2) }), dealApi());
    const table = await waitFor(() => section('费用明细'));
    const row = await waitFor(() => {
      const r = rowNumbered(table, 2);
      if (!(r instanceof HTMLElement)) throw new Error('第2行未绘制');
      return r;
    });
    await user.click(button('执行'));
    await waitFor(() => expect(within(row).getByLabelText('开单科室名称')).toHaveFocus());
  });

  it('rows are added (the table scrolls to the new row, numbered 5,001) and deleted', async () => {
    const { user } = renderScreen(dealScreen('2301', { onReady: fill(5000) }), dealApi());
    const table = await waitFor(() => section('费用明细'));
    await waitFor(() => expect(within(table).getByText(/^共 \d+ 条$/)).toHaveTextContent('共 5000 条'));
    await user.click(within(table).getByText('新增一行'));
    await waitFor(() => expect(within(table).getByText(/^共 \d+ 条$/)).toHaveTextContent('共 5001 条'));
    const added = await waitFor(() => {
      const r = rowNumbered(table, 5001);
      if (!(r instanceof HTMLElement)) throw new Error('第5001行未绘制');
      return r;
    });
    expect(within(added).getByLabelText('开单科室名称')).toHaveValue('');
    await user.click(within(added).getByText(/删\s*除/));
    await waitFor(() => expect(within(table).getByText(/^共 \d+ 条$/)).toHaveTextContent('共 5000 条'));
  });

  it('a native sideways scroll of the rows (Tab into a column out of view) is handed to the table as a wheel, keeping the header in step', async () => {
    renderScreen(dealScreen('2301', { onReady: fill(5000) }), dealApi());
    const table = await waitFor(() => section('费用明细'));
    await waitFor(() => expect(within(table).getByText(/^共 \d+ 条$/)).toHaveTextContent('共 5000 条'));
    const holder = table.querySelector('.ant-table-tbody-virtual-holder');
    const box = holder?.firstElementChild;
    if (!(holder instanceof HTMLElement) || !(box instanceof HTMLElement)) throw new Error('没有虚拟表体');
    let left = 0;
    Object.defineProperty(box, 'scrollLeft', {
      configurable: true,
      get: () => left,
      set: (v: number) => void (left = v),
    });
    const wheels: number[] = [];
    holder.addEventListener('wheel', (e) => wheels.push(e.deltaX));
    // What the browser does when a focused cell lies to the right of the view.
    box.scrollLeft = 351;
    box.dispatchEvent(new Event('scroll'));
    expect(box.scrollLeft).toBe(0);
    expect(wheels).toEqual([351]);
    // A cell's input scrolling its own text (typed past its width) is left alone.
    const input = within(table).getAllByLabelText('医疗目录编码')[0] as HTMLInputElement;
    let text = 0;
    Object.defineProperty(input, 'scrollLeft', {
      configurable: true,
      get: () => text,
      set: (v: number) => void (text = v),
    });
    input.scrollLeft = 40;
    input.dispatchEvent(new Event('scroll'));
    expect(input.scrollLeft).toBe(40);
    expect(wheels).toEqual([351]);
  });
});
