import { Slider } from 'antd';
import { ariaDescribedByIds, rangeSpec } from '@rjsf/utils';
import type { FieldWidgetProps } from './widgetTypes';

/**
 * A bounded number on a slider: the antd theme's RangeWidget, its handle named after the field (the
 * theme's handle has no accessible name).
 */
export function RangeWidget(props: FieldWidgetProps) {
  const { autofocus, disabled, id, label, onBlur, onChange, onFocus, placeholder, readonly } = props;
  const { schema, value } = props;
  const { min, max, step } = rangeSpec(schema);
  // Props antd's types leave out but passes on, as the theme's widget gives them.
  const extraProps = {
    placeholder,
    onBlur: readonly ? undefined : () => onBlur(id, value),
    onFocus: readonly ? undefined : () => onFocus(id, value),
  };
  return (
    <Slider
      autoFocus={autofocus}
      disabled={disabled || readonly}
      id={id}
      max={max}
      min={min}
      onChange={readonly ? undefined : (next: number) => onChange(next)}
      range={false}
      step={step}
      value={value}
      ariaLabelForHandle={label || schema.title}
      {...extraProps}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
