import { useMemo } from 'react';
import { useDicts, type Dicts } from '../../../dicts';
import type { JsonSchema } from '../../../schema';
import { withOptions } from './useOptionSources';

/** The fields whose uiSchema names a base-info dictionary: `{"ui:options": {"dict": "setl_optins"}}`. */
export function dictFields(uiSchema: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, ui] of Object.entries(uiSchema ?? {})) {
    const options = (ui as { 'ui:options'?: { dict?: unknown } } | null)?.['ui:options'];
    if (typeof options?.dict === 'string') out[field] = options.dict;
  }
  return out;
}

/** The choices of each dictionary field (`oneOf` consts titled by the entry names). */
export function dictChoices(fields: Record<string, string>, dicts: Dicts | null) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, name]) => [
      field,
      (dicts?.[name] ?? []).map((e) => ({ const: e.value, title: e.name })),
    ]),
  );
}

/** The schema with the session's dictionaries as the choices of the fields naming one. */
export function useDictOptions(
  uiSchema: Record<string, unknown> | undefined,
  schema: JsonSchema,
): JsonSchema {
  const fields = useMemo(() => dictFields(uiSchema), [uiSchema]);
  const dicts = useDicts(Object.keys(fields).length > 0);
  return useMemo(() => withOptions(schema, dictChoices(fields, dicts)), [schema, fields, dicts]);
}
