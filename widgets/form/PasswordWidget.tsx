import { Input } from 'antd';
import { emptyToUndefined, type FieldWidgetProps } from './widgetTypes';
import { useLightField } from './lightField';

/** A password input with the show/hide eye. */
export function PasswordWidget({
  id,
  value,
  disabled,
  readonly,
  placeholder,
  onChange,
  onBlur,
  onFocus,
  options,
}: FieldWidgetProps) {
  const field = useLightField();
  return (
    <Input.Password
      {...field}
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      placeholder={placeholder}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'current-password'}
      onChange={(e) => onChange(emptyToUndefined(e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
