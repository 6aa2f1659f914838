import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { EditableTableBlock } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { renderTemplate } from '../../../expr';
import { createFormStore } from '../../../form';
import { cellKey, emptyCells, isEmptyCell } from './editableRows';
import type { Row } from '../shared/rows';
import type { EditableText } from './editableTableTypes';

/** The cells of the rows by `cellKey`: the table's values as its form store holds them. */
function cellsOf(rows: readonly Row[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const [field, value] of Object.entries(row)) out[cellKey(i, field)] = value;
  });
  return out;
}

/**
 * Which empty cells of an editable table show their message, kept by a form store (`engine/form`,
 * cell ids `cellKey`, its values the cells, the rows staying in the screen's state): those the user
 * left (the press rule), or all of them once a save found the table incomplete (`markAll`, the
 * store's submit).
 */
export function useCellMarks(block: EditableTableBlock, rows: Row[], text: EditableText, ctx: ActionContext) {
  const [store] = useState(() => createFormStore({ initial: {}, idOf: (id) => id }));
  // A cell left or the table marked re-renders the table (the state is a new object then).
  useSyncExternalStore(store.subscribeState, store.state);
  /** The message of an empty cell (its column named), whether it shows or not. */
  const messageOf = (index: number, field: string) => {
    const row = rows[index];
    if (!row || !isEmptyCell(row[field])) return null;
    const column = block.columns.find((c) => c.field === field);
    return text('cell', column ? renderTemplate(column.title, ctx) : field);
  };
  // The store holds the cells and the messages of the empty ones (the first invalid cell is its answer).
  useLayoutEffect(() => {
    store.set(cellsOf(rows));
    const byCell: Record<string, string[]> = {};
    for (const key of emptyCells(rows, block.columns)) {
      const [index = '', field = ''] = key.split(/\.(.*)/);
      byCell[key] = [messageOf(Number(index), field) ?? ''];
    }
    store.setMessages(byCell);
  });
  const cellMessage = (index: number, field: string) =>
    store.shows(cellKey(index, field)) ? messageOf(index, field) : null;
  const leaveCell = useCallback(
    (index: number, field: string) => store.leaveAfterPress(cellKey(index, field)),
    [store],
  );
  const markAll = useCallback(() => store.submit(), [store]);
  /** Forgets the cells left (their places moved). */
  const forgetLeft = useCallback(() => store.forgetTouched(), [store]);
  /** Shows no message again. */
  const unmark = useCallback(() => store.clear(), [store]);
  return { store, cellMessage, leaveCell, markAll, forgetLeft, unmark };
}
