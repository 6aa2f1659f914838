import { memo, useCallback } from 'react';
import { Form } from 'antd';
import type { LayoutField } from '../../engine/deal';
import { useDealError, useDealFields, useDealValue } from '../../engine/blocks/controllers';
import { DealInput } from './DealInput';
import { domId } from './domId';

/**
 * One field of an object node: label, input and message. It subscribes to its own value and message
 * in the store, so typing re-renders this field alone (not the form).
 */
export const DealField = memo(function DealField({ node, field }: { node: string; field: LayoutField }) {
  const { store, commit, prefix } = useDealFields();
  const id = `${node}.${field.name}`;
  const value = useDealValue(store, id);
  const error = useDealError(store, id);
  const onChange = useCallback((v: string | undefined) => store.setValue(id, v), [store, id]);
  const onCommit = useCallback(() => commit(id), [commit, id]);
  const dom = domId(prefix, id);
  return (
    <Form.Item
      label={field.label}
      htmlFor={dom}
      required={field.required}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <DealInput id={dom} field={field} value={value} error={Boolean(error)} onChange={onChange} onCommit={onCommit} />
    </Form.Item>
  );
});
