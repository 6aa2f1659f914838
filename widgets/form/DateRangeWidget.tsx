import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { optionString, type FieldWidgetProps } from './widgetTypes';
import { formMessages as m } from './messages';

/** The range shortcuts: the last week and the last month, up to today. */
const rangePresets = (): { label: string; value: [Dayjs, Dayjs] }[] => [
  { label: m.lastWeek, value: [dayjs().subtract(7, 'day'), dayjs()] },
  { label: m.lastMonth, value: [dayjs().subtract(30, 'day'), dayjs()] },
];

/**
 * A date range (`ui:widget: dateRange`) on an array field: `[begin, end]` as `YYYY-MM-DD` strings
 * (`ui:options.format` for another pattern); clearing it empties the field.
 */
export function DateRangeWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  const format = optionString(props, 'format', 'YYYY-MM-DD');
  const parse = (v: unknown) => (typeof v === 'string' && v ? dayjs(v, format) : null);
  const pair = Array.isArray(value) ? value : [];
  const begin = parse(pair[0]);
  const end = parse(pair[1]);
  return (
    <DatePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      format={format}
      disabled={disabled || readonly}
      placeholder={[
        optionString(props, 'beginPlaceholder', '开始日期'),
        optionString(props, 'endPlaceholder', '结束日期'),
      ]}
      presets={rangePresets()}
      value={begin?.isValid() && end?.isValid() ? [begin, end] : null}
      onChange={(range) => {
        const next =
          range && range[0] && range[1] ? [range[0].format(format), range[1].format(format)] : undefined;
        onChange(next);
        onBlur(id, next);
      }}
    />
  );
}
