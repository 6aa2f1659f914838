import type { DealErrors } from './types';

/** The shown messages with those of one node (its own and its fields') replaced by `next`. */
export function replaceNodeErrors(current: DealErrors, node: string, next: DealErrors): DealErrors {
  const kept = Object.entries(current).filter(([id]) => id !== node && !id.startsWith(`${node}.`));
  return { ...Object.fromEntries(kept), ...next };
}
