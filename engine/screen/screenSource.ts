import { ApiError, type ApiClient } from '../api';
import type { ScreenDescriptor, ShellDescriptor } from '../descriptor';
import { schemaNamesOf, type SchemaRegistry } from '../schema';

/** What the router needs of a screen before opening it: its index entry. */
export type ScreenSummary = Pick<
  ScreenDescriptor,
  'id' | 'route' | 'aliases' | 'title' | 'layout' | 'access'
>;

/** The screen index served with the shell: every route is known before any screen is opened. */
export interface ScreenIndex {
  shell: ShellDescriptor;
  screens: ScreenSummary[];
  /** Hosts besides the console's own that `openWindow` may open (the server's `OPEN_WINDOW_HOSTS`). */
  openWindowHosts?: string[];
}

/** Where the router gets a screen's full descriptor when its route opens. */
export interface ScreenLoader {
  /** The descriptor if it is already held (no loading state). */
  peek(id: string): ScreenDescriptor | undefined;
  /**
   * The descriptor; rejects with the API error (code 404: no such screen). `fresh`: revalidated with
   * the server before answering (重新加载).
   */
  load(id: string, fresh?: boolean): Promise<ScreenDescriptor>;
}

/** A loader over descriptors held in memory (tests, stories, a console built with its screens). */
export function staticLoader(screens: ScreenDescriptor[]): ScreenLoader {
  const byId = new Map(screens.map((s) => [s.id, s]));
  return {
    peek: (id) => byId.get(id),
    load: async (id) => {
      const s = byId.get(id);
      if (!s) throw new ApiError(`界面 "${id}" 不存在`, 404);
      return s;
    },
  };
}

/**
 * `loader` whose screens open with every shared schema they name already held: a screen naming one
 * still to be loaded stays in its loading state until the registry has it.
 */
export function withSchemas(loader: ScreenLoader, schemas: SchemaRegistry): ScreenLoader {
  return {
    peek(id) {
      const held = loader.peek(id);
      return held && !schemas.ensure(schemaNamesOf(held)) ? held : undefined;
    },
    async load(id, fresh) {
      const descriptor = await loader.load(id, fresh);
      await schemas.ensure(schemaNamesOf(descriptor));
      return descriptor;
    },
  };
}

/**
 * The screens served by the backend (`base`, e.g. `/commondeal/screens`): the index once, each
 * descriptor when its route is first opened, kept and revalidated by ETag when the route opens again
 * (the newer version shows from the next opening, never under a user's hands).
 */
export class RemoteScreens implements ScreenLoader {
  private held = new Map<string, { descriptor: ScreenDescriptor; etag?: string }>();
  private pending = new Map<string, Promise<ScreenDescriptor>>();

  constructor(
    private api: ApiClient,
    private base: string,
  ) {}

  async index(): Promise<ScreenIndex & { etag?: string }> {
    const res = await this.api.getVersioned<ScreenIndex>(this.base, undefined, { silent: true });
    if (!res.changed) throw new Error('界面索引应答为空');
    return { ...res.data, etag: res.etag };
  }

  /** Whether the index changed since `etag` (the development reload polls it). */
  async indexChanged(etag: string): Promise<boolean> {
    return (await this.api.getVersioned(this.base, etag, { silent: true })).changed;
  }

  peek(id: string): ScreenDescriptor | undefined {
    return this.held.get(id)?.descriptor;
  }

  /** The held descriptor at once (revalidated in the background), else fetched. */
  load(id: string, fresh = false): Promise<ScreenDescriptor> {
    const held = this.held.get(id);
    if (!held || fresh) return this.fetch(id);
    void this.fetch(id).catch(() => undefined);
    return Promise.resolve(held.descriptor);
  }

  private fetch(id: string): Promise<ScreenDescriptor> {
    const running = this.pending.get(id);
    if (running) return running;
    const held = this.held.get(id);
    const p = this.api
      .getVersioned<ScreenDescriptor>(`${this.base}/${encodeURIComponent(id)}`, held?.etag, { silent: true })
      .then((res) => {
        if (!res.changed) return held!.descriptor;
        this.held.set(id, { descriptor: res.data, etag: res.etag });
        return res.data;
      })
      .finally(() => this.pending.delete(id));
    this.pending.set(id, p);
    return p;
  }
}
