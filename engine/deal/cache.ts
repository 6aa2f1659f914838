import type { Ajv } from 'ajv';
import { LRUCache } from 'lru-cache';
import type { DealMeta } from '../../schemas/deal';
import { compileDealValidator } from './compileDealValidator';
import { createDealAjv } from './dealAjv';
import { dealFormLayout } from './dealFormLayout';
import { dealMetaToSchema } from './dealMetaToSchema';
import { dealOutputView } from './dealOutputView';
import { hashMeta } from './hashMeta';
import type { ConvertedDeal } from './types';

/** Deals kept at most (the least recently used is dropped, with its compiled validator). */
export const MAX_DEALS = 500;

let ajv: Ajv | undefined;
const byKey = new LRUCache<string, ConvertedDeal>({
  max: MAX_DEALS,
  dispose: (old, _key, reason) => {
    if (reason !== 'evict') return;
    const nodes = old.schema.properties;
    if (nodes && typeof nodes === 'object')
      Object.values(nodes).forEach((n) => ajv?.removeSchema(n as object));
  },
});
let byMeta = new WeakMap<DealMeta, ConvertedDeal>();

function build(meta: DealMeta, key: string): ConvertedDeal {
  ajv ??= createDealAjv();
  const schemas = dealMetaToSchema(meta);
  return {
    key,
    ...schemas,
    layout: dealFormLayout(schemas),
    output: dealOutputView(meta),
    validate: compileDealValidator(ajv, schemas.schema),
  };
}

/**
 * A deal's schemas, form layout, output view and compiled validator, converted once per deal: cached
 * by dealName + a hash of the metadata (the same metadata object is found without hashing).
 */
export function convertDeal(meta: DealMeta): ConvertedDeal {
  const same = byMeta.get(meta);
  if (same) return same;
  const key = `${meta.dealName}:${hashMeta(meta)}`;
  let found = byKey.get(key);
  if (!found) {
    found = build(meta, key);
    byKey.set(key, found);
  }
  byMeta.set(meta, found);
  return found;
}

/** Empties the cache (tests, benchmarks). */
export function clearDealCache(): void {
  byKey.clear();
  byMeta = new WeakMap();
  ajv = undefined;
}

/** How many deals are cached. */
export function dealCacheSize(): number {
  return byKey.size;
}
