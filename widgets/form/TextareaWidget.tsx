import { Input } from 'antd';
import { optionNumber, textInputProps, type FieldWidgetProps } from './widgetTypes';
import { useLightField } from './LightField';

/** A multi-line text (text fields of length ≥ 1000), with a character count when limited. */
export function TextareaWidget(props: FieldWidgetProps) {
  const { status } = useLightField();
  const { schema } = props;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <Input.TextArea
      status={status}
      {...textInputProps(props)}
      rows={optionNumber(props, 'rows', 4)}
      maxLength={max}
      showCount={max !== undefined}
    />
  );
}
