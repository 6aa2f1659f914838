import { useCallback } from 'react';
import type { FormSpec } from '../../../descriptor';
import type { ValueWriter } from '../../../actions';
import type { JsonSchema } from '../../../schema';
import type { SubmitGuard } from '../../../form';
import { evaluateFieldStates, omitHidden } from './fieldStates';
import type { FormStore } from '../../../form';
import { omitExtra } from './omitExtra';
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
  guard: SubmitGuard;
}

/**
 * A form's submit, the one every way of submitting it calls (its buttons, Enter, `submit` actions):
 * validates, then hands the shown fields of the schema to `onValid` (a query: each search runs, the
 * list keeps the latest answer), or runs `onSubmit` with `form` and its writer through the form's
 * `guard`, one at a time (docs/descriptor.md, how every form behaves); a done submit marks the form
 * clean and runs `afterSubmit` (a dialog closes).
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
  guard,
}: SubmitParts) {
  const unguarded = useCallback(async () => {
    const valid = validate();
    if (!(typeof valid === 'boolean' ? valid : await valid)) return false;
    const { runtime: rt, scope: sc, opts: o } = latest.current;
    const current = store.get();
    const shown = evaluateFieldStates(fieldStates, contextOf.current(current));
    const data = omitHidden(omitExtra(schema, current), shown);
    if (o.onValid) return o.onValid(data);
    if (!o.onSubmit) return true;
    const done = await rt.run(o.onSubmit, { ...sc, form: data, writers: { ...sc.writers, form: writer } });
    if (done) {
      markClean();
      o.afterSubmit?.();
    }
    return done;
  }, [validate, latest, store, writer, schema, markClean, fieldStates, contextOf]);
  return useCallback(
    () => (latest.current.opts.onValid ? unguarded() : guard.run(unguarded)),
    [unguarded, guard, latest],
  );
}
