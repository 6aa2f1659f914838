import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { FormBlock } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { useRefresh, type ScreenRuntime } from '../../../screen';
import type { FormData } from '../../../form';
import { loadForm } from './loadForm';

/** Runs a form's `load` on mount and on `refresh` of the form's id; the answer replaces the data. */
export function useFormLoad(
  id: string,
  load: FormBlock['load'],
  env: RefObject<{ runtime: ScreenRuntime; context: () => ActionContext }>,
  apply: (data: FormData) => void,
): boolean {
  const [loading, setLoading] = useState(false);
  const run = useCallback(() => {
    if (!load) return;
    const { runtime, context } = env.current;
    setLoading(true);
    loadForm(load, runtime, context())
      .then((data) => data && apply(data))
      .finally(() => setLoading(false));
  }, [load, env, apply]);
  useEffect(run, [run]);
  useRefresh(load ? id : `${id}:noload`, run);
  return loading;
}
