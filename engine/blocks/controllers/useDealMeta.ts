import { useEffect, useState } from 'react';
import type { DealMeta } from '../../../schemas/deal';
import { asDealMeta } from '../../deal';
import { useScreen } from '../../screen';
import { useLatest } from './useLatest';

interface Loaded {
  dealName: string;
  meta: DealMeta | null;
}

/** Loads a deal's metadata (`POST /commondeal/meta {dealName}`) whenever the deal name changes. */
export function useDealMeta(dealName: string): {
  meta: DealMeta | null;
  status: 'loading' | 'ready' | 'failed';
} {
  const runtime = useScreen();
  const env = useLatest(runtime.env);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!dealName) return undefined;
    let live = true;
    env.current
      .request<unknown>('POST', '/commondeal/meta', { body: { dealName } })
      .then((answer) => live && setLoaded({ dealName, meta: asDealMeta(answer, dealName) ?? null }))
      // The API client already showed the message.
      .catch(() => live && setLoaded({ dealName, meta: null }));
    return () => {
      live = false;
    };
  }, [dealName, env]);
  if (!loaded || loaded.dealName !== dealName) return { meta: null, status: dealName ? 'loading' : 'failed' };
  return { meta: loaded.meta, status: loaded.meta ? 'ready' : 'failed' };
}
