/**
 * The deal catalogue as served (docs/server.md#交易目录-deals-as-data): the shipped baseline (server/deals/catalogue
 * and the deals pulled into the repository, server/deals/studio/dealFiles.ts), each deal replaced by its published version (or a deal added), an archived deal left out. Read again on
 * every instance when the heads' data version moves; otherwise a read from memory.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DealMeta } from '../../schemas/deal';
import type { Db } from '../db';
import { dealStudio } from '../repositories/dealStudio';
import { stampOf } from '../services/freshness';
import { CATALOGUE } from './catalogue';

/** What the database says is served instead of the baseline. */
export interface PublishedDeals {
  /** The data version of the heads (every instance sees a change at its next read). */
  version(): Promise<number>;
  heads(): Promise<{ dealName: string; archived: boolean; body: string | null }[]>;
}

export interface DealCatalogue {
  /** The served metadata of a deal; undefined when there is none or it is archived. */
  find(dealName: string): Promise<DealMeta | undefined>;
  /** Every served deal, sorted by deal name. */
  list(): Promise<readonly DealMeta[]>;
  /** The shipped metadata of a deal (what 恢复出厂 returns to), if it is in the baseline. */
  baseline(dealName: string): DealMeta | undefined;
  /** Every shipped deal, sorted by deal name. */
  baselines(): readonly DealMeta[];
}

interface View {
  list: readonly DealMeta[];
  byName: ReadonlyMap<string, DealMeta>;
}

const viewOf = (list: readonly DealMeta[]): View => ({
  list,
  byName: new Map(list.map((d) => [d.dealName, d])),
});

/** The served view: the baseline with each published deal in place (or added) and archived deals left out. */
function overlaid(
  base: View,
  heads: Awaited<ReturnType<PublishedDeals['heads']>>,
  log?: FastifyBaseLogger,
): View {
  const published = new Map<string, DealMeta | 'archived'>();
  for (const head of heads) {
    if (head.archived) published.set(head.dealName, 'archived');
    else if (head.body !== null)
      try {
        published.set(head.dealName, JSON.parse(head.body) as DealMeta);
      } catch (e) {
        log?.error(e, `已发布的交易 ${head.dealName} 无法读取，改用出厂版本`);
      }
  }
  const names = new Set([...base.byName.keys(), ...published.keys()]);
  const list = [...names]
    .sort((a, b) => a.localeCompare(b))
    .flatMap((name) => {
      const over = published.get(name);
      if (over === 'archived') return [];
      const meta = over ?? base.byName.get(name);
      return meta ? [meta] : [];
    });
  return viewOf(list);
}

/** The catalogue served from `published` over `baseline`; the baseline alone when absent. */
export function dealCatalogue(
  published?: PublishedDeals,
  log?: FastifyBaseLogger,
  baseline: readonly DealMeta[] = CATALOGUE,
): DealCatalogue {
  const base = viewOf(baseline);
  let view = base;
  let seen: number | undefined;
  async function current(): Promise<View> {
    if (!published) return view;
    try {
      const version = await published.version();
      if (version !== seen) {
        view = overlaid(base, await published.heads(), log);
        seen = version;
      }
    } catch (e) {
      // The database is unreachable: the deals published when it was last read are served meanwhile.
      log?.warn(e, '读取已发布的交易失败，暂用上次读取的版本');
    }
    return view;
  }
  return {
    find: async (dealName) => (await current()).byName.get(dealName),
    list: async () => (await current()).list,
    baseline: (dealName) => base.byName.get(dealName),
    baselines: () => base.list,
  };
}

/** The catalogue of an app: its database's published deals over the baseline. */
export const servedDeals = (
  db: Db,
  log?: FastifyBaseLogger,
  baseline: readonly DealMeta[] = CATALOGUE,
): DealCatalogue =>
  dealCatalogue(
    {
      version: async () => (await stampOf(db)).versions.get('deal_heads') ?? 0,
      heads: () => dealStudio.servedHeads(db),
    },
    log,
    baseline,
  );

/** The baseline alone (a simulator or a tool without a database). */
export const baselineDeals: DealCatalogue = dealCatalogue();

declare module 'fastify' {
  interface FastifyInstance {
    /** The deal catalogue as served now (published versions over the baseline). */
    deals: DealCatalogue;
  }
}
