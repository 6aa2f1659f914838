import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { datePresets } from './DateWidget';
import { optionString, type FieldWidgetProps } from './widgetTypes';

dayjs.extend(customParseFormat);

/**
 * A date-time as a `YYYY-MM-DD HH:mm:ss` string (the national interface's DT, deal DATE14;
 * `ui:options.format` for another pattern); validates on change like the other choices.
 */
export function DateTimeWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  const format = optionString(props, 'format', 'YYYY-MM-DD HH:mm:ss');
  const parsed = typeof value === 'string' && value ? dayjs(value, format) : null;
  return (
    <DatePicker
      id={id}
      name={id}
      showTime
      style={{ width: '100%' }}
      format={format}
      disabled={disabled || readonly}
      placeholder={placeholder ?? '请选择日期时间'}
      presets={datePresets()}
      value={parsed && parsed.isValid() ? parsed : null}
      onChange={(d) => {
        const next = d ? d.format(format) : undefined;
        onChange(next);
        onBlur(id, next);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
