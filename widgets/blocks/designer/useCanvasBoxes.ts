import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { measureBoxes, type CanvasBoxes, type Wanted } from './canvasMeasure';

const NONE: CanvasBoxes = { problems: [] };

/**
 * The boxes of the hovered, the selected and the faulty nodes, measured again in the next frame
 * whenever the page scrolls or resizes or the preview (or a dialog it opened) re-renders. Changes
 * inside `layer` (the boxes themselves) do not count.
 */
export function useCanvasBoxes(
  root: RefObject<HTMLElement | null>,
  layer: RefObject<HTMLElement | null>,
  wanted: Wanted,
): CanvasBoxes {
  const [boxes, setBoxes] = useState<CanvasBoxes>(NONE);
  const latest = useRef(wanted);
  latest.current = wanted;
  const frame = useRef<number | undefined>(undefined);
  const measure = useCallback(() => {
    frame.current = undefined;
    const el = root.current;
    if (!el) return;
    const next = measureBoxes(el, latest.current);
    setBoxes((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
  }, [root]);
  const schedule = useCallback(() => {
    if (frame.current === undefined) frame.current = requestAnimationFrame(measure);
  }, [measure]);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const changed = (records: MutationRecord[]) => {
      if (records.some((r) => !layer.current?.contains(r.target))) schedule();
    };
    const mutations = new MutationObserver(changed);
    mutations.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'style'],
    });
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    resizes?.observe(el);
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      frame.current = undefined;
    };
  }, [root, layer, schedule]);

  const key = JSON.stringify(wanted);
  useEffect(schedule, [key, schedule]);
  return boxes;
}
