import { watch, type FSWatcher } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { FastifyBaseLogger } from 'fastify';
import * as compiled from '../../../engine/descriptor/descriptorValidators.js';
import { etagOf } from '../../etag';
import { describeSchemaErrors } from '../../../engine/lint/schemaErrors';

/** What the router needs of a screen before opening it (the index entry). */
export interface ScreenSummary {
  id: string;
  route: string;
  aliases?: string[];
  title: unknown;
  layout: 'blank' | 'shell';
  access?: Record<string, unknown>;
}

/** The index: the shell and every screen's summary. */
export interface ScreenIndex {
  shell: Record<string, unknown> | null;
  screens: ScreenSummary[];
}

/** A served descriptor: its JSON text and version. */
export interface ServedScreen {
  json: string;
  etag: string;
  /** Readable without login (`access.public`, and the shell, which the index carries anyway). */
  public: boolean;
}

interface Loaded {
  id: string;
  doc: Record<string, unknown>;
  json: string;
  etag: string;
}

/**
 * What the database says is served instead of the files (the screen studio, docs/studio.md): each head
 * with its published body, read again whenever `version` moves.
 */
export interface PublishedSource {
  /** The data version of the heads (every instance sees a change at its next read). */
  version(): Promise<number>;
  heads(): Promise<{ screenId: string; archived: boolean; body: string | null }[]>;
}

/** A screen of the studio's: served from the database, or archived (not served). */
type Overlay = Map<string, Loaded | 'archived'>;

interface FileState {
  mtimeMs: number;
  size: number;
  /** The last version of the file that was valid (kept while the file is broken). */
  good: Loaded | null;
}

interface View {
  index: ScreenIndex;
  indexEtag: string;
  byId: Map<string, ServedScreen>;
}

const isDescriptorFile = (name: string) => name.endsWith('.screen.json') || name === 'shell.json';

/**
 * The screen descriptors of one or more folders (`screens/`, then `SCREENS_DIR`), validated against
 * the descriptor JSON Schema at start and whenever a file changes (watched, and re-checked by
 * modification time on each read, so no change is missed where file watching is unavailable). A file
 * that becomes invalid is reported in the log and its last valid version stays served.
 */
export class ScreenStore {
  private files = new Map<string, FileState>();
  private view: View = { index: { shell: null, screens: [] }, indexEtag: etagOf('{}'), byId: new Map() };
  private scanning: Promise<void> | null = null;
  private again = false;
  private watchers: FSWatcher[] = [];
  private timer: NodeJS.Timeout | null = null;
  private validators: { screen: ValidateFunction; shell: ValidateFunction };
  private overlay: Overlay = new Map();
  private overlayVersion: number | undefined;

  constructor(
    private dirs: string[],
    private log: FastifyBaseLogger,
    private published?: PublishedSource,
  ) {
    // Compiled ahead from the descriptor schema (npm run gen:schema).
    this.validators = { screen: compiled.screen, shell: compiled.shell };
  }

  /** The first scan, then a watcher per folder. */
  async start(): Promise<void> {
    await this.scan();
    for (const dir of this.dirs) {
      try {
        const w = watch(dir, () => this.soon());
        w.on('error', () => w.close());
        w.unref();
        this.watchers.push(w);
      } catch {
        this.log.warn(`界面描述目录 ${dir} 无法监视，改为每次请求时检查修改时间`);
      }
    }
  }

  close(): void {
    this.watchers.forEach((w) => w.close());
    if (this.timer) clearTimeout(this.timer);
  }

  /**
   * The current descriptors, after a check of the folders' modification times and of the published
   * screens' version.
   */
  async current(): Promise<View> {
    await this.scan();
    if (this.published) {
      try {
        const version = await this.published.version();
        if (version !== this.overlayVersion) {
          this.overlay = await this.readOverlay();
          this.overlayVersion = version;
          this.view = this.build();
        }
      } catch (e) {
        // The database is unreachable: the screens published when it was last read are served meanwhile.
        this.log.warn(e, '读取已发布的界面失败，暂用上次读取的版本');
      }
    }
    return this.view;
  }

  /** The descriptor of a screen as its file holds it (the shipped baseline), if there is one. */
  fileDoc(id: string): Record<string, unknown> | undefined {
    for (const { good } of this.files.values()) if (good?.id === id) return good.doc;
    return undefined;
  }

  /** Every screen id of the files (the shell excluded). */
  fileIds(): string[] {
    return [...this.files.values()].flatMap(({ good }) => (good && good.id !== 'shell' ? [good.id] : []));
  }

  private async readOverlay(): Promise<Overlay> {
    const overlay: Overlay = new Map();
    for (const head of await this.published!.heads()) {
      if (head.archived) overlay.set(head.screenId, 'archived');
      else if (head.body !== null) {
        const doc = JSON.parse(head.body) as Record<string, unknown>;
        const json = JSON.stringify(doc);
        overlay.set(head.screenId, { id: head.screenId, doc, json, etag: etagOf(json) });
      }
    }
    return overlay;
  }

