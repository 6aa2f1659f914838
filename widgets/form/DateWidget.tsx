import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formMessages as m } from './messages';
import { optionString, type FieldWidgetProps } from './widgetTypes';

dayjs.extend(customParseFormat);

/** The shortcuts every date picker offers (spec 000 §1): 最近一周 and 最近一个月. */
export function datePresets(): { label: string; value: Dayjs }[] {
  return [
    { label: m.lastWeek, value: dayjs().subtract(7, 'day') },
    { label: m.lastMonth, value: dayjs().subtract(30, 'day') },
  ];
}

/** A date as a `YYYY-MM-DD` string (`ui:options.format` for another pattern); validates on change. */
export function DateWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  const format = optionString(props, 'format', 'YYYY-MM-DD');
  const parsed = typeof value === 'string' && value ? dayjs(value, format) : null;
  return (
    <DatePicker
      id={id}
      name={id}
      style={{ width: '100%' }}
      format={format}
      disabled={disabled || readonly}
      placeholder={placeholder ?? '请选择日期'}
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
