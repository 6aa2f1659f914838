import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../api';
import { useApp } from '../../app';
import type { StudioSource } from '../../descriptor';
import { evaluate } from '../../expr';
import { useScreen } from '../../screen';
import type { EditorProblem } from './checkDescriptorText';
import { useScope } from './ScopeContext';

/** The studio API unless the descriptor names another. */
export const STUDIO_PATH = '/commondeal/screens/studio';

/** Where a published screen sits in the side menu, and which roles see it. */
export interface MenuPlacement {
  parentId: number;
  name: string;
  /** Absent: last in its group. */
  order?: number;
  icon: string;
  roleIds: number[];
}

/** What the publish dialog offers: the menu's groups and the roles. */
export interface MenuChoices {
  groups: { menuId: number; menuname: string }[];
  roles: { roleId: number; roleName: string; roleCnname: string }[];
}

interface StudioScreen {
  screenId: string;
  version: number | null;
  archived: boolean;
  mayPublish: boolean;
  published: string | null;
  file: string | null;
  draft: { body: string; baseVersion: number; savedAt: string } | null;
  menu: MenuPlacement | null;
  menuGroups: MenuChoices['groups'];
  roles: MenuChoices['roles'];
}

export interface StudioVersion {
  version: number;
  comment: string;
  author: string;
  createdAt: string;
}

/** A save or publish refused because another version was published meanwhile (HTTP 409). */
export interface StudioConflict {
  version: number;
  body: string | null;
  changedBy: string | null;
  changedAt: string | null;
}

export interface StudioController {
  /** The screen edited; empty while a new screen has no id yet (it takes the id of its text). */
  screenId: string;
  state: 'loading' | 'ready' | 'failed';
  /** The published version the edits are based on (0: the file, or a new screen). */
  baseVersion: number;
  /** The text served now (the published version, else the file), for 对比; null for a new screen. */
  servedText: string | null;
  archived: boolean;
  /** The caller may publish, roll back and archive (else only draft: a configurator). */
  mayPublish: boolean;
  savedAt?: string;
  busy: boolean;
  /** Problems the server found when asked to publish (each with its path). */
  serverProblems: EditorProblem[];
  conflict?: StudioConflict;
  /** The screen's menu entry now (none: not in the menu, or a new screen). */
  menu?: MenuPlacement;
  /** The groups and roles the publish dialog offers (read with the screen; empty for a new one). */
  menuChoices: MenuChoices;
  saveDraft(text: string): Promise<void>;
  /** Publishes the text, placing the screen in the menu when `menu` is given. */
  publish(text: string, comment: string, menu?: MenuPlacement): Promise<boolean>;
  /** Goes on from the version published meanwhile, keeping the edited text. */
  rebase(): void;
  versions(): Promise<StudioVersion[]>;
  versionText(version: number): Promise<string>;
  rollback(version: number, comment: string): Promise<boolean>;
}

/** The id a text names (`"id": …`), for a new screen. */
const idOf = (text: string): string => {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
};

/**
 * The studio's side of a descriptor editor: the screen read from the studio API (the configurator's draft,
 * else the published version, else the file) into the editor through `load`, and 保存草稿, 发布 and 回滚,
 * each refused by the server with its reasons (problems with their paths, or 该界面已被他人修改 with the
 * text published meanwhile). Nothing typed is lost: a refusal leaves the editor's text as it is.
 */
