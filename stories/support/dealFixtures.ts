import type { DealMeta } from '../../schemas/deal';
import type { FakeCall } from './fakeApi';
import { deal1301, deal3201, deal9102 } from './dealFiles';
import { deal2401 } from './dealInpatient';
import { deal2207 } from './dealOutpatient';
import { deal1101 } from './dealPerson';
import { deal2301, feeRows, syntheticDeal, syntheticValues } from './dealSynthetic';

/**
 * Fixture deal metadata in the shape of `POST /commondeal/meta`, with the national field names, labels,
 * lengths and code lists (docs/domain.md), for stories, tests and the benchmark.
 */
export {
  deal1101,
  deal1301,
  deal2207,
  deal2301,
  deal2401,
  deal3201,
  deal9102,
  feeRows,
  syntheticDeal,
  syntheticValues,
};
export * from './dealSamples';

/** The fixture catalogue by dealName. */
export const dealCatalogue: Record<string, DealMeta> = Object.fromEntries(
  [deal1101, deal1301, deal2207, deal2301, deal2401, deal3201, deal9102].map((d) => [d.dealName, d]),
);

/** A fake answer of `POST /commondeal/meta`: the metadata of `body.dealName`, or the server's error. */
export function metaAnswer(catalogue: Record<string, DealMeta> = dealCatalogue) {
  return (call: FakeCall): DealMeta | Error => {
    const name = (call.body as { dealName?: string } | undefined)?.dealName ?? '';
    return catalogue[name] ?? new Error(`交易${name}不存在`);
  };
}
