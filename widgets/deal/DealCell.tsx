import { memo } from 'react';
import { Typography } from 'antd';
import type { LayoutField } from '../../engine/deal';
import { useDealError, useDealFields } from '../../engine/blocks/controllers';
import { DealControl } from './DealControl';
import { domId } from './domId';

const MESSAGE = { fontSize: 12, display: 'block', lineHeight: '18px' } as const;

/**
 * One cell of a list row: its input (subscribed to its own value: editing a cell re-renders that
 * input alone), marked with its message when left empty or after a submit.
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
  const { store, prefix } = useDealFields();
  const id = `${node}.${rowKey}.${field.name}`;
  const error = useDealError(store, id);
  return (
    <div>
      <DealControl id={id} domId={domId(prefix, id)} field={field} error={Boolean(error)} cell />
      {error && (
        <Typography.Text type="danger" style={MESSAGE}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
});
