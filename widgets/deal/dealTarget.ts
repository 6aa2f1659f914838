import { createContext } from 'react';

/**
 * The message a failed submit brings into view (a new object each submit), shared by a deal form's
 * sections with their tables: a table scrolls the target's row into view (a row not drawn, on another
 * page or away from its window) and focuses its cell once drawn.
 */
export interface DealTarget {
  id: string;
}

export const DealTargetContext = createContext<DealTarget | null>(null);

/** How many frames a table waits for a target cell to be drawn after scrolling to its row. */
const WAIT_FRAMES = 30;

/**
 * Focuses the element `domId` once it is in the page (checked each frame, up to `WAIT_FRAMES`), and
 * scrolls it into view (its column too; a virtual table follows, see `useVirtualSideScroll`). Returns
 * the cancel.
 */
export function focusWhenDrawn(domId: string): () => void {
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    const el = document.getElementById(domId);
    if (el) {
      el.focus({ preventScroll: true });
      // jsdom has no scrollIntoView.
      if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return;
    }
    if (++frames < WAIT_FRAMES) handle = requestAnimationFrame(attempt);
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
}
