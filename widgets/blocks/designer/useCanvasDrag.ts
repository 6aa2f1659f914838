import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { NODE_ATTRIBUTE } from '../../../engine/blocks/designMode';
import { arrayPlace, areSiblings, dropIndex } from '../../../engine/designer/canvasNodes';
import type { Box } from './canvasMeasure';
import { dropAt, type Drop } from './canvasDrop';

/** How far the pointer moves before a press becomes a drag. */
const THRESHOLD = 4;

interface Press {
  path: string;
  element: Element;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Dragging a node that is an element of an array onto a sibling: a line shows where it goes and
 * `onMove(path, index)` moves it there on release. The click that ends a drag selects nothing else.
 */
export function useCanvasDrag(
  root: RefObject<HTMLElement | null>,
  onMove: ((path: string, toIndex: number) => void) | undefined,
  onSelect: (path: string) => void,
) {
  const [line, setLine] = useState<Box | undefined>(undefined);
  const press = useRef<Press | undefined>(undefined);
  const drop = useRef<Drop | undefined>(undefined);
  const dragged = useRef(false);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent) => {
      const node = (e.target as Element).closest(`[${NODE_ATTRIBUTE}]`);
      const path = node?.getAttribute(NODE_ATTRIBUTE);
      if (!onMove || e.button !== 0 || !node || !path || !arrayPlace(path)) return;
      press.current = { path, element: node, x: e.clientX, y: e.clientY, dragging: false };
      const move = (ev: PointerEvent) => {
        const p = press.current;
        if (!p || !root.current) return;
        if (!p.dragging && Math.hypot(ev.clientX - p.x, ev.clientY - p.y) < THRESHOLD) return;
        if (!p.dragging) onSelect(p.path);
        p.dragging = true;
        const over = document.elementFromPoint(ev.clientX, ev.clientY)?.closest(`[${NODE_ATTRIBUTE}]`);
        const target = over?.getAttribute(NODE_ATTRIBUTE);
        drop.current =
          over && target && areSiblings(p.path, target)
            ? dropAt(root.current, p.element, over, target, ev.clientX, ev.clientY)
            : undefined;
        setLine(drop.current?.line);
      };
      const up = () => {
        const p = press.current;
        const d = drop.current;
        dragged.current = !!p?.dragging;
        if (p?.dragging && d) onMove(p.path, dropIndex(arrayPlace(p.path)!.index, d.index, d.after));
        press.current = undefined;
        drop.current = undefined;
        setLine(undefined);
        document.removeEventListener('pointermove', move);
        document.removeEventListener('pointerup', up);
      };
      document.addEventListener('pointermove', move);
      document.addEventListener('pointerup', up);
    },
    [root, onMove, onSelect],
  );

  /** Whether this click ends a drag (then it selects nothing). */
  const endsDrag = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return { line, onPointerDown, endsDrag };
}
