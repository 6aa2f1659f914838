import { arrayPlace } from '../../../engine/designer/canvasNodes';
import type { Box } from './canvasMeasure';

/** Where a dragged node goes: before or after the sibling at `index`, and the line that shows it. */
export interface Drop {
  index: number;
  after: boolean;
  line: Box;
}

/**
 * The drop over the sibling `over` (pointer `target`) at the pointer's place: a sibling on the same
 * line as the `dragged` element (columns, buttons, inline fields) splits left and right, a stacked one
 * (blocks, fields) top and bottom.
 */
export function dropAt(
  root: HTMLElement,
  dragged: Element,
  over: Element,
  target: string,
  x: number,
  y: number,
): Drop {
  const r = over.getBoundingClientRect();
  const o = root.getBoundingClientRect();
  const d = dragged.getBoundingClientRect();
  const shared = Math.min(r.bottom, d.bottom) - Math.max(r.top, d.top);
  const sideBySide = shared > Math.min(r.height, d.height) / 2;
  const index = arrayPlace(target)!.index;
  if (sideBySide) {
    const after = x > r.left + r.width / 2;
    const left = (after ? r.right : r.left) - o.left - 1;
    return { index, after, line: { left, top: r.top - o.top, width: 2, height: r.height } };
  }
  const after = y > r.top + r.height / 2;
  const top = (after ? r.bottom : r.top) - o.top - 1;
  return { index, after, line: { left: r.left - o.left, top, width: r.width, height: 2 } };
}
