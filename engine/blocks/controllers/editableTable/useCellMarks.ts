import { useCallback, useState } from 'react';
import type { EditableTableBlock } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { renderTemplate } from '../../../expr';
import { afterPress } from '../afterPress';
import { cellKey, isEmptyCell } from '../editableRows';
import type { Row } from '../rows';
import type { EditableText } from './editableTableTypes';

/**
 * Which empty cells of an editable table show their message: those the user left, or all of them
 * once a save found the table incomplete (`markAll`).
 */
export function useCellMarks(block: EditableTableBlock, rows: Row[], text: EditableText, ctx: ActionContext) {
  const [left, setLeft] = useState<Set<string>>(() => new Set());
  const [marked, setMarked] = useState(false);
  const cellMessage = useCallback(
    (index: number, field: string) => {
      const row = rows[index];
      if (!row || !isEmptyCell(row[field])) return null;
      if (!marked && !left.has(cellKey(index, field))) return null;
      const column = block.columns.find((c) => c.field === field);
      return text('cell', column ? renderTemplate(column.title, ctx) : field);
    },
    [rows, marked, left, block.columns, text, ctx],
  );
  const leaveCell = useCallback(
    (index: number, field: string) =>
      afterPress(() => setLeft((old) => new Set(old).add(cellKey(index, field)))),
    [],
  );
  const markAll = useCallback(() => setMarked(true), []);
  /** Forgets the cells left (their places moved). */
  const forgetLeft = useCallback(() => setLeft(new Set()), []);
  /** Shows no message again. */
  const unmark = useCallback(() => {
    setMarked(false);
    setLeft(new Set());
  }, []);
  return { cellMessage, leaveCell, markAll, forgetLeft, unmark };
}
