import { useMemo } from 'react';
import type { DealMeta } from '../../../../schemas/deal';
import { asDealMeta, convertDeal, type ConvertedDeal } from '../../../deal';
import { useDealMeta } from './useDealMeta';

type Status = 'loading' | 'ready' | 'failed';

/**
 * Metadata given as a value (a draft being edited): converted and every node's validator compiled at
 * once, so metadata the converter or ajv cannot take (a half-edited draft) fails here, as a whole, and
 * never at a field's blur. Null when it cannot be drawn.
 */
function convertGiven(meta: DealMeta | undefined): ConvertedDeal | null {
  if (!meta) return null;
  try {
    const deal = convertDeal(meta);
    while (deal.validate.warmNext());
    return deal;
  } catch {
    return null;
  }
}

/**
 * A dealForm's metadata and its conversion: read by `dealName` (`POST /commondeal/meta`, the per-deal
 * cache), or, when the block gives `meta` (`given` is its value), that value, redrawn when it changes.
 */
export function useGivenDeal(
  dealName: string,
  hasGiven: boolean,
  given: unknown,
): { meta: DealMeta | null; deal: ConvertedDeal | null; status: Status } {
  const loaded = useDealMeta(hasGiven ? '' : dealName);
  const loadedDeal = useMemo(() => (loaded.meta ? convertDeal(loaded.meta) : null), [loaded.meta]);
  const fromValue = useMemo(() => {
    const meta = asDealMeta(given, dealName);
    const deal = convertGiven(meta);
    return { meta: deal ? (meta ?? null) : null, deal, status: deal ? 'ready' : 'failed' } as const;
  }, [given, dealName]);
  if (hasGiven) return fromValue;
  return { meta: loaded.meta, deal: loadedDeal, status: loaded.status };
}
