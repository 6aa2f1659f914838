import { InputNumber } from 'antd';
import { optionNumber, type FieldWidgetProps } from './widgetTypes';

const FULL = { width: '100%' } as const;

/**
 * An amount: a number shown and kept with `ui:options.decimals` decimals (default 2), at least the schema's
 * `minimum` (default 0). Empty is undefined (the required message shows).
 */
export function AmountWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, schema } = props;
  const decimals = optionNumber(props, 'decimals', 2);
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const f = 10 ** decimals;
  const current = typeof value === 'number' ? value : value === '' || value == null ? null : Number(value);
  return (
    <InputNumber<number>
      id={id}
      name={id}
      style={FULL}
      min={min}
      precision={decimals}
      disabled={disabled || readonly}
      placeholder={placeholder}
      value={current}
      onChange={(v) => onChange(v === null || v === undefined ? undefined : Math.round(v * f) / f)}
      onBlur={() => onBlur(id, current)}
      onFocus={() => onFocus(id, current)}
    />
  );
}
