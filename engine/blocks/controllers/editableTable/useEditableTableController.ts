import { useMemo, useState } from 'react';
import type { EditableTableBlock } from '../../../descriptor';
import { getPath } from '../../../expr';
import { useScreen } from '../../../screen';
import type { Row } from '../shared/rows';
import { useBlockContext } from '../shared/useBlockContext';
import type { EditableTableController } from './editableTableTypes';
import { useCellMarks } from './useCellMarks';
import { useEditableCommands } from './useEditableCommands';
import { useEditablePaging } from './useEditablePaging';
import { useEditableText } from './useEditableText';

export type { EditableTableController } from './editableTableTypes';

/** The controller of an editable table whose rows live in `state.<block.rows>`. */
export function useEditableTableController(block: EditableTableBlock): EditableTableController {
  const runtime = useScreen();
  const ctx = useBlockContext();
  const held = getPath(runtime.state, block.rows);
  const rows = useMemo(() => (Array.isArray(held) ? (held as Row[]) : []), [held]);
  const [editing, setEditing] = useState(false);
  const { firstSize, setPage, pageSizes, changePage, shown } = useEditablePaging(block, rows);
  const text = useEditableText(block, ctx);
  const marks = useCellMarks(block, rows, text, ctx);
  const { setCell, add, save, remove, clear } = useEditableCommands({
    block,
    runtime,
    rows,
    text,
    setEditing,
    setPage,
    firstSize,
    marks,
  });
  return {
    block,
    rows,
    form: marks.store,
    editing,
    page: shown,
    pageSizes,
    text,
    cellMessage: marks.cellMessage,
    setCell,
    leaveCell: marks.leaveCell,
    add,
    edit: () => setEditing(true),
    save,
    remove,
    clear,
    changePage,
  };
}
