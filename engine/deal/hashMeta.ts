import type { DealMeta } from '../../schemas/deal';

/** A short FNV-1a hash (hex) of the metadata's JSON: the cache key changes when the metadata does. */
export function hashMeta(meta: DealMeta): string {
  const text = JSON.stringify(meta);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
