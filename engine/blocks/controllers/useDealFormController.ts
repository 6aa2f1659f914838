import { useCallback, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { DealFormBlock } from '../../descriptor';
import type { ValueWriter } from '../../actions';
import { convertDeal, createDealStore, dealMessages } from '../../deal';
import { evaluate, getPath, renderTemplate } from '../../expr';
import { useScreen } from '../../screen';
import type { DealFieldsApi, DealFormController } from './dealFormTypes';
import { useScope, type Scope } from './ScopeContext';
import { useDealMeta } from './useDealMeta';
import { nodeOf, useDealValidation } from './useDealValidation';
import { useLatest } from './useLatest';
import { useWarmValidator } from './useWarmValidator';
import { afterPress, watchPresses } from './afterPress';

/**
 * The controller of a dealForm block (DESIGN §4): loads the metadata, converts it (cached per deal),
 * keeps the dealInput in a store outside React, validates with the deal's compiled validator (blur
 * for texts, change for choices, everything on submit), registers `{submit, reset, setValue}` under
 * the block id, runs `onReady` once per loaded deal and `onSubmit` with `form` (the dealInput) and
 * `deal` (the metadata).
 */
export function useDealFormController(block: DealFormBlock): DealFormController {
  const runtime = useScreen();
  const outer = useScope();
  const generated = useId();
  const id = block.id ?? `dealForm${generated}`;
  const ctx = runtime.context(outer);
  const dealName = renderTemplate(block.dealName, ctx);
  const { meta, status } = useDealMeta(dealName);
  const deal = useMemo(() => (meta ? convertDeal(meta) : null), [meta]);
  const store = useMemo(() => createDealStore(deal?.layout ?? []), [deal]);
  useWarmValidator(deal);
  const checks = useDealValidation(store, deal);
  const latest = useLatest({ runtime, outer, block, meta });

  const writer = useCallback<ValueWriter>(
    (path, value) => {
      const old = getPath(store.snapshot(), path);
      store.setAt(path, value);
      checks.reshow(nodeOf(path));
      return () => {
        store.setAt(path, old);
        checks.reshow(nodeOf(path));
      };
    },
    [store, checks],
  );
  const writers = useMemo(() => ({ form: writer }), [writer]);
  const scope = useMemo<Scope>(() => ({ deal: meta ?? undefined, writers }), [meta, writers]);
  /** The context of onReady / onSubmit: the enclosing scope, `deal`, `form` and the form writer. */
  const runContext = useCallback((): Scope => {
    const { outer: o, meta: m } = latest.current;
    return { ...o, deal: m ?? undefined, form: store.snapshot(), writers: { ...o.writers, form: writer } };
  }, [latest, store, writer]);

  const invalid = useMemo(() => new Set<() => void>(), []);
  const fields = useMemo<DealFieldsApi>(
    () => ({
      store,
      prefix: id,
      commit: (field) => afterPress(() => checks.touch(field)),
      addRow: (node) => {
        store.addRow(node);
        checks.reshow(node);
      },
      removeRow: (node, key) => {
        store.removeRow(node, key);
        checks.reshow(node);
      },
      onInvalid: (fn) => {
        invalid.add(fn);
        return () => void invalid.delete(fn);
      },
    }),
    [store, checks, id, invalid],
  );

  const validate = useCallback(() => {
    const valid = checks.validate();
    if (!valid) invalid.forEach((fn) => fn());
    return valid;
  }, [checks, invalid]);
  const submit = useCallback(async () => {
    if (!validate()) return false;
    const { runtime: rt, block: b } = latest.current;
    return b.onSubmit ? rt.run(b.onSubmit, runContext()) : true;
  }, [validate, latest, runContext]);
  const reset = useCallback(() => {
    store.load({});
    checks.clear();
  }, [store, checks]);

  const { registerForm } = runtime;
  // Registered before onReady runs (both layout effects), so onReady may submit, reset or fill the form;
  // `setValue` lets another block write into it (`setValue` with `form: <id>`; empty path: the whole input).
  useLayoutEffect(watchPresses, []);
  useLayoutEffect(
    () => registerForm(id, { submit, reset, setValue: writer }),
    [registerForm, id, submit, reset, writer],
  );

  // onReady runs once per loaded deal (a new store), with `deal` and the form writer (querymaxver → ver);
  // before the first paint, so values it writes at once are painted with the form, not after it.
  const readyFor = useRef<unknown>(null);
  useLayoutEffect(() => {
    if (!deal || readyFor.current === store) return;
    readyFor.current = store;
    checks.clear();
    const { runtime: rt, block: b } = latest.current;
    if (b.onReady) void rt.run(b.onReady, runContext());
  }, [deal, store, checks, latest, runContext]);

  const blockCtx = { ...ctx, deal: meta ?? undefined };
  const output = block.output === undefined ? undefined : evaluate(block.output, blockCtx);
  const emptyText = renderTemplate(block.emptyText ?? dealMessages.emptyOutput, blockCtx);

  return useMemo(
    () => ({
      id,
      dealName,
      status,
      meta,
      deal,
      fields,
      output,
      emptyText,
      scope,
      validate,
      submit,
      reset,
      writers,
    }),
    [id, dealName, status, meta, deal, fields, output, emptyText, scope, validate, submit, reset, writers],
  );
}
