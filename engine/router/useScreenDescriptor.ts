import { useCallback, useEffect, useState } from 'react';
import type { ScreenDescriptor } from '../descriptor';
import type { ScreenLoader } from '../screen';

export type DescriptorState =
  | { status: 'ready'; descriptor: ScreenDescriptor }
  | { status: 'loading' }
  /** The server has no such screen (any more). */
  | { status: 'missing' }
  | { status: 'failed' };

const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;

/** A screen's descriptor from the loader: at once when held, else loading; `reload` asks afresh. */
export function useScreenDescriptor(id: string, loader: ScreenLoader) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DescriptorState>(() => {
    const held = loader.peek(id);
    return held ? { status: 'ready', descriptor: held } : { status: 'loading' };
  });
  useEffect(() => {
    let live = true;
    loader.load(id, attempt > 0).then(
      (descriptor) => {
        if (live)
          setState((s) =>
            s.status === 'ready' && s.descriptor === descriptor ? s : { status: 'ready', descriptor },
          );
      },
      (e: unknown) => {
        if (live) setState({ status: codeOf(e) === 404 ? 'missing' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, loader, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { state, reload };
}
