import { Input } from 'antd';
import { emptyToUndefined, optionNumber, type FieldWidgetProps } from './widgetTypes';
import { useLightField } from './lightField';

/** A multi-line text (text fields of length ≥ 1000), with a character count when limited. */
export function TextareaWidget(props: FieldWidgetProps) {
  const { status } = useLightField();
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, schema } = props;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <Input.TextArea
      status={status}
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      placeholder={placeholder}
      rows={optionNumber(props, 'rows', 4)}
      maxLength={max}
      showCount={max !== undefined}
      onChange={(e) => onChange(emptyToUndefined(e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
