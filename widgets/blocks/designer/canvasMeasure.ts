import { NODE_ATTRIBUTE } from '../../../engine/blocks/designMode';
import { asPointer, nearestDrawn } from '../../../engine/designer/canvasNodes';

/** A box on the canvas, in pixels from the overlay's top-left corner. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ProblemBox {
  path: string;
  message: string;
  box: Box;
}

/** What the overlay draws: the hovered and the selected node, the nodes a problem names. */
export interface CanvasBoxes {
  hover?: Box;
  selected?: Box;
  problems: ProblemBox[];
}

export interface Wanted {
  hover?: string;
  selected?: string;
  problems: readonly { path: string; message: string }[];
}

/**
 * The drawn nodes by pointer: those inside the overlay and those of the dialogs the preview opened
 * (antd draws a modal in a portal at the end of the page).
 */
export function drawnNodes(root: HTMLElement): Map<string, Element[]> {
  const scopes: ParentNode[] = [root, ...document.querySelectorAll('.ant-modal-root')];
  const nodes = new Map<string, Element[]>();
  for (const scope of scopes)
    for (const el of scope.querySelectorAll(`[${NODE_ATTRIBUTE}]`)) {
      const path = el.getAttribute(NODE_ATTRIBUTE) ?? '';
      nodes.set(path, [...(nodes.get(path) ?? []), el]);
    }
  return nodes;
}

/** The box around all the elements of a node (a column: its header and its cells), from `origin`. */
export function boxOf(elements: readonly Element[], origin: DOMRect): Box {
  const rects = elements.map((el) => el.getBoundingClientRect());
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  const right = Math.max(...rects.map((r) => r.right));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  return { left: left - origin.left, top: top - origin.top, width: right - left, height: bottom - top };
}

/** Measures the boxes the overlay draws; a problem of a node not drawn marks its nearest drawn ancestor. */
export function measureBoxes(root: HTMLElement, wanted: Wanted): CanvasBoxes {
  const nodes = drawnNodes(root);
  const origin = root.getBoundingClientRect();
  const box = (path: string | undefined) => {
    const els = path === undefined ? undefined : nodes.get(path);
    return els?.length ? boxOf(els, origin) : undefined;
  };
  const problems: ProblemBox[] = [];
  for (const p of wanted.problems) {
    const at = nearestDrawn(asPointer(p.path), (q) => nodes.has(q));
    const same = problems.find((q) => q.path === at);
    const b = same ? undefined : box(at);
    if (same) same.message = `${same.message}\n${p.message}`;
    else if (at !== undefined && b) problems.push({ path: at, message: p.message, box: b });
  }
  return { hover: box(wanted.hover), selected: box(wanted.selected), problems };
}
