import { useState } from 'react';
import { Input } from 'antd';
import { normaliseNumberText } from '../../engine/form';
import { useLightField } from './LightField';
import { optionNumber, type FieldWidgetProps } from './widgetTypes';

const FULL = { width: '100%' } as const;

/** The text an amount shows: with its decimals once it has no more than those. */
function shown(value: unknown, decimals: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const fixed = value.toFixed(decimals);
    return Number(fixed) === value ? fixed : String(value);
  }
  return typeof value === 'string' ? value : '';
}

/**
 * An amount typed as text (docs/descriptor.md, input as people type it): what is typed stays as typed
 * until the field is left, then it is read by the form core's rules: half-width (`５７．００`), a number
 * in plain notation, shown with `ui:options.decimals` decimals (default 2). Anything else (`1,234.5`,
 * `5e1`) stays text, and more decimals than the schema's `multipleOf` stay as typed: the field's own
 * message says what is wrong, where a number input would have rounded or dropped it silently. Empty is
 * undefined (the required message shows).
 */
export function AmountWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  const decimals = optionNumber(props, 'decimals', 2);
  const field = useLightField();
  const [typing, setTyping] = useState<string | undefined>(undefined);
  const text = typing ?? shown(value, decimals);
  return (
    <Input
      {...field}
      id={id}
      name={id}
      style={FULL}
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled || readonly}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        setTyping(e.target.value);
        onChange(normaliseNumberText(e.target.value));
      }}
      onBlur={() => {
        setTyping(undefined);
        const next = normaliseNumberText(text);
        if (next !== value) onChange(next);
        onBlur(id, next);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
