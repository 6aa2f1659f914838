import { useEffect } from 'react';
import type { ConvertedDeal } from '../../../deal';

/** Idle time long enough to compile one more node's validator (a 30-field node takes ~10 ms). */
const SLICE_MS = 20;
/** No compiling within this long of the last key or pointer input: typing never waits for ajv. */
const QUIET_MS = 400;

let lastInput = -Infinity;
let listening = false;
/** Notes the time of each key and pointer input (one capturing listener for the page). */
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const note = () => void (lastInput = performance.now());
  for (const type of ['keydown', 'pointerdown', 'input'])
    window.addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Compiles the deal's validator node by node ahead of its use, while the browser is idle after the
 * form is drawn and the user has not typed or clicked for `QUIET_MS`, so neither the first paint nor
 * a keystroke waits for ajv (the first blur or submit would otherwise compile the node it needs).
 */
export function useWarmValidator(deal: ConvertedDeal | null): void {
  useEffect(() => {
    if (!deal) return undefined;
    listen();
    const idle = typeof window.requestIdleCallback === 'function';
    let handle: number | undefined;
    let timer: number | undefined;
    const step = (deadline?: IdleDeadline) => {
      const quietFor = performance.now() - lastInput;
      if (quietFor < QUIET_MS) {
        handle = undefined;
        timer = window.setTimeout(schedule, QUIET_MS - quietFor);
        return;
      }
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
      window.clearTimeout(timer);
      if (handle === undefined) return;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [deal]);
}
