import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formMessages as m } from './messages';
import { optionString, type FieldWidgetProps } from './widgetTypes';

dayjs.extend(customParseFormat);

/** The shortcuts every date picker offers: 最近一周 and 最近一个月. */
export function datePresets(): { label: string; value: Dayjs }[] {
  return [
    { label: m.lastWeek, value: dayjs().subtract(7, 'day') },
    { label: m.lastMonth, value: dayjs().subtract(30, 'day') },
  ];
}

/** A date (or date-time) picker holding a text value in `format`; validates on change like the other choices. */
function PickerWidget(props: FieldWidgetProps & { showTime: boolean; format: string; empty: string }) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, showTime, format, empty } =
    props;
  const parsed = typeof value === 'string' && value ? dayjs(value, format) : null;
  return (
    <DatePicker
      id={id}
      name={id}
      showTime={showTime}
      style={{ width: '100%' }}
      format={format}
      disabled={disabled || readonly}
      placeholder={placeholder ?? empty}
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

/** A date as a `YYYY-MM-DD` string (`ui:options.format` for another pattern). */
export function DateWidget(props: FieldWidgetProps) {
  const format = optionString(props, 'format', 'YYYY-MM-DD');
  return <PickerWidget {...props} showTime={false} format={format} empty="请选择日期" />;
}

/**
 * A date-time as a `YYYY-MM-DD HH:mm:ss` string (the national interface's DT, deal DATE14;
 * `ui:options.format` for another pattern).
 */
export function DateTimeWidget(props: FieldWidgetProps) {
  const format = optionString(props, 'format', 'YYYY-MM-DD HH:mm:ss');
  return <PickerWidget {...props} showTime format={format} empty="请选择日期时间" />;
}
