import { useEffect, useRef } from 'react';

/**
 * The screen's abort controllers: `abort` for its requests (renewed by a `cancel` action) and
 * `screenLife`, aborted only when the screen closes. Both are made anew when the screen mounts.
 */
export function useScreenLifetime() {
  const abort = useRef(new AbortController());
  const screenLife = useRef(new AbortController());
  useEffect(() => {
    abort.current = new AbortController();
    screenLife.current = new AbortController();
    return () => {
      abort.current.abort();
      screenLife.current.abort();
    };
  }, []);
  return { abort, screenLife };
}

export type ScreenLifetime = ReturnType<typeof useScreenLifetime>;
