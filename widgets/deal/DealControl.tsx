import { memo, useCallback } from 'react';
import type { LayoutField } from '../../engine/deal';
import { useDealFields, useDealValue } from '../../engine/blocks/controllers';
import { DealInput } from './DealInput';

/**
 * The input of one field or cell, subscribed to its own value in the store: a keystroke re-renders
 * this input alone (not its label and message frame, not the form).
 */
export const DealControl = memo(function DealControl({
  id,
  domId,
  field,
  error,
  cell,
}: {
  /** The field id in the store (`node.field`, `node.<row>.field`). */
  id: string;
  domId: string;
  field: LayoutField;
  error: boolean;
  cell?: boolean;
}) {
  const { store, commit } = useDealFields();
  const value = useDealValue(store, id);
  const onChange = useCallback((v: string | undefined) => store.setValue(id, v), [store, id]);
  const onCommit = useCallback(() => commit(id), [commit, id]);
  return (
    <DealInput
      id={domId}
      field={field}
      value={value}
      error={error}
      cell={cell}
      onChange={onChange}
      onCommit={onCommit}
    />
  );
});
