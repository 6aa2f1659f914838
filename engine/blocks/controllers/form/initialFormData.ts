import type { FormSpec } from '../../../descriptor';
import { buildObject } from '../../../expr';
import type { JsonSchema } from '../../../schema';
import type { ScreenRuntime } from '../../../screen';
import { applyDerived } from './derived';
import type { FormData } from '../../../form';
import { schemaDefaults } from './schemaDefaults';
import type { Scope } from '../shared/ScopeContext';

/** A form's first data: the schema's defaults, then the spec's, then `initial`, with derived fields. */
export function initialFormData(
  spec: Partial<FormSpec>,
  schema: JsonSchema,
  initial: unknown,
  runtime: ScreenRuntime,
  scope: Scope,
): FormData {
  const given = initial && typeof initial === 'object' ? (initial as FormData) : {};
  const data = {
    ...schemaDefaults(schema),
    ...buildObject(runtime.context(scope), spec.defaults),
    ...given,
  };
  return applyDerived(spec.derived, data, (form) => runtime.context({ ...scope, form }));
}
