import { useCallback, useRef, useState } from 'react';
import type { ScreenDescriptor } from '../../descriptor';
import type { ActionContext } from '../../actions';
import { getPath, setPath } from '../../expr';
import { initialState } from './initialState';

/** The screen's state: its value, a ref actions read at once, and writers by path. */
export function useScreenState(descriptor: ScreenDescriptor, base: ActionContext) {
  const [state, setStateObj] = useState(() => initialState(descriptor, base));
  const stateRef = useRef(state);
  stateRef.current = state;
  const setState = useCallback((path: string, value: unknown) => {
    stateRef.current = setPath(stateRef.current, path, value);
    setStateObj(stateRef.current);
  }, []);
  /** Writes a value; returns a function restoring the old one. */
  const writeState = useCallback(
    (path: string, value: unknown) => {
      const old = getPath(stateRef.current, path);
      setState(path, value);
      return () => setState(path, old);
    },
    [setState],
  );
  return { state, stateRef, setState, writeState };
}
