import { useEffect } from 'react';
import type { ConvertedDeal } from '../../deal';

/** Idle time long enough to compile one more node's validator (a 30-field node takes ~10 ms). */
const SLICE_MS = 20;

/**
 * Compiles the deal's validator node by node while the browser is idle after the form is drawn, so
 * neither the first paint nor a keystroke waits for it (the first blur or submit would otherwise).
 */
export function useWarmValidator(deal: ConvertedDeal | null): void {
  useEffect(() => {
    if (!deal) return undefined;
    const idle = typeof window.requestIdleCallback === 'function';
    let handle: number | undefined;
    const step = (deadline?: IdleDeadline) => {
      let more = true;
      while (more && (!deadline || deadline.timeRemaining() >= SLICE_MS)) {
        more = deal.validate.warmNext();
        if (!deadline) break;
      }
      if (more) schedule();
    };
    const schedule = () => {
      handle = idle ? window.requestIdleCallback(step) : window.setTimeout(step, 50);
    };
    schedule();
    return () => {
      if (handle === undefined) return;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [deal]);
}
