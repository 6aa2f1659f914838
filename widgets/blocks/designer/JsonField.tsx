import { useEffect, useState } from 'react';
import { Input, Typography } from 'antd';
import { syntaxProblem } from '../../../engine/blocks/controllers/descriptorEditor/checkDescriptorText';

/** What a property's own editor gets (the expression builder takes the same). */
export interface ExprFieldProps {
  value: unknown;
  onChange(value: unknown): void;
  /** The selected node's JSON Pointer. */
  path: string;
  /** The key of the node being edited (`visible`, `enabled`…). */
  keyName: string;
  /** The key's Chinese title, for the control's accessible name. */
  label?: string;
  /** The id the form's label points at. */
  id?: string;
}

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * A value the form has no field for (a map, an expression without the builder), as JSON text: each
 * text that parses is the new value; one that does not is shown with the JSON check's message, unsaved.
 */
export function JsonField({ value, onChange, keyName, label, id }: ExprFieldProps) {
  const [text, setText] = useState(() => show(value));
  const [error, setError] = useState<string>();
  useEffect(() => {
    setText((t) => {
      try {
        return JSON.stringify(JSON.parse(t)) === JSON.stringify(value) ? t : show(value);
      } catch {
        return t;
      }
    });
  }, [value]);
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setError(undefined);
      return onChange(undefined);
    }
    try {
      const parsed = JSON.parse(next) as unknown;
      setError(undefined);
      onChange(parsed);
    } catch (e) {
      setError(syntaxProblem(next, e).message);
    }
  };
  return (
    <div className="yb-design-json">
      <Input.TextArea
        id={id}
        aria-label={label ?? keyName}
        aria-invalid={!!error}
        autoSize={{ minRows: 1, maxRows: 8 }}
        value={text}
        onChange={(e) => change(e.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
