import { memo } from 'react';
import { Form } from 'antd';
import type { LayoutField } from '../../engine/deal';
import { useDealError, useDealFields } from '../../engine/blocks/controllers';
import { DealControl } from './DealControl';
import { domId } from './domId';

/**
 * One field of an object node: the label and message frame (antd Form.Item), re-rendered only when
 * its message changes; the input inside subscribes to the value (typing re-renders the input only).
 */
export const DealField = memo(function DealField({ node, field }: { node: string; field: LayoutField }) {
  const { store, prefix } = useDealFields();
  const id = `${node}.${field.name}`;
  const error = useDealError(store, id);
  const dom = domId(prefix, id);
  return (
    <Form.Item
      label={field.label}
      htmlFor={dom}
      required={field.required}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <DealControl id={id} domId={dom} field={field} error={Boolean(error)} />
    </Form.Item>
  );
});
