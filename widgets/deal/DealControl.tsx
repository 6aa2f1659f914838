import { memo, useCallback } from 'react';
import type { LayoutField } from '../../engine/deal';
import { useDealFields, useDealValue } from '../../engine/blocks/controllers';
import { DealInput, isWidgetField, type WidgetField } from './DealInput';
import { DealTextInput } from './DealTextInput';

interface DealControlProps {
  /** The field id in the store (`node.field`, `node.<row>.field`). */
  id: string;
  domId: string;
  field: LayoutField;
  error: boolean;
  cell?: boolean;
}

/**
 * The input of one field or cell. A text input holds what is typed and re-renders on nothing but its
 * message (`DealTextInput`); a choice, a date or a textarea subscribes to its own value in the store:
 * a change re-renders that input alone (not its label and message frame, not the form).
 */
export const DealControl = memo(function DealControl({ field, ...props }: DealControlProps) {
  return isWidgetField(field) ? (
    <DealWidgetControl field={field} {...props} />
  ) : (
    <DealTextInput field={field} {...props} />
  );
});

function DealWidgetControl({ id, domId, field, error, cell }: DealControlProps & { field: WidgetField }) {
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
}
