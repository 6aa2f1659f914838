import { Input } from 'antd';
import { textInputProps, type FieldWidgetProps } from './widgetTypes';
import { useLightField } from './LightField';

/** A password input with the show/hide eye. */
export function PasswordWidget(props: FieldWidgetProps) {
  const field = useLightField();
  const { options } = props;
  return (
    <Input.Password
      {...field}
      {...textInputProps(props)}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'current-password'}
    />
  );
}