export function useStudioController(
  source: StudioSource | undefined,
  load: (text: string) => void,
  templates: { [name: string]: { [key: string]: unknown } } = {},
): StudioController | undefined {
  const { api, ui } = useApp();
  const runtime = useScreen();
  const scope = useScope();
  const asked = source ? evaluate(source.screen, runtime.context(scope)) : undefined;
  const askedId = typeof asked === 'string' ? asked : '';
  const templateName =
    source?.template === undefined ? undefined : evaluate(source.template, runtime.context(scope));
  const template = typeof templateName === 'string' ? templates[templateName] : undefined;
  const path = source?.path ?? STUDIO_PATH;
  const [state, setState] = useState<StudioController['state']>('loading');
  const [screen, setScreen] = useState<StudioScreen>();
  const [baseVersion, setBaseVersion] = useState(0);
  const [newId, setNewId] = useState('');
  const [savedAt, setSavedAt] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [serverProblems, setServerProblems] = useState<EditorProblem[]>([]);
  const [conflict, setConflict] = useState<StudioConflict>();
  const screenId = askedId || newId;

  const read = useCallback(
    async (id: string) => {
      const s = await api.request<StudioScreen>('GET', `${path}/${encodeURIComponent(id)}`);
      setScreen(s);
      return s;
    },
    [api, path],
  );

  useEffect(() => {
    if (!source) return;
    if (!askedId) {
      // A new screen: from the template asked for, else the block's own (already in the editor).
      if (template) load(`${JSON.stringify(template, null, 2)}\n`);
      setState('ready');
      return;
    }
    let live = true;
    read(askedId).then(
      (s) => {
        if (!live) return;
        const text = s.draft?.body ?? s.published ?? s.file;
        if (text !== null) load(text);
        setBaseVersion(s.draft?.baseVersion ?? s.version ?? 0);
        setSavedAt(s.draft?.savedAt);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
    // Read once per screen: `load` replaces the editor's text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [askedId, path, read]);

  /** Runs a call of the studio, turning its refusals into what the page shows. */
  const attempt = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      try {
        const answer = await work();
        setServerProblems([]);
        setConflict(undefined);
        return answer;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        const data = e.data as { problems?: EditorProblem[] } & Partial<StudioConflict>;
        if (e.code === 409 && typeof data?.version === 'number') setConflict(data as StudioConflict);
        else if (Array.isArray(data?.problems)) setServerProblems(data.problems);
        ui.toast('error', e.message);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [ui],
  );

  const target = (text: string) => screenId || idOf(text);

  const saveDraft = useCallback(
    async (text: string) => {
      const id = target(text);
      if (!id) return ui.toast('error', '请先在描述中填写界面编号（id）');
      const draft = await attempt(() =>
        api.request<{ savedAt: string }>('PUT', `${path}/${encodeURIComponent(id)}/draft`, {
          body: { body: text, baseVersion },
          silent: true,
        }),
      );
      if (!draft) return;
      if (!askedId) {
        setNewId(id);
        // A new screen exists now: read it for the publish dialog's menu choices.
        await read(id).catch(() => undefined);
      }
      setSavedAt(draft.savedAt);
      ui.toast('success', '草稿已保存');
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, path, attempt, baseVersion, screenId, askedId, read, ui],
  );

  const publish = useCallback(
    async (text: string, comment: string, menu?: MenuPlacement) => {
      const id = target(text);
      if (!id) {
        ui.toast('error', '请先在描述中填写界面编号（id）');
        return false;
      }
      const answer = await attempt(() =>
        api.request<{ code: number; message: string; data: { version: number } }>(
          'POST',
          `${path}/${encodeURIComponent(id)}/publish`,
          {
            body: { body: text, baseVersion, comment, ...(menu ? { menu } : {}) },
            silent: true,
            envelope: true,
          },
        ),
      );
      if (!answer) return false;
      if (!askedId) setNewId(id);
      setBaseVersion(answer.data.version);
      setSavedAt(undefined);
      await read(id).catch(() => undefined);
      ui.toast('success', answer.message);
      return true;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, path, attempt, baseVersion, screenId, askedId, read, ui],
  );

  const rebase = useCallback(() => {
    if (!conflict) return;
    setBaseVersion(conflict.version);
    setScreen((s) => s && { ...s, version: conflict.version, published: conflict.body });
    setConflict(undefined);
  }, [conflict]);

  const versions = useCallback(
    () => api.request<StudioVersion[]>('GET', `${path}/${encodeURIComponent(screenId)}/versions`),
    [api, path, screenId],
  );
  const versionText = useCallback(
    async (version: number) =>
      (
        await api.request<{ body: string }>(
          'GET',
          `${path}/${encodeURIComponent(screenId)}/versions/${version}`,
        )
      ).body,
    [api, path, screenId],
  );
  const rollback = useCallback(
    async (version: number, comment: string) => {
      const answer = await attempt(() =>
        api.request<{ code: number; message: string; data: { version: number } }>(
          'POST',
          `${path}/${encodeURIComponent(screenId)}/rollback`,
          { body: { version, comment }, silent: true, envelope: true },
        ),
      );
      if (!answer) return false;
      setBaseVersion(answer.data.version);
      const s = await read(screenId).catch(() => undefined);
      if (s?.published) load(s.published);
      ui.toast('success', answer.message);
      return true;
    },
    [api, path, attempt, screenId, read, load, ui],
  );

  const [choices, setChoices] = useState<MenuChoices>({ groups: [], roles: [] });
  useEffect(() => {
    if (screen) setChoices({ groups: screen.menuGroups, roles: screen.roles });
  }, [screen]);

  return useMemo(
    () =>
      source && {
        screenId,
        state,
        baseVersion,
        servedText: screen?.published ?? screen?.file ?? null,
        archived: screen?.archived ?? false,
        // Unknown until the screen is read (a new one): the server refuses a caller who may not.
        mayPublish: screen?.mayPublish ?? true,
        savedAt,
        busy,
        serverProblems,
        conflict,
        menu: screen?.menu ?? undefined,
        menuChoices: choices,
        saveDraft,
        publish,
        rebase,
        versions,
        versionText,
        rollback,
      },
    [
      source,
      screenId,
      state,
      baseVersion,
      screen,
      savedAt,
      busy,
      serverProblems,
      conflict,
      choices,
      saveDraft,
      publish,
      rebase,
      versions,
      versionText,
      rollback,
    ],
  );
}
