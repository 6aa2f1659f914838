import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import type { Action, ScreenDescriptor } from '../descriptor';
import { execute, type ActionContext, type ActionEnv } from '../actions';
import { useApp } from '../app';
import { evaluate, getPath, setPath } from '../expr';
import { firstMenuRoute } from '../session';
import { RefreshBus } from './refreshBus';
import type { FormHandle, OpenDialog, ScreenRuntime } from './types';

function initialState(d: ScreenDescriptor, ctx: ActionContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, expr] of Object.entries(d.state ?? {})) out[k] = evaluate(expr, ctx);
  return out;
}

/** Dialog data without null and empty values: a form shows them as empty fields. */
function compact(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
}

function toQueryString(query?: Record<string, unknown>): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** A file dialog of the browser: resolves with the chosen files, or none when cancelled. */
function pickFiles(accept: string[] | undefined, multiple: boolean): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = multiple;
    if (accept?.length) input.accept = accept.join(',');
    input.addEventListener('change', () => resolve(Array.from(input.files ?? [])));
    input.addEventListener('cancel', () => resolve([]));
    input.click();
  });
}

/** The controller of a screen: its state, dialogs, forms, refresh bus and the action environment. */
export function useScreenController(descriptor: ScreenDescriptor): ScreenRuntime {
  const app = useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  const route = useMemo(
    () => ({ path: location.pathname, query: Object.fromEntries(new URLSearchParams(location.search)) }),
    [location.pathname, location.search],
  );
  const base = useMemo<ActionContext>(
    () => ({
      user: session.user ?? {},
      route,
      session: { firstMenu: firstMenuRoute(session.menus) },
      client: { installed: Boolean(app.desktop) },
      now: Date.now(),
      today: dayjs().format('YYYY年M月D日 dddd'),
    }),
    [session, route, app.desktop],
  );
  const [state, setStateObj] = useState(() => initialState(descriptor, base));
  const stateRef = useRef(state);
  stateRef.current = state;
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const forms = useRef(new Map<string, FormHandle>());
  /**
   * Writes to a form of the descriptor that has not mounted yet (its view still loading, e.g. an
   * `onLoad` answer arriving before a lazily loaded form): applied when the form registers.
   */
  const pendingWrites = useRef(new Map<string, { path: string; value: unknown }[]>());
  const refreshBus = useMemo(() => new RefreshBus(), []);
  const abort = useRef(new AbortController());
  /** Aborted when the screen closes (unlike `abort`, not renewed by a `cancel` action). */
  const screenLife = useRef(new AbortController());
  useEffect(() => {
    abort.current = new AbortController();
    screenLife.current = new AbortController();
    return () => {
      abort.current.abort();
      screenLife.current.abort();
    };
  }, []);
  /** The open dialog and its life (aborted when it closes), kept in refs so actions see them at once. */
  const openDialogRef = useRef<{ dialog: OpenDialog; life: AbortController } | null>(null);
  const runRef = useRef<(action: Action, extra?: Partial<ActionContext>) => Promise<boolean>>(null);
  const closeDialog = useCallback(() => {
    const open = openDialogRef.current;
    openDialogRef.current = null;
    setDialog(null);
    if (!open) return;
    open.life.abort();
    const { id, mode, data, block } = open.dialog;
    if (block.onClose) void runRef.current?.(block.onClose, { dialog: { id, mode, data } });
  }, []);

  const setState = useCallback((path: string, value: unknown) => {
    stateRef.current = setPath(stateRef.current, path, value);
    setStateObj(stateRef.current);
  }, []);

  const context = useCallback(
    (extra?: Partial<ActionContext>): ActionContext => ({ ...base, state: stateRef.current, ...extra }),
    [base],
  );

  const env = useMemo<ActionEnv>(
    () => ({
      request: (method, path, req) => app.api.request(method, path, { ...req, signal: abort.current.signal }),
      toast: app.ui.toast,
      confirm: app.ui.confirm,
      alert: app.ui.alert,
      navigate: (to, opts) => navigate(`${to}${toQueryString(opts?.query)}`, { replace: opts?.replace }),
      openWindow: (url) => void window.open(url, '_blank', 'noopener'),
      openDialog: (id, mode, data) => {
        const block = descriptor.dialogs?.[id];
        if (!block) throw new Error(`界面 "${descriptor.id}" 没有对话框 "${id}"`);
        if (openDialogRef.current) closeDialog();
        const opened = { id, mode, data: compact(data), block };
        openDialogRef.current = { dialog: opened, life: new AbortController() };
        setDialog(opened);
      },
      closeDialog,
      lifetime: () => anySignal([screenLife.current.signal, openDialogRef.current?.life.signal]),
      refresh: (target) => refreshBus.emit(target),
      setValue: (target, path, value, ctx, formId) => {
        if (target === 'form' && formId) {
          const write = forms.current.get(formId)?.setValue;
          if (write) return write(path, value);
          if (!declaresBlock(descriptor, formId)) throw new Error(`setValue: 未找到可写的表单 "${formId}"`);
          const queue = pendingWrites.current.get(formId) ?? [];
          const entry = { path, value };
          pendingWrites.current.set(formId, [...queue, entry]);
          return () => {
            const left = (pendingWrites.current.get(formId) ?? []).filter((e) => e !== entry);
            pendingWrites.current.set(formId, left);
          };
        }
        if (target === 'state') {
          const old = getPath(stateRef.current, path);
          setState(path, value);
          return () => setState(path, old);
        }
        const writer = ctx.writers?.[target];
        if (!writer) throw new Error(`setValue: 当前上下文没有可写的 ${target}`);
        return writer(path, value);
      },
      submit: async (formId) => {
        const handle = formId ? forms.current.get(formId) : [...forms.current.values()].at(-1);
        if (!handle) throw new Error(`submit: 未找到表单 "${formId ?? ''}"`);
        return handle.submit();
      },
      resetForm: (formId) => {
        const handle = formId ? forms.current.get(formId) : [...forms.current.values()].at(-1);
        if (!handle) throw new Error(`resetForm: 未找到表单 "${formId ?? ''}"`);
        handle.reset();
      },
      encrypt: app.encrypt,
      signIn: async (answer) => {
        const a = (answer ?? {}) as { token?: string } & Record<string, unknown>;
        if (!a.token) throw new Error('登录应答缺少 token');
        const { token, ...user } = a;
        app.session.signIn(token, user as never);
        await app.loadMenus();
        return firstMenuRoute(app.session.get().menus);
      },
      signOut: async () => {
        await app.api
          .request('POST', '/commondeal/api/auth/logout', { silent: true, expectUnauthorized: true })
          .catch(() => undefined);
        app.session.clear();
        navigate('/login', { replace: true });
      },
      desktop: app.desktop,
      pickFiles,
      progress: (text) => app.ui.progress?.(text),
      cancel: () => {
        abort.current.abort();
        abort.current = new AbortController();
      },
      get signal() {
        return abort.current.signal;
      },
    }),
    [app, navigate, descriptor, refreshBus, setState, closeDialog],
  );

  const run = useCallback(
    (action: Action, extra?: Partial<ActionContext>) => execute(action, context(extra), env),
    [context, env],
  );
  runRef.current = run;

  const registerForm = useCallback((id: string, handle: FormHandle) => {
    forms.current.set(id, handle);
    const pending = pendingWrites.current.get(id) ?? [];
    pendingWrites.current.delete(id);
    for (const { path, value } of pending) handle.setValue?.(path, value);
    return () => void forms.current.delete(id);
  }, []);

  useEffect(() => {
    if (descriptor.onLoad) void run(descriptor.onLoad);
    const timers = (descriptor.timers ?? []).map((t) =>
      setInterval(() => void run(t.action), t.seconds * 1000),
    );
    return () => timers.forEach(clearInterval);
    // Load actions run once per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [descriptor]);

  return {
    descriptor,
    context,
    run,
    state,
    setState,
    refreshBus,
    registerForm,
    form: (id) => forms.current.get(id),
    dialog,
    closeDialog,
    resolveSchema: (ref) => app.schemas.resolve(ref),
    env,
  };
}

/** A signal aborted as soon as one of `signals` is (AbortSignal.any, where the browser lacks it). */
function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal {
  const out = new AbortController();
  for (const s of signals) {
    if (!s) continue;
    if (s.aborted) out.abort();
    else s.addEventListener('abort', () => out.abort(), { once: true });
  }
  return out.signal;
}

/** Whether a block with this id stands anywhere in the descriptor (its blocks or its dialogs). */
function declaresBlock(descriptor: ScreenDescriptor, id: string): boolean {
  const seen = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(seen);
    if (!node || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    return record.id === id || Object.values(record).some(seen);
  };
  return seen(descriptor.blocks) || seen(descriptor.dialogs);
}
