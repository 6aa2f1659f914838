import { useCallback, useMemo } from 'react';
import { shownErrors, type ConvertedDeal, type DealErrors, type DealStore } from '../../../deal';
import { normaliseData, normaliseField } from '../../../form';
import { useLatest } from '../shared/useLatest';

/** A deal's message of each data path as the form core's list. */
const listed = (byPath: DealErrors) =>
  Object.fromEntries(Object.entries(byPath).map(([path, message]) => [path, [message]]));

type Obj = Record<string, unknown>;
const objOf = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

/** The schema of a field id: `node.field`, or `node.<row key>.field` in a list's rows. */
function fieldSchema(schema: unknown, id: string): unknown {
  const [node = '', a, b] = id.split('.');
  const nodeSchema = objOf(objOf(objOf(schema).properties)[node]);
  const row = b === undefined ? nodeSchema : objOf(nodeSchema.items);
  return objOf(row.properties)[b ?? a ?? ''];
}

/** The node of a field id or data path (`data.psn_no` → `data`); undefined for the whole input. */
export const nodeOf = (path: string): string | undefined => path.split('.')[0] || undefined;

export interface DealValidation {
  /**
   * A field was left (text) or changed (choices), taken as left by the store (`leaveAfterPress`): its
   * value is normalised, its node validated and its message shown.
   */
  touch(id: string): void;
  /** A field's value changed: a message it shows is re-checked at once (the form core's rule). */
  change(id: string): void;
  /** Refreshes the messages of a node (or all) when some can show: a field was left, or after a submit. */
  reshow(node?: string): void;
  /** Validates everything and shows every message (a submit); true when valid. */
  validate(): boolean;
  /** Forgets touched fields and the submit, and clears the messages (reset, a new deal). */
  clear(): void;
}

/**
 * When a deal form's messages show (its form store, `engine/form`): before the first submit only under
 * the fields left or changed (blur for texts, change for choices), validating that field's node only;
 * after it, all of them.
 */
export function useDealValidation(store: DealStore, deal: ConvertedDeal | null): DealValidation {
  const core = store.form;
  const latest = useLatest(deal);
  /**
   * Validates one node or the whole input, hands the messages to the form core and writes those it
   * shows to the store (only the fields whose message comes or goes re-render); true when valid.
   */
  const check = useCallback(
    (node?: string) => {
      const d = latest.current;
      if (!d) return false;
      const data = store.snapshot();
      const whole = node === undefined || !(node in data);
      const byPath = (whole ? d.validate(data) : d.validate.node(node, data[node])) ?? {};
      core.setMessages(listed(byPath), whole ? undefined : node);
      store.setErrors(shownErrors(core.shown(), core.submitted, d.layout));
      return Object.keys(byPath).length === 0;
    },
    [latest, store, core],
  );
  /** A text left or a submit: values as the form core reads them (docs/descriptor.md, input as people type it). */
  const normalise = useCallback(
    (id?: string) => {
      const schema = latest.current?.schema;
      if (!schema) return;
      if (id === undefined) {
        const data = store.snapshot();
        const next = normaliseData(schema, data);
        if (next !== data) store.load(next);
        return;
      }
      const value = store.value(id);
      const next = normaliseField(fieldSchema(schema, id), value);
      if (next !== value) store.setValue(id, next);
    },
    [latest, store],
  );
  return useMemo(
    () => ({
      touch: (id) => {
        normalise(id);
        check(nodeOf(id));
      },
      change: (id) => {
        if (core.checksOnChange(id)) check(nodeOf(id));
      },
      reshow: (node) => {
        if (core.submitted || core.touched.size > 0) check(node);
      },
      validate: () => {
        normalise();
        core.submit();
        return check();
      },
      clear: () => core.clear(),
    }),
    [check, core, normalise],
  );
}
