import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Action, FormBlock, FormSpec } from '../../descriptor';
import type { ValueWriter } from '../../actions';
import { buildObject, evaluate, getPath, renderTemplate, setPath, test } from '../../expr';
import { useScreen } from '../../screen';
import { applyFieldFlags, evaluateFieldStates, hiddenFields, omitHidden } from './fieldStates';
import { createFormStore, type FormData } from './formStore';
import type { FormBinding, FormController } from './formTypes';
import { omitExtra } from './omitExtra';
import { schemaDefaults } from './schemaDefaults';
import { useScope, type Scope } from './ScopeContext';
import { useFieldFlags } from './useFieldFlags';
import { useFormLoad } from './useFormLoad';
import { useLatest } from './useLatest';
import { useOptionSources, withTrees } from './useOptionSources';
import { useDictOptions } from './useDictOptions';
import { withListFields } from './listFields';
import { applyDerived } from './derived';

export interface FormControllerOptions {
  /** Id for `submit` actions and `state.<id>.mode`; generated when absent. */
  id?: string;
  /** Initial data (a dialog's `dataFrom`), merged over the evaluated defaults. */
  initial?: unknown;
  /** Runs after validation passes; its context has `form`. */
  onSubmit?: Action;
  /** Called instead of `onSubmit` (a crud's query form searches). */
  onValid?: (data: FormData) => Promise<boolean> | boolean;
  load?: FormBlock['load'];
  /** Start mode; `state.<id>.mode` wins when set. */
  mode?: 'view' | 'edit';
  /** Register with the screen for `submit` actions (default true). */
  register?: boolean;
  /** Context added to the enclosing scope (a dialog's `dialog`). */
  extra?: Scope;
}

const EMPTY_SCHEMA = { type: 'object', properties: {} };
/** How long a submit waits for a form still being drawn (its renderer loading) before it gives up. */
const UNDRAWN_FORM_WAIT_MS = 30_000;

