import { setPath } from '../expr';
import { createFormStore, type FormStore } from '../form';
import { isEmptyValue, normaliseInput, type DealRow } from './dealData';
import type { DealData, DealErrors } from './types';

/**
 * The data and shown messages of a deal form over its form store (`engine/form`, outside React): each
 * field subscribes to its own id, so typing re-renders one field and editing a cell re-renders one
 * cell. Field ids: `node.field` for an object node, `node.<rowKey>.field` for a cell (row keys survive
 * adding and removing rows), `node` for a list's rows and its own message.
 */
export interface DealStore {
  /** The form store holding the input, the fields left, the submit, the messages and the subscriptions. */
  readonly form: FormStore<DealData>;
  /** The dealInput keyed by node name; a new object after each change, the same one in between. */
  snapshot(): DealData;
  value(id: string): unknown;
  /** Sets one field; an empty value ('' / null / undefined) removes it. */
  setValue(id: string, value: unknown): void;
  /** The keys of a list's rows: a new array when rows are added or removed. */
  rowKeys(node: string): readonly string[];
  addRow(node: string): string;
  removeRow(node: string, key: string): void;
  /** The input a new form starts with: each object node's field defaults (a new row gets its list's). */
  start(): DealData;
  /** Replaces the whole input (load, reset); only the fields that changed are notified. */
  load(data: DealData): void;
  /** Writes at a data path (`data.ver`, `diseinfo.0.diag_code`, `diseinfo`), as `setValue` actions do. */
  setAt(path: string, value: unknown): void;
  /** The field id of a data path: `diseinfo.0.diag_code` → `diseinfo.<key of row 0>.diag_code`. */
  idOf(path: string): string;
  error(id: string): string | undefined;
  /** Every shown message, by field id. */
  errors(): DealErrors;
  /** Replaces the shown messages (by field id); only the fields whose message changed are notified. */
  setErrors(errors: DealErrors): void;
  subscribe(id: string, fn: () => void): () => void;
  /** Calls `fn` after any change of the data. */
  subscribeAll(fn: () => void): () => void;
}

const NO_ROWS: readonly string[] = Object.freeze([]);
const rowsOf = (v: unknown): DealRow[] => (Array.isArray(v) ? (v as DealRow[]) : []);
const objOf = (v: unknown): DealRow => (v && typeof v === 'object' ? (v as DealRow) : {});

/** The nodes a store holds: their names, kinds and fields' defaults (the form layout's nodes). */
export type DealStoreNode = {
  name: string;
  array: boolean;
  fields?: readonly { name: string; default?: string }[];
};

/** The defaults of a node's fields, as a row (`{}` without any). */
function defaultsOf(node: DealStoreNode): DealRow {
  const row: DealRow = {};
  for (const f of node.fields ?? []) if (!isEmptyValue(f.default)) row[f.name] = f.default;
  return row;
}

export function createDealStore(nodes: readonly DealStoreNode[], initial?: DealData): DealStore {
  const lists = new Set(nodes.filter((n) => n.array).map((n) => n.name));
  const rowDefaults = new Map(nodes.map((n) => [n.name, defaultsOf(n)]));
  const start = (): DealData =>
    Object.fromEntries(nodes.filter((n) => !n.array).map((n) => [n.name, { ...rowDefaults.get(n.name) }]));
  const keys = new Map<string, string[]>();
  let seq = 0;
  // Messages come by data path (`diseinfo.0.diag_code`) and are filed under the field id (its row's key).
  const form = createFormStore<DealData>({ initial: {}, idOf: (path) => store.idOf(path) });
  const newKey = () => `r${++seq}`;

  /** `node.key.field` / `node.field` → where the value sits. */
  const locate = (id: string) => {
    const [node = '', a, b] = id.split('.');
    if (!lists.has(node)) return { node, field: a };
    const index = (keys.get(node) ?? []).indexOf(a ?? '');
    return { node, index: index < 0 ? undefined : index, field: b };
  };
  const value = (id: string): unknown => {
    const { node, index, field } = locate(id);
    if (field === undefined) return undefined;
    const data = form.get();
    if (!lists.has(node)) return objOf(data[node])[field];
    return index === undefined ? undefined : rowsOf(data[node])[index]?.[field];
  };
  const changed = (ids: string[], prefix: string, a: DealRow, b: DealRow) => {
    for (const f of new Set([...Object.keys(a), ...Object.keys(b)]))
      if (a[f] !== b[f]) ids.push(`${prefix}.${f}`);
  };

  const store: DealStore = {
    form,
    snapshot: form.get,
    value,
    setValue(id, v) {
      const { node, index, field } = locate(id);
      const next = isEmptyValue(v) ? undefined : v;
      if (field === undefined || value(id) === next) return;
      const put = (row: DealRow): DealRow => {
        const copy = { ...row };
        if (next === undefined) delete copy[field];
        else copy[field] = next;
        return copy;
      };
      const data = form.get();
      if (!lists.has(node)) form.set({ ...data, [node]: put(objOf(data[node])) }, [id]);
      else if (index !== undefined) {
        const rows = [...rowsOf(data[node])];
        rows[index] = put(rows[index] ?? {});
        form.set({ ...data, [node]: rows }, [id]);
      }
    },
    start,
    rowKeys: (node) => keys.get(node) ?? NO_ROWS,
    addRow(node) {
      const key = newKey();
      keys.set(node, [...(keys.get(node) ?? []), key]);
      const data = form.get();
      form.set({ ...data, [node]: [...rowsOf(data[node]), { ...rowDefaults.get(node) }] }, [node]);
      return key;
    },
    removeRow(node, key) {
      const index = (keys.get(node) ?? []).indexOf(key);
      if (index < 0) return;
      keys.set(
        node,
        (keys.get(node) ?? []).filter((k) => k !== key),
      );
      const data = form.get();
      form.set({ ...data, [node]: rowsOf(data[node]).filter((_, i) => i !== index) }, [node]);
    },
    load(input) {
      const before = form.get();
      const data = normaliseInput(nodes, input);
      const ids: string[] = [];
      for (const { name, array } of nodes) {
        if (!array) {
          changed(ids, name, objOf(before[name]), objOf(data[name]));
          continue;
        }
        const old = rowsOf(before[name]);
        const rows = rowsOf(data[name]);
        const ks = keys.get(name) ?? [];
        const next = rows.map((_, i) => ks[i] ?? newKey());
        next.forEach((k, i) => i < old.length && changed(ids, `${name}.${k}`, old[i] ?? {}, rows[i] ?? {}));
        if (next.length !== ks.length) {
          keys.set(name, next);
          ids.push(name);
        }
      }
      form.set(data, ids);
    },
    setAt: (path, v) => store.load(setPath(form.get(), path, v)),
    idOf(path) {
      const [node = '', index, ...rest] = path.split('.');
      if (!lists.has(node) || index === undefined) return path;
      const key = keys.get(node)?.[Number(index)];
      return [node, key ?? index, ...rest].join('.');
    },
    error: (id) => form.state().shown[id]?.[0],
    errors: () => {
      const out: DealErrors = {};
      for (const [id, [message]] of Object.entries(form.state().shown)) if (message) out[id] = message;
      return out;
    },
    setErrors: (next) =>
      form.publish(Object.fromEntries(Object.entries(next).map(([id, message]) => [id, [message]]))),
    subscribe: form.subscribeField,
    subscribeAll: form.subscribe,
  };
  store.load(initial ?? start());
  return store;
}
