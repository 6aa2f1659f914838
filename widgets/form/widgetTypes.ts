import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormData } from '../../engine/form';
import { inputKind, normaliseField } from '../../engine/form';
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

/**
 * A text field is left: its value normalised by its schema (trimmed; half-width where a code or date is
 * expected; docs/descriptor.md, input as people type it) is written back when it differs, then the blur
 * is reported with it. Never while typing: the caret's text stays as typed until the field is left.
 */
export function leaveText(
  { id, schema, uiSchema, value, onChange, onBlur }: FieldWidgetProps,
  text: string,
): void {
  const kind = inputKind(schema, uiSchema);
  const next = kind === 'text' || kind === 'code' ? normaliseField(schema, text, uiSchema) : text;
  if (next !== value && next !== text) onChange(next);
  onBlur(id, next);
}

/** The input's value of a change, blur or focus event. */
type InputEvent = { target: { value: string } };

/**
 * What a text input of a field takes: its id as name, the value as text, locked while disabled or
 * read-only, an emptied input as no value, the text normalised when left (`leaveText`), and blur and
 * focus reported with the text.
 */
export function textInputProps(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onFocus } = props;
  return {
    id,
    name: id,
    value: typeof value === 'string' ? value : '',
    disabled: disabled || readonly,
    placeholder,
    onChange: (e: InputEvent) => onChange(emptyToUndefined(e.target.value)),
    onBlur: (e: InputEvent) => leaveText(props, e.target.value),
    onFocus: (e: InputEvent) => onFocus(id, e.target.value),
  };
}
