import { useMemo } from 'react';
import type { FormSpec } from '../../../descriptor';
import { evaluate } from '../../../expr';
import type { ScreenRuntime } from '../../../screen';
import { withListFields } from './listFields';
import type { Scope } from '../shared/ScopeContext';
import { useDictOptions } from './useDictOptions';
import { useOptionSources } from './useOptionSources';

const EMPTY_SCHEMA = { type: 'object', properties: {} };

/** A form's schema: resolved, with its list fields, option sources and dictionary choices; and its trees. */
export function useFormSchema(spec: Partial<FormSpec>, runtime: ScreenRuntime, scope: Scope) {
  const baseSchema = useMemo(
    () => (spec.schema ? runtime.resolveSchema(spec.schema) : EMPTY_SCHEMA),
    [spec.schema, runtime],
  );
  const fieldsFrom = spec.fields ? evaluate(spec.fields.from, runtime.context(scope)) : undefined;
  const fieldsKey = JSON.stringify(fieldsFrom ?? null);
  const withFields = useMemo(
    () => withListFields(baseSchema, spec.fields, fieldsFrom),
    // Rebuilt when the list's content changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [baseSchema, spec.fields, fieldsKey],
  );
  const { schema: withSources, trees } = useOptionSources(spec.options, withFields, scope);
  const schema = useDictOptions(spec.uiSchema, withSources);
  return { schema, trees };
}
