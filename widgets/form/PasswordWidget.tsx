// The input alone, not antd's `Input` with its search, text area and OTP fields (the login page's size).
import Password from 'antd/es/input/Password';
import { emptyToUndefined, type FieldWidgetProps } from './widgetTypes';

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
  return (
    <Password
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
