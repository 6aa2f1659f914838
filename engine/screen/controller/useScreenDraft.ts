import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { ScreenDescriptor } from '../../descriptor';
import type { ActionContext } from '../../actions';
import type { AppServices } from '../../app';
import { renderTemplate } from '../../expr';
import { draftServer, type DraftOp } from './draftServer';
import { draftSnapshot, keptParts, type DraftBody } from './draftSnapshot';
import { initialState } from './initialState';
import type { FormRegistry } from './useFormRegistry';

interface DraftParts {
  app: AppServices;
  base: ActionContext;
  state: Record<string, unknown>;
  stateRef: RefObject<Record<string, unknown>>;
  setState: (path: string, value: unknown) => void;
  forms: FormRegistry;
}

/**
 * A screen's `draft` (docs/descriptor.md#work-kept-as-a-draft): read and restored when the screen opens,
 * saved `autosaveSeconds` after a change of what it keeps and when the screen closes, and the `draft`
 * action's commands. Nothing is saved before the kept draft was read, nor what equals the last one saved.
 */
export function useScreenDraft(descriptor: ScreenDescriptor, p: DraftParts) {
  const spec = descriptor.draft;
  const { app, stateRef, setState } = p;
  const { forms, onFormChange, findForm } = p.forms;
  const server = useMemo(() => spec && draftServer(app, spec), [app, spec]);
  const seen = useRef(new Map<string, Record<string, unknown>>());
  /** JSON of what the server holds as far as this screen knows; null: take the first full snapshot. */
  const saved = useRef<string | null>(null);
  const ready = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const snapshot = useCallback(
    () => (spec ? draftSnapshot(spec, stateRef.current, forms.current, seen.current) : null),
    [spec, stateRef, forms],
  );
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const now = snapshot();
    if (!server || !ready.current || !now) return;
    const json = JSON.stringify(now);
    if (saved.current === null) saved.current = json;
    if (json === saved.current) return;
    saved.current = json;
    server.autosave(now);
  }, [server, snapshot]);
  const schedule = useCallback(() => {
    if (!spec || !ready.current || spec.autosaveSeconds === 0) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, (spec.autosaveSeconds ?? 1) * 1000);
  }, [spec, flush]);
  useDraftRestore(descriptor, p, server, (restored) => {
    const now = snapshot();
    saved.current = now ? JSON.stringify(now) : restored && JSON.stringify(restored);
    ready.current = true;
  });
  useEffect(() => schedule(), [p.state, schedule]);
  useEffect(
    () =>
      onFormChange((id) => {
        // Remembered as it changes: a form may go before the screen's last save as it closes.
        const values = forms.current.get(id)?.values?.();
        if (values) seen.current.set(id, values);
        schedule();
      }),
    [onFormChange, forms, schedule],
  );
  // The screen closes: what changed since the last save is saved now.
  useEffect(() => () => void (timer.current !== undefined && flush()), [flush]);

  const command = useCallback(
    async (op: DraftOp) => {
      if (!server || !spec) throw new Error('draft: 本界面没有声明 draft');
      clearTimeout(timer.current);
      timer.current = undefined;
      if (op === 'discard') {
        const first = initialState(descriptor, p.base);
        for (const k of spec.state) setState(k, first[k]);
        for (const id of spec.forms ?? []) findForm(id)?.reset();
      }
      const now: DraftBody | null = snapshot();
      saved.current = now && JSON.stringify(now);
      if (op === 'save' && now) await server.save(now);
      else if (op !== 'save') await server.drop();
    },
    [server, spec, snapshot, descriptor, p.base, setState, findForm],
  );
  return spec ? command : undefined;
}

/** Reads the kept draft once the screen opens and restores what this screen keeps of it. */
function useDraftRestore(
  descriptor: ScreenDescriptor,
  { app, base, setState, forms: { writeForm } }: DraftParts,
  server: ReturnType<typeof draftServer> | undefined,
  done: (restored: DraftBody | null) => void,
) {
  const latest = useRef({ base, done });
  latest.current = { base, done };
  const spec = descriptor.draft;
  useEffect(() => {
    if (!server || !spec) return;
    let open = true;
    server.read().then(
      (answer) => {
        if (!open) return;
        const kept = keptParts(spec, answer);
        if (kept) {
          for (const [k, v] of Object.entries(kept.state)) setState(k, v);
          for (const [id, v] of Object.entries(kept.forms ?? {})) writeForm(id, '', v);
          if (spec.restored) app.ui.toast('info', renderTemplate(spec.restored, latest.current.base));
        }
        latest.current.done(kept);
      },
      () => undefined,
    );
    return () => void (open = false);
  }, [server, spec, app, setState, writeForm]);
}
