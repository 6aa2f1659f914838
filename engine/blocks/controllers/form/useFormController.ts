import { useCallback, useId, useMemo, useState } from 'react';
import type { FormSpec } from '../../../descriptor';
import { useScreen } from '../../../screen';
import type { FormData } from '../../../form';
import type { FormController } from './formTypes';
import { useScope } from '../shared/ScopeContext';
import { useFormLoad } from './useFormLoad';
import { useLatest } from '../shared/useLatest';
import { formMode } from './formMode';
import { guardsLeave, type FormControllerOptions } from './formOptions';
import { initialFormData } from './initialFormData';
import { useBrokenRules } from './useBrokenRules';
import { useFormBinding } from './useFormBinding';
import { useFormControllerValue } from './useFormControllerValue';
import { useFormRegistration } from './useFormRegistration';
import { useFormReset } from './useFormReset';
import { useFormSchema } from './useFormSchema';
import { useFormSubmit } from './useFormSubmit';
import { useFormUi } from './useFormUi';
import { useFormValues } from './useFormValues';

export type { FormControllerOptions } from './formOptions';

/** The controller of a form: data, mode, field states, defaults, load, validation and submit. */
export function useFormController(spec: Partial<FormSpec>, opts: FormControllerOptions = {}): FormController {
  const runtime = useScreen();
  const outer = useScope();
  const scope = useMemo(() => ({ ...outer, ...opts.extra }), [outer, opts.extra]);
  const generated = useId();
  const id = opts.id ?? `form${generated}`;
  const { schema, trees } = useFormSchema(spec, runtime, scope);
  // Defaults are evaluated once; reset goes back to them.
  const [initialData] = useState(() => initialFormData(spec, schema, opts.initial, runtime, scope));
  const contextOf = useLatest((data: FormData) => runtime.context({ ...scope, form: data }));
  const { store, version, flags, setData, onChange, writer, writers } = useFormValues(
    spec,
    initialData,
    contextOf,
  );
  const latest = useLatest({
    runtime,
    scope,
    opts,
    context: () => runtime.context({ ...scope, form: store.get() }),
  });
  const submission = store.guard;
  const guarded = guardsLeave(spec, opts.onSubmit);
  // Changed, guarded and not being saved: a save that ends by leaving the screen does not ask.
  const unsaved = useCallback(
    () => guarded && !submission.running && store.isDirty(),
    [guarded, submission, store],
  );
  const { markClean, isDirty } = store;
  const { validate, bind } = useFormBinding(Boolean(spec.schema || spec.fields));
  const submit = useFormSubmit({
    fieldStates: spec.fieldStates,
    schema,
    store,
    validate,
    writer,
    markClean,
    latest,
    contextOf,
    guard: submission,
  });
  const { reset, resetKey, applyLoaded } = useFormReset(store, setData, initialData, markClean);
  const loading = useFormLoad(id, opts.load, latest, applyLoaded);
  const { registerForm } = runtime;
  const register = opts.register ?? true;
  useFormRegistration({
    registerForm,
    id,
    register,
    submit,
    reset,
    isDirty,
    unsaved,
    setValue: writer,
    store,
  });

  const mode = formMode(runtime.state, id, opts.mode);
  const { uiSchema, hidden } = useFormUi(spec.uiSchema, trees, flags);
  const brokenRules = useBrokenRules(spec.rules, contextOf);
  return useFormControllerValue(
    spec,
    { id, schema, uiSchema, mode, store, version, resetKey, hidden, loading, submission },
    { onChange, bind, validate, submit, reset, setData, writers, brokenRules },
  );
}
