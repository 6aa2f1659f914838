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
