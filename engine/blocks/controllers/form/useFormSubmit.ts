import { useCallback } from 'react';
import type { FormSpec } from '../../../descriptor';
import type { ValueWriter } from '../../../actions';
import type { JsonSchema } from '../../../schema';
import { evaluateFieldStates, omitHidden } from '../fieldStates';
import type { FormStore } from '../formStore';
import { omitExtra } from '../omitExtra';
import type { FormContextOf, FormLatest } from './formOptions';

interface SubmitParts {
  fieldStates: FormSpec['fieldStates'];
  schema: JsonSchema;
  store: FormStore;
  validate: () => boolean | Promise<boolean>;
  writer: ValueWriter;
  markClean: () => void;
  latest: FormLatest;
  contextOf: FormContextOf;
}

/**
 * A form's submit: validates, then hands the shown fields of the schema to `onValid`, or runs
 * `onSubmit` with `form` and its writer; a done submit marks the form clean.
 */
export function useFormSubmit({
  fieldStates,
  schema,
  store,
  validate,
  writer,
  markClean,
  latest,
  contextOf,
}: SubmitParts) {
  return useCallback(async () => {
    const valid = validate();
    if (!(typeof valid === 'boolean' ? valid : await valid)) return false;
    const { runtime: rt, scope: sc, opts: o } = latest.current;
    const current = store.get();
    const shown = evaluateFieldStates(fieldStates, contextOf.current(current));
    const data = omitHidden(omitExtra(schema, current), shown);
    if (o.onValid) return o.onValid(data);
    if (!o.onSubmit) return true;
    const done = await rt.run(o.onSubmit, { ...sc, form: data, writers: { ...sc.writers, form: writer } });
    if (done) markClean();
    return done;
  }, [validate, latest, store, writer, schema, markClean, fieldStates, contextOf]);
}
