import { useCallback, useMemo, useRef } from 'react';
import type { Action, ScreenDescriptor } from '../descriptor';
import { execute, type ActionContext } from '../actions';
import { useApp } from '../app';
import { RefreshBus } from './refreshBus';
import type { ScreenRuntime } from './types';
import { useUnsavedForms } from './leaveGuard';
import { useActionEnv } from './controller/useActionEnv';
import { useDialogStack } from './controller/useDialogStack';
import { useFormRegistry } from './controller/useFormRegistry';
import { useScreenBase } from './controller/useScreenBase';
import { useScreenLifetime } from './controller/useScreenLifetime';
import { useScreenLoad } from './controller/useScreenLoad';
import { useScreenDraft } from './controller/useScreenDraft';
import { useScreenState } from './controller/useScreenState';

/** The controller of a screen: its state, dialogs, forms, refresh bus and the action environment. */
export function useScreenController(descriptor: ScreenDescriptor): ScreenRuntime {
  const app = useApp();
  const base = useScreenBase(app);
  const { state, stateRef, setState, writeState } = useScreenState(descriptor, base);
  const runRef = useRef<(action: Action, extra?: Partial<ActionContext>) => Promise<boolean>>(null);
  const stack = useDialogStack(descriptor, runRef);
  const forms = useFormRegistry(descriptor);
  useUnsavedForms(forms.forms, descriptor.draft?.forms);
  const refreshBus = useMemo(() => new RefreshBus(), []);
  const life = useScreenLifetime();

  const context = useCallback(
    (extra?: Partial<ActionContext>): ActionContext => ({ ...base, state: stateRef.current, ...extra }),
    [base, stateRef],
  );
  const draft = useScreenDraft(descriptor, { app, base, state, stateRef, setState, forms });
  const env = useActionEnv({ app, refreshBus, stack, forms, writeState, life, draft });
  const run = useCallback(
    (action: Action, extra?: Partial<ActionContext>) => execute(action, context(extra), env),
    [context, env],
  );
  runRef.current = run;
  useScreenLoad(descriptor, run);

  const { dialogs, dialogsRef, closeDialog } = stack;
  return {
    descriptor,
    context,
    run,
    state,
    setState,
    refreshBus,
    registerForm: forms.registerForm,
    form: (id) => forms.forms.current.get(id),
    dialog: dialogs.at(-1) ?? null,
    dialogs,
    closeDialog,
    topDialog: () => dialogsRef.current.at(-1)?.dialog.id,
    resolveSchema: (ref) => app.schemas.resolve(ref),
    env,
  };
}
