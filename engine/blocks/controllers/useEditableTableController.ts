import { useCallback, useMemo, useState } from 'react';
import type { EditableTableBlock } from '../../descriptor';
import { getPath, renderTemplate } from '../../expr';
import { useScreen } from '../../screen';
import { blankRow, cellKey, editableTexts, isEmptyCell, saveProblem } from './editableRows';
import type { Page } from './crudTypes';
import type { Row } from './rows';
import { useBlockContext } from './useBlockContext';
import { afterPress } from './afterPress';

/** The state and commands of an editable table, for its view. */
export interface EditableTableController {
  block: EditableTableBlock;
  rows: Row[];
  editing: boolean;
  page: Page;
  pageSizes: number[];
  /** The texts of the buttons and messages, rendered. */
  text: (key: keyof typeof editableTexts, column?: string) => string;
  /** The message under a cell, or null. */
  cellMessage(index: number, field: string): string | null;
  setCell(index: number, field: string, value: unknown): void;
  /** The user left a cell. */
  leaveCell(index: number, field: string): void;
  add(): void;
  edit(): void;
  /** Validates and leaves edit mode; false when refused (its message shown). */
  save(): boolean;
  remove(index: number): void;
  clear(): void;
  changePage(current: number, size: number): void;
}

const DEFAULT_SIZE = 10;

/** The controller of an editable table whose rows live in `state.<block.rows>`. */
export function useEditableTableController(block: EditableTableBlock): EditableTableController {
  const runtime = useScreen();
  const ctx = useBlockContext();
  const held = getPath(runtime.state, block.rows);
  const rows = useMemo(() => (Array.isArray(held) ? (held as Row[]) : []), [held]);
  const firstSize = block.pagination?.pageSize ?? DEFAULT_SIZE;
  const [page, setPage] = useState<Page>({ current: 1, size: firstSize });
  const [editing, setEditing] = useState(false);
  const [left, setLeft] = useState<Set<string>>(() => new Set());
  const [marked, setMarked] = useState(false);
  const pageSizes = useMemo(() => {
    const sizes = block.pagination?.pageSizes ?? [firstSize];
    const onClear = block.pagination?.pageSizeOnClear;
    return onClear && !sizes.includes(onClear) ? [...sizes, onClear].sort((a, b) => a - b) : sizes;
  }, [block.pagination, firstSize]);

  const text = useCallback(
    (key: keyof typeof editableTexts, column?: string) => {
      const given =
        key === 'incomplete' || key === 'cell' || key === 'empty'
          ? block.messages?.[key]
          : block.labels?.[key];
      return renderTemplate(given ?? editableTexts[key], { ...ctx, column });
    },
    [block.messages, block.labels, ctx],
  );
  const write = useCallback((next: Row[]) => runtime.setState(block.rows, next), [runtime, block.rows]);

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
  const setCell = useCallback(
    (index: number, field: string, value: unknown) =>
      write(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r))),
    [rows, write],
  );
  const leaveCell = useCallback(
    (index: number, field: string) =>
      afterPress(() => setLeft((old) => new Set(old).add(cellKey(index, field)))),
    [],
  );
  const add = useCallback(() => {
    const next = [...rows, blankRow(block.columns)];
    write(next);
    setEditing(true);
    setPage((p) => ({ ...p, current: Math.ceil(next.length / p.size) }));
  }, [rows, block.columns, write]);
  const save = useCallback(() => {
    const problem = saveProblem(rows, block.columns);
    if (problem) {
      runtime.env.toast('warning', text(problem));
      if (problem === 'incomplete') setMarked(true);
      return false;
    }
    setEditing(false);
    setMarked(false);
    setLeft(new Set());
    return true;
  }, [rows, block.columns, runtime.env, text]);
  const remove = useCallback(
    (index: number) => {
      write(rows.filter((_, i) => i !== index));
      // Marks follow the rows that moved up.
      setLeft(new Set());
    },
    [rows, write],
  );
  const clear = useCallback(() => {
    write([]);
    setEditing(false);
    setMarked(false);
    setLeft(new Set());
    setPage({ current: 1, size: block.pagination?.pageSizeOnClear ?? firstSize });
  }, [write, block.pagination, firstSize]);
  const changePage = useCallback(
    (current: number, size: number) => setPage((p) => ({ current: size === p.size ? current : 1, size })),
    [],
  );
  const lastPage = Math.max(1, Math.ceil(rows.length / page.size));
  const shown = useMemo(
    () => ({ current: Math.min(page.current, lastPage), size: page.size }),
    [page, lastPage],
  );
  return {
    block,
    rows,
    editing,
    page: shown,
    pageSizes,
    text,
    cellMessage,
    setCell,
    leaveCell,
    add,
    edit: () => setEditing(true),
    save,
    remove,
    clear,
    changePage,
  };
}
