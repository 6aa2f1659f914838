import type { App } from '../../schemaTypes';
import { simulatorOf, type InsuranceCenter } from '../../deals/center';
import catalogue from './catalogue';
import exec from './exec';
import files from './files';
import ledger from '../ledger';
import meta from './meta';
import sign from './sign';
import sql from './sql';
import studio from './studio';

export interface DealRoutesOptions {
  center?: InsuranceCenter;
}

/**
 * The Deals calls at the root of /commondeal, against the insurance center given to `buildApp` or the
 * simulator (with the delay of `DEAL_DELAY_MS` / `DEAL_DELAY_DEALS`).
 */
export default async function deals(app: App, opts: DealRoutesOptions): Promise<void> {
  const center = opts.center ?? simulatorOf(app);
  await app.register(meta);
  await app.register(exec, { center });
  await app.register(sign, { center });
  await app.register(sql);
  await app.register(catalogue);
  await app.register(files);
  // 交易目录: the deal catalogue's studio (docs/server.md#交易目录-deals-as-data).
  await app.register(studio, { prefix: '/deals/studio' });
  // The ledger query and remote reversal run against the same center.
  await app.register(ledger, { center });
}
