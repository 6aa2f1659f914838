import { performance } from 'node:perf_hooks';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { DealMeta } from '../schemas/deal';
import {
  clearDealCache,
  convertDeal,
  dealFormLayout,
  dealMetaToSchema,
  dealOutputView,
} from '../engine/deal';
import { dealCatalogue, syntheticDeal } from '../fixtures/dealFixtures';

export interface ConvertRow {
  dealName: string;
  fields: number;
  /** The pure conversion: schema, uiSchema, output schema, form layout and output view (no compile). */
  schemas: number;
  /** convertDeal on a cold cache: schemas, layout, output view and the compiled validator. */
  convert: number;
  /** convertDeal again (cache hit, a fresh copy of the metadata: hashed). */
  cached: number;
  /** Plain RJSF: the default validator compiling the same schema (first isValid). */
  rjsfCompile: number;
}

/** The real catalogue when the server has one (`server/deals/catalogue`), else the fixtures. */
export async function loadCatalogue(): Promise<{ source: string; deals: DealMeta[] }> {
  const spec = '../server/deals/catalogue/index.ts';
  try {
    const mod = (await import(/* @vite-ignore */ spec)) as { CATALOGUE?: readonly DealMeta[] };
    if (Array.isArray(mod.CATALOGUE) && mod.CATALOGUE.length)
      return { source: 'server/deals/catalogue', deals: [...mod.CATALOGUE] };
  } catch {
    // Not there yet: the fixtures stand in.
  }
  return { source: 'fixtures/dealFixtures', deals: Object.values(dealCatalogue) };
}

const fieldsOf = (m: DealMeta) => m.reqProperties.reduce((n, node) => n + node.properties.length, 0);

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

/** Converts every deal of the catalogue (plus the 300-field deal) and compiles its validator. */
export function convertCatalogue(deals: DealMeta[]): ConvertRow[] {
  clearDealCache();
  const all = [...deals, syntheticDeal(300)];
  return all.map((meta) => {
    const schemas = time(() => {
      dealFormLayout(dealMetaToSchema(meta));
      dealOutputView(meta);
    });
    const convert = time(() => {
      const { validate } = convertDeal(meta);
      while (validate.warmNext());
      validate({});
    });
    const cached = time(() => convertDeal(structuredClone(meta)));
    const schema = dealMetaToSchema(meta).schema as RJSFSchema;
    const rjsfCompile = time(() => validator.isValid(schema, {}, schema));
    return { dealName: meta.dealName, fields: fieldsOf(meta), schemas, convert, cached, rjsfCompile };
  });
}
