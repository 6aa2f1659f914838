import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { useApp } from '../app';
import { LeaveGuardContext, type LeaveGuardRegistry } from '../screen';

/** The question before leaving a screen with unsaved work (in the console's own words). */
export const LEAVE_MESSAGE = '未保存的内容将丢失，确定离开此页面?';

/**
 * Around a screen: a navigation that leaves it (a menu entry, Back, a link, an action's `navigate`)
 * while one of its forms holds unsaved work asks `LEAVE_MESSAGE` first — 确定 leaves, 取消 stays with
 * what was typed — and closing or reloading the tab asks the browser's own question. Which forms count:
 * docs/descriptor.md (Leaving a screen with unsaved changes). Needs a data router.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const app = useApp();
  const checks = useRef(new Set<() => boolean>());
  const register = useCallback<LeaveGuardRegistry>((unsaved) => {
    checks.current.add(unsaved);
    return () => void checks.current.delete(unsaved);
  }, []);
  const unsaved = useCallback(() => [...checks.current].some((c) => c()), []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );
  const blocked = blocker.state === 'blocked' ? blocker : null;
  useEffect(() => {
    if (!blocked) return undefined;
    let live = true;
    void app.ui.confirm(LEAVE_MESSAGE).then((leave) => {
      if (!live) return;
      if (leave) blocked.proceed();
      else blocked.reset();
    });
    return () => {
      live = false;
    };
  }, [app, blocked]);
  useEffect(() => {
    const ask = (e: BeforeUnloadEvent) => {
      if (unsaved()) e.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return <LeaveGuardContext.Provider value={register}>{children}</LeaveGuardContext.Provider>;
}
