import { useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { Button } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { renderTemplate, test } from '../../../expr';
import { useScreen } from '../../../screen';
import { explainFalse, baseVocabulary, vocabularyOfCrud } from '../../../explain';
import { useScope } from '../shared/ScopeContext';
import { CrudControllerContext } from '../crud/CrudControllerContext';
import { useMounted } from '../shared/useMounted';

export interface ButtonState {
  label: string;
  visible: boolean;
  enabled: boolean;
  /**
   * Why it is disabled, only while disabled: the descriptor's `reason`, else derived from the failing part
   * of `enabled` (named by the enclosing crud's column titles and value maps).
   */
  reason?: string;
  /** The action is running (shown as loading when the button asks for it). */
  running: boolean;
  click(): Promise<boolean>;
}

/** The headless part of a descriptor button: predicates, label and the action run. */
export function useButton(button: Button, extra?: Partial<ActionContext>): ButtonState {
  const runtime = useScreen();
  const scope = useScope();
  const ctx = runtime.context({ ...scope, ...extra });
  const crudBlock = useContext(CrudControllerContext)?.block;
  const vocab = useMemo(() => (crudBlock ? vocabularyOfCrud(crudBlock) : baseVocabulary), [crudBlock]);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const mounted = useMounted();
  const { run } = runtime;
  const click = useCallback(async () => {
    if (busy.current) return false;
    busy.current = true;
    setRunning(true);
    try {
      return await run(button.action, { ...scope, ...extra });
    } finally {
      busy.current = false;
      if (mounted.current) setRunning(false);
    }
  }, [run, button.action, scope, extra, mounted]);
  const enabled = test(button.enabled, ctx);
  return {
    label: renderTemplate(button.label, ctx),
    visible: test(button.visible, ctx),
    enabled,
    reason: enabled
      ? undefined
      : button.reason
        ? renderTemplate(button.reason, ctx)
        : explainFalse(button.enabled, ctx, vocab),
    running,
    click,
  };
}
