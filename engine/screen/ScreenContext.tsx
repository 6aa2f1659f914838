import { createContext, useContext, useEffect } from 'react';
import type { ScreenRuntime } from './types';

export const ScreenContext = createContext<ScreenRuntime | null>(null);

/** The running screen; throws outside a `ScreenProvider`. */
export function useScreen(): ScreenRuntime {
  const s = useContext(ScreenContext);
  if (!s) throw new Error('useScreen 必须在 ScreenProvider 内使用');
  return s;
}

/** Calls `fn` whenever a `refresh` action names `target` (or names no target). */
export function useRefresh(target: string | undefined, fn: () => void): void {
  const { refreshBus } = useScreen();
  useEffect(() => refreshBus.subscribe(target ?? '*', fn), [refreshBus, target, fn]);
}
