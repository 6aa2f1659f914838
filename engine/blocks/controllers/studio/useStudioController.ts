import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api';
import { useApp } from '../../../app';
import type { StudioSource } from '../../../descriptor';
import { evaluate } from '../../../expr';
import { useScreen } from '../../../screen';
import type { EditorProblem } from '../descriptorEditor/checkDescriptorText';
import { useScope } from '../shared/ScopeContext';
import { useStudioReview } from './useStudioReview';
import {
  idOf,
  STUDIO_SUBJECTS,
  type MenuPlacement,
  type StudioConflict,
  type StudioController,
  type StudioScreen,
  type StudioVersion,
} from './studioTypes';

export type {
  MenuChoices,
  MenuPlacement,
  StudioConflict,
  StudioController,
  StudioSubject,
  StudioVersion,
} from './studioTypes';
export { STUDIO_PATH, STUDIO_SUBJECTS } from './studioTypes';

type Templates = { [name: string]: { [key: string]: unknown } };

/** The screen edited: read from the studio (draft, else published, else file) into the editor through `load`. */
function useStudioDocument(
  source: StudioSource | undefined,
  load: (text: string) => void,
  templates: Templates,
) {
  const { api } = useApp();
  const ctx = useScreen().context(useScope());
  const asked = source ? evaluate(source.screen, ctx) : undefined;
  const askedId = typeof asked === 'string' ? asked : '';
  const templateName = source?.template === undefined ? undefined : evaluate(source.template, ctx);
  const template = typeof templateName === 'string' ? templates[templateName] : undefined;
  const subject = STUDIO_SUBJECTS[source?.kind ?? 'screen'];
  const path = source?.path ?? subject.path;
  const [state, setState] = useState<StudioController['state']>('loading');
  const [screen, setScreen] = useState<StudioScreen>();
  const [baseVersion, setBaseVersion] = useState(0);
  const [newId, setNewId] = useState('');
  const [savedAt, setSavedAt] = useState<string>();

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

  return {
    subject,
    path,
    isNew: !askedId,
    screenId: askedId || newId,
    setNewId,
    state,
    screen,
    setScreen,
    baseVersion,
    setBaseVersion,
    savedAt,
    setSavedAt,
    read,
  };
}

/** A call of the studio whose refusals become what the page shows: a conflict, or the problems with their paths. */
function useStudioAttempt() {
  const { ui } = useApp();
  const [busy, setBusy] = useState(false);
  const [serverProblems, setServerProblems] = useState<EditorProblem[]>([]);
  const [conflict, setConflict] = useState<StudioConflict>();
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
  return { busy, serverProblems, conflict, setConflict, attempt };
}

type Doc = ReturnType<typeof useStudioDocument>;
type Attempt = ReturnType<typeof useStudioAttempt>['attempt'];
type Published = { code: number; message: string; data: { version: number } };

/** 历史: the versions, one version's text, and 回滚 (an old version published as a new one). */
function useStudioHistory(doc: Doc, attempt: Attempt, load: (text: string) => void) {
  const { api, ui } = useApp();
  const at = `${doc.path}/${encodeURIComponent(doc.screenId)}`;
  const versions = useCallback(() => api.request<StudioVersion[]>('GET', `${at}/versions`), [api, at]);
  const versionText = useCallback(
    async (version: number) => (await api.request<{ body: string }>('GET', `${at}/versions/${version}`)).body,
    [api, at],
  );
  const { read, screenId, setBaseVersion } = doc;
  const rollback = useCallback(
    async (version: number, comment: string) => {
      const answer = await attempt(() =>
        api.request<Published>('POST', `${at}/rollback`, {
          body: { version, comment },
          silent: true,
          envelope: true,
        }),
      );
      if (!answer) return false;
      setBaseVersion(answer.data.version);
      const s = await read(screenId).catch(() => undefined);
      if (s?.published) load(s.published);
      ui.toast('success', answer.message);
      return true;
    },
    [api, at, attempt, screenId, read, setBaseVersion, load, ui],
  );
  return { versions, versionText, rollback };
}

