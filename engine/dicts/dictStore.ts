import type { ApiClient } from '../api';

/** One dictionary entry, as the base-info call answers it. */
export interface DictEntry {
  value: string;
  name: string;
}

/** Every dictionary by name (e.g. `setl_optins`, `rush_status`). */
export type Dicts = Record<string, DictEntry[]>;

/**
 * The base-info dictionaries, loaded once per session (per token): the first view that needs one
 * loads them all; a new login loads them again. Observable for React.
 */
export class DictStore {
  private dicts: Dicts | null = null;
  private token: string | null = null;
  private loading: Promise<void> | null = null;
  private listeners = new Set<() => void>();

  /** `path`: where the dictionaries come from (`GET`, answering `{listName: [{value, name}]}`). */
  constructor(
    private api: ApiClient,
    private path: string,
  ) {}

  get = (): Dicts | null => this.dicts;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Loads the dictionaries unless this session's are held or on their way. */
  ensure(token: string | null): Promise<void> {
    if (!token) return Promise.resolve();
    if (token === this.token && (this.dicts || this.loading)) return this.loading ?? Promise.resolve();
    this.token = token;
    this.dicts = null;
    const mine = this.api
      .request<Dicts>('GET', this.path, { silent: true })
      .then((d) => {
        if (this.token !== token) return;
        this.dicts = d && typeof d === 'object' ? d : {};
        this.listeners.forEach((fn) => fn());
      })
      .catch(() => {
        // Labels fall back to the codes; the next view asks again.
        if (this.token === token) this.token = null;
      })
      .finally(() => {
        if (this.loading === mine) this.loading = null;
      });
    this.loading = mine;
    return mine;
  }
}

const stores = new WeakMap<ApiClient, DictStore>();

/** The dictionary store of an API client (one per application), reading the dictionaries at `path`. */
export function dictStoreOf(api: ApiClient, path: string): DictStore {
  let store = stores.get(api);
  if (!store) stores.set(api, (store = new DictStore(api, path)));
  return store;
}

/** The label of `value` in dictionary `name`, or undefined when it is not listed. */
export function dictLabel(dicts: Dicts | null | undefined, name: string, value: unknown): string | undefined {
  return dicts?.[name]?.find((e) => e.value === String(value))?.name;
}
