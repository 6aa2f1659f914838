import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActionEnv } from '../../actions';
import { saveFile } from '../../api';
import type { AppServices } from '../../app';
import type { RefreshBus } from '../refreshBus';
import { anySignal } from './anySignal';
import { pickFiles } from './pickFiles';
import { toQueryString } from './queryString';
import { sessionCommands } from './sessionCommands';
import type { DialogStack } from './useDialogStack';
import type { FormRegistry } from './useFormRegistry';
import type { ScreenLifetime } from './useScreenLifetime';

interface EnvParts {
  app: AppServices;
  refreshBus: RefreshBus;
  stack: DialogStack;
  forms: FormRegistry;
  writeState: (path: string, value: unknown) => () => void;
  life: ScreenLifetime;
  /** The screen's draft commands, when it declares a `draft`. */
  draft?: ActionEnv['draft'];
}

/** A call stops with the screen, and also by its own signal when the action gives one (an upload's 取消). */
function callSignal(abort: { current: AbortController }, own: AbortSignal | undefined): AbortSignal {
  const screen = abort.current.signal;
  return own && own !== screen ? anySignal([screen, own]) : screen;
}

/** The environment actions run in: requests, messages, navigation, dialogs, forms and state. */
export function useActionEnv({
  app,
  refreshBus,
  stack,
  forms,
  writeState,
  life,
  draft,
}: EnvParts): ActionEnv {
  const navigate = useNavigate();
  const { openDialog, closeDialog, setDialogs, dialogsRef } = stack;
  const { writeForm, findForm } = forms;
  const { abort, screenLife } = life;
  return useMemo<ActionEnv>(
    () => ({
      request: (method, path, req) =>
        app.api.request(method, path, { ...req, signal: callSignal(abort, req?.signal) }),
      toast: app.ui.toast,
      download: (method, path, req) =>
        app.api.download(method, path, { ...req, signal: callSignal(abort, req?.signal) }),
      saveFile,
      confirm: app.ui.confirm,
      alert: app.ui.alert,
      navigate: (to, opts) => navigate(`${to}${toQueryString(opts?.query)}`, { replace: opts?.replace }),
      openWindow: (url) => void window.open(url, '_blank', 'noopener'),
      windowPolicy: { origin: window.location.origin, hosts: app.openWindowHosts ?? [] },
      openDialog,
      closeDialog: (all) => (all ? setDialogs([]) : closeDialog()),
      lifetime: () => anySignal([screenLife.current.signal, dialogsRef.current.at(-1)?.life.signal]),
      refresh: (target) => refreshBus.emit(target),
      setValue: (target, path, value, ctx, formId) => {
        if (target === 'form' && formId) return writeForm(formId, path, value);
        if (target === 'state') return writeState(path, value);
        const writer = ctx.writers?.[target];
        if (!writer) throw new Error(`setValue: 当前上下文没有可写的 ${target}`);
        return writer(path, value);
      },
      submit: async (formId) => {
        const handle = findForm(formId);
        if (!handle) throw new Error(`submit: 未找到表单 "${formId ?? ''}"`);
        return handle.submit();
      },
      resetForm: (formId) => {
        const handle = findForm(formId);
        if (!handle) throw new Error(`resetForm: 未找到表单 "${formId ?? ''}"`);
        handle.reset();
      },
      encrypt: app.encrypt,
      ...sessionCommands(app, navigate),
      desktop: app.desktop,
      pickFiles,
      progress: (text, cancel) => app.ui.progress?.(text, cancel),
      draft,
      cancel: () => {
        abort.current.abort();
        abort.current = new AbortController();
      },
      get signal() {
        return abort.current.signal;
      },
    }),
    [
      app,
      navigate,
      refreshBus,
      openDialog,
      closeDialog,
      setDialogs,
      dialogsRef,
      writeForm,
      findForm,
      writeState,
      abort,
      screenLife,
      draft,
    ],
  );
}
