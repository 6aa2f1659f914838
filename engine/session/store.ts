import type { MenuItem, SessionState, SessionUser } from './types';
import { SessionWatch, TIMES_KEY } from './watch';

const KEYS = { token: 'yb.token', user: 'yb.user', menus: 'yb.menus', version: 'yb.menusVersion' } as const;

function read<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Token, user info and menus kept in local storage, observable for React. */
export class SessionStore {
  private state: SessionState;
  private listeners = new Set<() => void>();
  private version: string | null;
  /** The session's expiry, warnings and end as the user sees them. */
  readonly watch: SessionWatch;

  constructor(private storage: Storage = globalThis.localStorage) {
    this.watch = new SessionWatch(storage);
    this.state = {
      token: read<string | null>(storage, KEYS.token, null),
      user: read<SessionUser | null>(storage, KEYS.user, null),
      menus: read<MenuItem[]>(storage, KEYS.menus, []),
    };
    this.version = read<string | null>(storage, KEYS.version, null);
  }

  /** The version (ETag) of the held menu tree; null after a login, until the tree is loaded. */
  menusVersion = (): string | null => this.version;

  get = (): SessionState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Stores a login answer. */
  signIn(token: string, user: SessionUser): void {
    this.storage.setItem(KEYS.token, JSON.stringify(token));
    this.storage.setItem(KEYS.user, JSON.stringify(user));
    this.storage.removeItem(KEYS.version);
    this.version = null;
    this.watch.reset();
    this.set({ token, user, menus: this.state.menus });
  }

  /** Stores the menu tree and its version (ETag). */
  setMenus(menus: MenuItem[], version: string | null = null): void {
    this.storage.setItem(KEYS.menus, JSON.stringify(menus));
    this.storage.setItem(KEYS.version, JSON.stringify(version));
    this.version = version;
    this.set({ ...this.state, menus });
  }

  /** Clears everything the console stored (logout, deregistration). */
  clear(): void {
    this.storage.clear();
    this.version = null;
    this.watch.reset();
    this.set({ token: null, user: null, menus: [] });
  }

  /**
   * Another tab changed the stored session (a `storage` event): its logout leaves this page as it is
   * and the next call here says 已在其他窗口退出; its login is taken over (the page goes on with it);
   * its work moved the session's expiry.
   */
  onStorage = (key: string | null, newValue: string | null): void => {
    if (key === TIMES_KEY) this.watch.timesChanged();
    if (key !== null && key !== KEYS.token) return;
    if (newValue === null) {
      if (this.state.token) this.watch.loggedOutElsewhere();
      return;
    }
    const token = read<string | null>(this.storage, KEYS.token, null);
    if (!token || token === this.state.token) return;
    this.version = read<string | null>(this.storage, KEYS.version, null);
    this.watch.reset();
    this.watch.timesChanged();
    this.set({
      token,
      user: read<SessionUser | null>(this.storage, KEYS.user, null),
      menus: read<MenuItem[]>(this.storage, KEYS.menus, []),
    });
  };

  private set(next: SessionState): void {
    this.state = next;
    this.listeners.forEach((fn) => fn());
  }
}