/** The controller of a form: data, mode, field states, defaults, load, validation and submit. */
export function useFormController(spec: Partial<FormSpec>, opts: FormControllerOptions = {}): FormController {
  const runtime = useScreen();
  const outer = useScope();
  const scope = useMemo(() => ({ ...outer, ...opts.extra }), [outer, opts.extra]);
  const generated = useId();
  const id = opts.id ?? `form${generated}`;
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
  // Defaults are evaluated once; reset goes back to them.
  const [initialData] = useState<FormData>(() => {
    const initial = opts.initial && typeof opts.initial === 'object' ? (opts.initial as FormData) : {};
    const data = {
      ...schemaDefaults(schema),
      ...buildObject(runtime.context(scope), spec.defaults),
      ...initial,
    };
    return applyDerived(spec.derived, data, (form) => runtime.context({ ...scope, form }));
  });
  const [store] = useState(() => createFormStore(initialData));
  const [version, setVersion] = useState(0);
  const [resetKey, setResetKey] = useState(0);
  const binding = useRef<FormBinding | null>(null);
  const latest = useLatest({
    runtime,
    scope,
    opts,
    context: () => runtime.context({ ...scope, form: store.get() }),
  });
  const contextOf = useLatest((data: FormData) => runtime.context({ ...scope, form: data }));
  const { flags, refreshFlags } = useFieldFlags(spec.fieldStates, store, contextOf);

  const setData = useCallback(
    (next: FormData) => {
      store.set(next);
      setVersion((v) => v + 1);
      refreshFlags(next);
    },
    [store, refreshFlags],
  );
  const derived = spec.derived;
  const onChange = useCallback(
    (data: FormData) => {
      const next = applyDerived(derived, data, contextOf.current);
      // A derived field changed: the form shows the new value (a re-render); otherwise typing stays cheap.
      if (next !== data) return setData(next);
      store.set(data);
      refreshFlags(data);
    },
    [store, refreshFlags, derived, contextOf, setData],
  );
  const writer = useCallback<ValueWriter>(
    (path, value) => {
      const old = getPath(store.get(), path);
      setData(setPath(store.get(), path, value));
      return () => setData(setPath(store.get(), path, old));
    },
    [store, setData],
  );
  const baseline = useRef(JSON.stringify(initialData));
  const markClean = useCallback(() => void (baseline.current = JSON.stringify(store.get())), [store]);
  const isDirty = useCallback(() => JSON.stringify(store.get()) !== baseline.current, [store]);
  // A form is validated by its view. Pressed before the view is drawn (its renderer still loading),
  // a submit waits for it: a form with fields is never submitted unchecked.
  const waiting = useRef<Array<(b: FormBinding) => void>>([]);
  const hasFields = Boolean(spec.schema || spec.fields);
  const validate = useCallback((): boolean | Promise<boolean> => {
    if (binding.current) return binding.current.validate();
    if (!hasFields) return true;
    return new Promise<boolean>((resolve) => {
      const drawn = (b: FormBinding) => {
        clearTimeout(timer);
        resolve(b.validate());
      };
      const timer = setTimeout(() => {
        waiting.current = waiting.current.filter((w) => w !== drawn);
        resolve(false);
      }, UNDRAWN_FORM_WAIT_MS);
      waiting.current.push(drawn);
    });
  }, [hasFields]);
  const submit = useCallback(async () => {
    const valid = validate();
    if (!(typeof valid === 'boolean' ? valid : await valid)) return false;
    const { runtime: rt, scope: sc, opts: o } = latest.current;
    const current = store.get();
    const shown = evaluateFieldStates(spec.fieldStates, contextOf.current(current));
    const data = omitHidden(omitExtra(schema, current), shown);
    if (o.onValid) return o.onValid(data);
    if (!o.onSubmit) return true;
    const done = await rt.run(o.onSubmit, { ...sc, form: data, writers: { ...sc.writers, form: writer } });
    if (done) markClean();
    return done;
  }, [validate, latest, store, writer, schema, markClean, spec.fieldStates, contextOf]);
  const reset = useCallback(() => {
    setData(initialData);
    markClean();
    setResetKey((k) => k + 1);
  }, [setData, initialData, markClean]);
  const bind = useCallback((b: FormBinding) => {
    binding.current = b;
    for (const drawn of waiting.current.splice(0)) drawn(b);
    return () => {
      if (binding.current === b) binding.current = null;
    };
  }, []);
  const applyLoaded = useCallback(
    (data: FormData) => {
      setData({ ...initialData, ...data });
      markClean();
    },
    [setData, initialData, markClean],
  );
  const loading = useFormLoad(id, opts.load, latest, applyLoaded);

  const { registerForm } = runtime;
  const register = opts.register ?? true;
  useEffect(
    () => (register ? registerForm(id, { submit, reset, isDirty, setValue: writer }) : undefined),
    [register, registerForm, id, submit, reset, isDirty, writer],
  );

  const stateMode = getPath(runtime.state, `${id}.mode`);
  const mode = stateMode === 'view' || stateMode === 'edit' ? stateMode : (opts.mode ?? 'edit');
  const uiSchema = useMemo(
    () => applyFieldFlags(withTrees(spec.uiSchema ?? {}, trees), flags),
    [spec.uiSchema, flags, trees],
  );
  const hidden = useMemo(() => hiddenFields(flags), [flags]);
  const writers = useMemo(() => ({ form: writer }), [writer]);
  const brokenRules = useCallback(
    (data: FormData) => {
      const ctx = contextOf.current(data);
      return (spec.rules ?? [])
        .filter((r) => !test(r.test, ctx))
        .map((r) => ({ field: r.field, message: renderTemplate(r.message, ctx) }));
    },
    [spec.rules, contextOf],
  );

  return useMemo(
    () => ({
      id,
      hasSchema: Boolean(spec.schema),
      schema,
      uiSchema,
      inline: Boolean(spec.inline),
      labelSpan: spec.labelSpan,
      enterSubmits: spec.enterSubmits ?? 'text',
      mode,
      store,
      version,
      resetKey,
      hidden,
      loading,
      onChange,
      bind,
      validate,
      submit,
      reset,
      setData,
      writers,
      brokenRules,
    }),
    [
      id,
      spec.schema,
      schema,
      uiSchema,
      spec.inline,
      spec.labelSpan,
      spec.enterSubmits,
      mode,
      store,
      version,
      resetKey,
      hidden,
      loading,
      onChange,
      bind,
      validate,
      submit,
      reset,
      setData,
      writers,
      brokenRules,
    ],
  );
}
