import { useEffect } from 'react';
import type { Action, ScreenDescriptor } from '../../descriptor';

/** Runs the screen's `onLoad` once and its timers while it is open. */
export function useScreenLoad(descriptor: ScreenDescriptor, run: (action: Action) => Promise<boolean>) {
  useEffect(() => {
    if (descriptor.onLoad) void run(descriptor.onLoad);
    const timers = (descriptor.timers ?? []).map((t) =>
      setInterval(() => void run(t.action), t.seconds * 1000),
    );
    return () => timers.forEach(clearInterval);
    // Load actions run once per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [descriptor]);
}