/** 保存草稿 and 发布 of the edited text (a new screen takes the id its text names). */
function useStudioWrites(doc: Doc, attempt: Attempt) {
  const { api, ui } = useApp();
  const { idKey, noun } = doc.subject;
  const idFor = (text: string) => {
    const id = doc.screenId || idOf(text, idKey);
    if (!id) ui.toast('error', `请先在描述中填写${noun}编号（${idKey}）`);
    return id;
  };
  /** After a write: a new screen now exists, read it (the publish dialog's menu choices). */
  const written = async (id: string) => {
    if (doc.isNew) doc.setNewId(id);
    await doc.read(id).catch(() => undefined);
  };
  const saveDraft = async (text: string) => {
    const id = idFor(text);
    if (!id) return;
    const draft = await attempt(() =>
      api.request<{ savedAt: string }>('PUT', `${doc.path}/${encodeURIComponent(id)}/draft`, {
        body: { body: text, baseVersion: doc.baseVersion },
        silent: true,
      }),
    );
    if (!draft) return;
    if (doc.isNew) await written(id);
    doc.setSavedAt(draft.savedAt);
    ui.toast('success', '草稿已保存');
  };
  const publish = async (
    text: string,
    comment: string,
    menu?: MenuPlacement,
    extras?: Record<string, string[]>,
  ) => {
    const id = idFor(text);
    if (!id) return false;
    const placed = menu && doc.subject.menu ? { menu } : {};
    const body = { body: text, baseVersion: doc.baseVersion, comment, ...placed, ...extras };
    const answer = await attempt(() =>
      api.request<Published>('POST', `${doc.path}/${encodeURIComponent(id)}/publish`, {
        body,
        silent: true,
        envelope: true,
      }),
    );
    if (!answer) return false;
    doc.setBaseVersion(answer.data.version);
    doc.setSavedAt(undefined);
    await written(id);
    ui.toast('success', answer.message);
    return true;
  };
  return { saveDraft, publish };
}

/**
 * The studio's side of an editor: the screen (or, with `kind: deal`, the deal's metadata at the deals'
 * studio, the same routes, bodies and answers) read from the studio API (the configurator's draft, else the
 * published version, else the file) into the editor through `load`, and 保存草稿, 发布 and 回滚,
 * each refused by the server with its reasons (problems with their paths, or 该界面已被他人修改 with the
 * text published meanwhile). Nothing typed is lost: a refusal leaves the editor's text as it is.
 */
export function useStudioController(
  source: StudioSource | undefined,
  load: (text: string) => void,
  templates: Templates = {},
): StudioController | undefined {
  const doc = useStudioDocument(source, load, templates);
  const { busy, serverProblems, conflict, setConflict, attempt } = useStudioAttempt();
  const history = useStudioHistory(doc, attempt, load);
  const writes = useStudioWrites(doc, attempt);
  const review = useStudioReview(doc, attempt, load);
  const { screen } = doc;
  const rebase = () => {
    if (!conflict) return;
    doc.setBaseVersion(conflict.version);
    doc.setScreen((s) => s && { ...s, version: conflict.version, published: conflict.body });
    setConflict(undefined);
  };
  return (
    source && {
      subject: doc.subject,
      screenId: doc.screenId,
      state: doc.state,
      baseVersion: doc.baseVersion,
      servedText: screen?.published ?? screen?.file ?? null,
      fileText: screen?.file ?? null,
      archived: screen?.archived ?? false,
      // Unknown until the screen is read (a new one): the server refuses a caller who may not.
      mayPublish: screen?.mayPublish ?? true,
      savedAt: doc.savedAt,
      busy,
      serverProblems,
      conflict,
      menu: screen?.menu ?? undefined,
      menuChoices: { groups: screen?.menuGroups ?? [], roles: screen?.roles ?? [] },
      ...writes,
      rebase,
      ...history,
      ...review,
    }
  );
}
