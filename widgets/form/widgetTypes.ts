import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormData } from '../../engine/blocks/controllers';
import type { SchemaFormContext } from './formContext';

/** The props of every widget of the console's forms. */
export type FieldWidgetProps = WidgetProps<FormData, RJSFSchema, SchemaFormContext>;

/** A string `ui:options` entry, or the fallback. */
export function optionString(props: FieldWidgetProps, key: string, fallback: string): string {
  const v = props.options[key];
  return typeof v === 'string' && v !== '' ? v : fallback;
}

/** A number `ui:options` entry, or the fallback. */
export function optionNumber(props: FieldWidgetProps, key: string, fallback: number): number {
  const v = props.options[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/** The value RJSF expects for an empty input. */
export function emptyToUndefined(v: string): string | undefined {
  return v === '' ? (undefined as string | undefined) : v;
}

/** The input's value of a change, blur or focus event. */
type InputEvent = { target: { value: string } };

/**
 * What a text input of a field takes: its id as name, the value as text, locked while disabled or
 * read-only, an emptied input as no value, and blur and focus reported with the text.
 */
export function textInputProps({
  id,
  value,
  disabled,
  readonly,
  placeholder,
  onChange,
  onBlur,
  onFocus,
}: FieldWidgetProps) {
  return {
    id,
    name: id,
    value: typeof value === 'string' ? value : '',
    disabled: disabled || readonly,
    placeholder,
    onChange: (e: InputEvent) => onChange(emptyToUndefined(e.target.value)),
    onBlur: (e: InputEvent) => onBlur(id, e.target.value),
    onFocus: (e: InputEvent) => onFocus(id, e.target.value),
  };
}
