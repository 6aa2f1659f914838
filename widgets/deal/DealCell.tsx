import { memo, useCallback } from 'react';
import { Typography } from 'antd';
import type { LayoutField } from '../../engine/deal';
import { useDealError, useDealFields, useDealValue } from '../../engine/blocks/controllers';
import { DealInput } from './DealInput';
import { domId } from './domId';

const MESSAGE = { fontSize: 12, display: 'block', lineHeight: '18px' } as const;

/**
 * One cell of a list row: its input, marked with its message when empty after a submit (or when
 * left empty). Subscribed to its own value, so editing a cell re-renders that cell alone.
 */
export const DealCell = memo(function DealCell({
  node,
  rowKey,
  field,
}: {
  node: string;
  rowKey: string;
  field: LayoutField;
}) {
  const { store, commit, prefix } = useDealFields();
  const id = `${node}.${rowKey}.${field.name}`;
  const value = useDealValue(store, id);
  const error = useDealError(store, id);
  const onChange = useCallback((v: string | undefined) => store.setValue(id, v), [store, id]);
  const onCommit = useCallback(() => commit(id), [commit, id]);
  return (
    <div>
      <DealInput
        id={domId(prefix, id)}
        field={field}
        value={value}
        error={Boolean(error)}
        cell
        onChange={onChange}
        onCommit={onCommit}
      />
      {error && (
        <Typography.Text type="danger" style={MESSAGE}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
});