  private soon(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.scan(), 30);
    this.timer.unref();
  }

  /** One scan at a time; a call during a scan waits for one that starts after it. */
  private scan(): Promise<void> {
    if (this.scanning) {
      this.again = true;
      return this.scanning;
    }
    this.scanning = (async () => {
      do {
        this.again = false;
        await this.scanOnce().catch((e: unknown) => this.log.error(e, '读取界面描述失败'));
      } while (this.again);
      this.scanning = null;
    })();
    return this.scanning;
  }

  private async scanOnce(): Promise<void> {
    const seen = new Set<string>();
    let changed = false;
    for (const dir of this.dirs) {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter(isDescriptorFile).sort()) {
        const file = join(dir, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) continue;
        seen.add(file);
        const known = this.files.get(file);
        if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) continue;
        const loaded = await this.load(file, name === 'shell.json' ? 'shell' : 'screen');
        const good = loaded ?? known?.good ?? null;
        if (!loaded)
          this.log.error(
            good ? `${this.shown(file)}：仍使用上一个有效版本` : `${this.shown(file)}：暂不提供`,
          );
        else if (known) this.log.info(`界面描述已更新：${this.shown(file)}`);
        this.files.set(file, { mtimeMs: info.mtimeMs, size: info.size, good });
        changed = true;
      }
    }
    for (const file of [...this.files.keys()].filter((f) => !seen.has(f))) {
      this.files.delete(file);
      this.log.info(`界面描述已删除：${this.shown(file)}`);
      changed = true;
    }
    if (changed) this.view = this.build();
  }

  /** Reads, parses and validates one file; null (reported in the log) when it is not a valid descriptor. */
  private async load(file: string, kind: 'screen' | 'shell'): Promise<Loaded | null> {
    let doc: unknown;
    try {
      doc = JSON.parse(await readFile(file, 'utf8'));
    } catch (e) {
      this.log.error(`界面描述 ${this.shown(file)} 不是有效的 JSON：${(e as Error).message}`);
      return null;
    }
    const validate = this.validators[kind];
    if (!validate(doc)) {
      const lines = describeSchemaErrors(validate.errors ?? []).map((e) => `${e.path}：${e.message}`);
      this.log.error(`界面描述 ${this.shown(file)} 不符合描述文件 schema：${lines.join('；')}`);
      return null;
    }
    const d = doc as Record<string, unknown>;
    const json = JSON.stringify(d);
    return { id: String(d.id), doc: d, json, etag: etagOf(json) };
  }

  /** The served view: first file wins for an id or a route (the later one is reported and ignored). */
  private build(): View {
    const byId = new Map<string, ServedScreen>();
    const routes = new Map<string, string>();
    const screens: ScreenSummary[] = [];
    let shell: Record<string, unknown> | null = null;
    // The files, each replaced by its published version or left out when archived, then the screens that
    // exist only in the database.
    const fromFiles = [...this.files].map(([file, { good }]) => {
      const over = good ? this.overlay.get(good.id) : undefined;
      return [file, over === 'archived' ? null : (over ?? good)] as const;
    });
    const onlyPublished = [...this.overlay].flatMap(([id, over]) =>
      over !== 'archived' && !this.fileDoc(id) ? [[`（已发布）${id}`, over] as const] : [],
    );
    for (const [file, good] of [...fromFiles, ...onlyPublished]) {
      if (!good) continue;
      const d = good.doc;
      if (byId.has(good.id)) {
        this.log.error(`界面描述 ${this.shown(file)} 的编号 "${good.id}" 与另一个文件重复，已忽略`);
        continue;
      }
      if (good.id === 'shell') {
        shell = d;
        byId.set(good.id, { json: good.json, etag: good.etag, public: true });
        continue;
      }
      const s = d as unknown as ScreenSummary;
      const clash = [s.route, ...(s.aliases ?? [])].find((r) => routes.has(r));
      if (clash) {
        this.log.error(
          `界面描述 ${this.shown(file)} 的路由 ${clash} 与界面 "${routes.get(clash)}" 重复，已忽略`,
        );
        continue;
      }
      [s.route, ...(s.aliases ?? [])].forEach((r) => routes.set(r, s.id));
      const access = s.access;
      byId.set(s.id, { json: good.json, etag: good.etag, public: access?.public === true });
      screens.push({
        id: s.id,
        route: s.route,
        aliases: s.aliases,
        title: s.title,
        layout: s.layout,
        access,
      });
    }
    const index = { shell, screens };
    return { index, indexEtag: etagOf(JSON.stringify(index)), byId };
  }

  private shown(file: string): string {
    const rel = relative(process.cwd(), file);
    return rel.startsWith('..') ? file : rel;
  }
}
