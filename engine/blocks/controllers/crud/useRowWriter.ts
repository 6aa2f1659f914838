import { useCallback, useRef, type Dispatch, type SetStateAction } from 'react';
import type { ValueWriter } from '../../../actions';
import { getPath } from '../../../expr';
import { updateRow, type Row } from '../shared/rows';

/** The `row` writer of a crud row's actions: writes into the listed row, and undoes the write. */
export function useRowWriter(
  rowKey: string,
  keyOf: (row: Row) => string,
  all: Row[],
  setAll: Dispatch<SetStateAction<Row[]>>,
) {
  const allRef = useRef(all);
  allRef.current = all;
  return useCallback(
    (row: Row): ValueWriter =>
      (path, value) => {
        const key = keyOf(row);
        const current = allRef.current.find((r) => keyOf(r) === key);
        const old = getPath(current, path);
        setAll((rows) => updateRow(rows, rowKey, key, path, value));
        return () => setAll((rows) => updateRow(rows, rowKey, key, path, old));
      },
    [keyOf, rowKey, setAll],
  );
}
