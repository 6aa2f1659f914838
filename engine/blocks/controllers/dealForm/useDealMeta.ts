import { useEffect, useState } from 'react';
import type { DealMeta } from '../../../../schemas/deal';
import { useApp } from '../../../app';
import { asDealMeta } from '../../../deal';
import { useScreen } from '../../../screen';
import { useLatest } from '../shared/useLatest';

interface Loaded {
  dealName: string;
  meta: DealMeta | null;
}

/** Loads a deal's metadata (`POST {dealName}` to the app's `endpoints.dealMeta`) whenever the deal name changes. */
export function useDealMeta(dealName: string): {
  meta: DealMeta | null;
  status: 'loading' | 'ready' | 'failed';
} {
  const runtime = useScreen();
  const path = useApp().endpoints.dealMeta;
  const env = useLatest(runtime.env);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!dealName) return undefined;
    let live = true;
    env.current
      .request<unknown>('POST', path, { body: { dealName } })
      .then((answer) => live && setLoaded({ dealName, meta: asDealMeta(answer, dealName) ?? null }))
      // The API client already showed the message.
      .catch(() => live && setLoaded({ dealName, meta: null }));
    return () => {
      live = false;
    };
  }, [dealName, env, path]);
  if (!loaded || loaded.dealName !== dealName) return { meta: null, status: dealName ? 'loading' : 'failed' };
  return { meta: loaded.meta, status: loaded.meta ? 'ready' : 'failed' };
}
