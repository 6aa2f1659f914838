import { useCallback, type Dispatch, type SetStateAction } from 'react';
import type { EditableTableBlock } from '../../../descriptor';
import type { ScreenRuntime } from '../../../screen';
import type { Page } from '../crud/crudTypes';
import { blankRow, saveProblem } from './editableRows';
import type { Row } from '../shared/rows';
import type { EditableText } from './editableTableTypes';
import type { FormStore } from '../../../form';

interface Parts {
  block: EditableTableBlock;
  runtime: ScreenRuntime;
  rows: Row[];
  text: EditableText;
  setEditing: (editing: boolean) => void;
  setPage: Dispatch<SetStateAction<Page>>;
  firstSize: number;
  marks: { markAll(): void; forgetLeft(): void; unmark(): void; store: FormStore };
}

/** An editable table's commands on its rows in `state.<block.rows>`: set a cell, add, save, remove, clear. */
export function useEditableCommands({
  block,
  runtime,
  rows,
  text,
  setEditing,
  setPage,
  firstSize,
  marks,
}: Parts) {
  const write = useCallback((next: Row[]) => runtime.setState(block.rows, next), [runtime, block.rows]);
  const { markAll, forgetLeft, unmark, store } = marks;
  const { onSave } = block;
  const setCell = useCallback(
    (index: number, field: string, value: unknown) =>
      write(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r))),
    [rows, write],
  );
  const add = useCallback(() => {
    const next = [...rows, blankRow(block.columns)];
    write(next);
    setEditing(true);
    setPage((p) => ({ ...p, current: Math.ceil(next.length / p.size) }));
  }, [rows, block.columns, write, setEditing, setPage]);
  const save = useCallback(() => {
    const problem = saveProblem(rows, block.columns);
    if (problem) {
      runtime.env.toast('warning', text(problem));
      if (problem === 'incomplete') markAll();
      return false;
    }
    setEditing(false);
    unmark();
    // The rows passed: what the table's save means goes on (keeping the draft), one at a time.
    if (onSave) void store.guard.run(() => runtime.run(onSave));
    return true;
  }, [rows, block.columns, onSave, runtime, text, setEditing, markAll, unmark, store]);
  const remove = useCallback(
    (index: number) => {
      write(rows.filter((_, i) => i !== index));
      // Marks follow the rows that moved up.
      forgetLeft();
    },
    [rows, write, forgetLeft],
  );
  const clear = useCallback(() => {
    write([]);
    setEditing(false);
    unmark();
    setPage({ current: 1, size: block.pagination?.pageSizeOnClear ?? firstSize });
  }, [write, block.pagination, firstSize, setEditing, unmark, setPage]);
  return { setCell, add, save, remove, clear };
}
