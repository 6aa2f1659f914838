import { useEffect, useRef, type RefObject } from 'react';

/** A ref that is true while the component is mounted: an awaited action sets no state after unmount. */
export function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
