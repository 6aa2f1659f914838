import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the viewport (above and below) a group is still drawn: half a viewport each way. */
const MARGIN = '50% 0px';

type Watch = (entry: IntersectionObserverEntry) => void;
const watched = new Map<Element, Watch>();
let observer: IntersectionObserver | undefined;

/** One observer for every group of every deal form on the page. */
function observe(el: Element, fn: Watch): () => void {
  observer ??= new IntersectionObserver((entries) => entries.forEach((e) => watched.get(e.target)?.(e)), {
    rootMargin: MARGIN,
  });
  watched.set(el, fn);
  observer.observe(el);
  return () => {
    watched.delete(el);
    observer?.unobserve(el);
  };
}

/** Whether the browser can tell (jsdom and very old browsers cannot: everything is drawn there). */
export const canObserve = typeof IntersectionObserver === 'function';

/**
 * Whether the element is near the viewport (within half a viewport of it), updated as the page
 * scrolls; `initial` until the browser first reports. `onLeave` runs with the element's height just
 * before it is reported far (to draw a placeholder of that height). An element holding the focus is
 * kept (a field being edited is never removed under the caret).
 */
export function useNearViewport(
  ref: RefObject<HTMLElement | null>,
  initial: boolean,
  onLeave?: (height: number) => void,
): boolean {
  const [near, setNear] = useState(!canObserve || initial);
  useEffect(() => {
    const el = ref.current;
    if (!canObserve || !el) return undefined;
    return observe(el, (entry) => {
      if (entry.isIntersecting) return setNear(true);
      if (el.contains(document.activeElement)) return;
      onLeave?.(entry.boundingClientRect.height);
      setNear(false);
    });
    // The element and the callback are fixed for the life of the group.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return near;
}
