import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CrudBlock } from '../../../descriptor';
import type { ScreenRuntime } from '../../../screen';
import { rowKeyOf, type Row } from '../shared/rows';

/**
 * A crud's chosen rows: the key of a row, the rows whose keys are chosen, and their copy in the
 * screen state at `selectionAs`.
 */
export function useCrudSelection(
  block: CrudBlock,
  all: Row[],
  selectedKeys: string[],
  setState: ScreenRuntime['setState'],
) {
  const keyOf = useCallback((row: Row) => rowKeyOf(row, block.rowKey), [block.rowKey]);
  const selection = useMemo(
    () => all.filter((r) => selectedKeys.includes(keyOf(r))),
    [all, selectedKeys, keyOf],
  );
  const mirrored = useRef<string | null>(null);
  useEffect(() => {
    // Written when the chosen keys change only: the state write re-renders the screen.
    const keys = JSON.stringify(selectedKeys);
    if (!block.selectionAs || mirrored.current === keys) return;
    mirrored.current = keys;
    setState(block.selectionAs, selection);
  }, [block.selectionAs, selectedKeys, selection, setState]);
  return { keyOf, selection };
}
