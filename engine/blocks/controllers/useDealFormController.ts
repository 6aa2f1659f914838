import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { DealFormBlock } from '../../descriptor';
import type { ValueWriter } from '../../actions';
import { convertDeal, createDealStore, dealMessages, replaceNodeErrors, shownErrors } from '../../deal';
import { evaluate, getPath, renderTemplate } from '../../expr';
import { useScreen } from '../../screen';
import type { DealFieldsApi, DealFormController } from './dealFormTypes';
import { useScope, type Scope } from './ScopeContext';
import { useDealMeta } from './useDealMeta';
import { useLatest } from './useLatest';
import { useWarmValidator } from './useWarmValidator';

/**
 * The controller of a dealForm block (DESIGN §4): loads the metadata, converts it (cached per deal),
 * keeps the dealInput in a store outside React, validates with the deal's compiled validator (blur
 * for texts, change for choices, everything on submit), registers `{submit, reset}` under the block
 * id, runs `onReady` once per loaded deal and `onSubmit` with `form` (the dealInput) and `deal`.
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
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const latest = useLatest({ runtime, outer, block, meta, deal });

  /**
   * Validates one node (a field left or changed: only its node is checked) or the whole input (a
   * submit), and shows the messages that are due; true when valid.
   */
  const check = useCallback(
    (node?: string) => {
      const d = latest.current.deal;
      if (!d) return false;
      const data = store.snapshot();
      const whole = node === undefined || !(node in data);
      const byPath = (whole ? d.validate(data) : d.validate.node(node, data[node])) ?? {};
      const layout = whole ? d.layout : d.layout.filter((n) => n.name === node);
      const shown = shownErrors(byPath, store.idOf, touched.current, submitted.current, layout);
      store.setErrors(whole ? shown : replaceNodeErrors(store.errors(), node, shown));
      return Object.keys(byPath).length === 0;
    },
    [latest, store],
  );
  /** Refreshes the messages of a node (or all) when some can show (a field was left, or after a submit). */
  const reshow = useCallback(
    (node?: string) => {
      if (submitted.current || touched.current.size > 0) check(node);
    },
    [check],
  );
  const nodeOf = (path: string) => path.split('.')[0] || undefined;

  const writer = useCallback<ValueWriter>(
    (path, value) => {
      const old = getPath(store.snapshot(), path);
      store.setAt(path, value);
      reshow(nodeOf(path));
      return () => {
        store.setAt(path, old);
        reshow(nodeOf(path));
      };
    },
    [store, reshow],
  );
  const writers = useMemo(() => ({ form: writer }), [writer]);
  const scope = useMemo<Scope>(() => ({ deal: meta ?? undefined, writers }), [meta, writers]);
  /** The context of onReady / onSubmit: the enclosing scope, `deal`, `form` and the form writer. */
  const runContext = useCallback((): Scope => {
    const { outer: o, meta: m } = latest.current;
    return { ...o, deal: m ?? undefined, form: store.snapshot(), writers: { ...o.writers, form: writer } };
  }, [latest, store, writer]);

  const fields = useMemo<DealFieldsApi>(
    () => ({
      store,
      prefix: id,
      commit: (fieldId) => {
        touched.current.add(fieldId);
        check(nodeOf(fieldId));
      },
      addRow: (node) => {
        store.addRow(node);
        reshow(node);
      },
      removeRow: (node, key) => {
        store.removeRow(node, key);
        reshow(node);
      },
    }),
    [store, check, reshow, id],
  );

  const validate = useCallback(() => {
    submitted.current = true;
    return check();
  }, [check]);
  const submit = useCallback(async () => {
    if (!validate()) return false;
    const { runtime: rt, block: b } = latest.current;
    return b.onSubmit ? rt.run(b.onSubmit, runContext()) : true;
  }, [validate, latest, runContext]);
  const reset = useCallback(() => {
    touched.current.clear();
    submitted.current = false;
    store.load({});
    store.setErrors({});
  }, [store]);

  const { registerForm } = runtime;
  useEffect(() => registerForm(id, { submit, reset }), [registerForm, id, submit, reset]);

  // onReady runs once per loaded deal (a new store), with `deal` and the form writer (querymaxver → ver);
  // before the first paint, so values it writes at once are painted with the form, not after it.
  const readyFor = useRef<unknown>(null);
  useLayoutEffect(() => {
    if (!deal || readyFor.current === store) return;
    readyFor.current = store;
    touched.current.clear();
    submitted.current = false;
    const { runtime: rt, block: b } = latest.current;
    if (b.onReady) void rt.run(b.onReady, runContext());
  }, [deal, store, latest, runContext]);

  const blockCtx = { ...ctx, deal: meta ?? undefined };
  const output = block.output === undefined ? undefined : evaluate(block.output, blockCtx);
  const emptyText = renderTemplate(block.emptyText ?? dealMessages.emptyOutput, blockCtx);

  return useMemo(
    () => ({ id, dealName, status, meta, deal, fields, output, emptyText, scope, validate, submit, reset, writers }),
    [id, dealName, status, meta, deal, fields, output, emptyText, scope, validate, submit, reset, writers],
  );
}
