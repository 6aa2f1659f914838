/**
 * What every way of publishing a deal shares (docs/server.md#交易目录-deals-as-data): the text served now, the checks
 * before anything is written with their refusal in Chinese, and the new version with its audit event and
 * the deal SQL configurations it drops.
 */
import type { DealMeta, DealOption } from '../../../schemas/deal';
import type { Db } from '../../db';
import { ApiError } from '../../errors';
import { dealStudio, type DealHead } from '../../repositories/dealStudio';
import { configsOf, deleteConfigsOf } from '../../repositories/dealSqlConfigs';
import { studioVersions, type PublishEvent } from '../../services/studio/versions';
import { findDeal } from '../catalogue';
import { orphanedConfigs, parseDeal, publishProblems, withCodeLists, type Problem } from './checks';

/** A deal's metadata as the studio keeps, shows and diffs it: JSON, two-space indent, a final newline. */
export const dealText = (meta: DealMeta) => `${JSON.stringify(meta, null, 2)}\n`;

/** Where a deal's shipped metadata comes from (the app's `deals`: the catalogue and the pulled files). */
export interface Baselines {
  baseline(dealName: string): DealMeta | undefined;
}

/** The text served now for a deal (its published body, else its baseline), or null. */
export async function servedDealText(
  db: Db,
  dealName: string,
  head: DealHead | undefined,
  shipped: Baselines,
) {
  if (head?.version) return (await dealStudio.versionBody(db, dealName, head.version)) ?? null;
  const baseline = shipped.baseline(dealName);
  return baseline ? dealText(baseline) : null;
}

/** The refusal of a publish: each problem with its path, in Chinese (HTTP 400, nothing written). */
export const dealRefusedWith = (problems: Problem[]) =>
  new ApiError(`发布被拒绝：交易元数据有 ${problems.length} 处问题，请逐一修正`, 400, 400, { problems });

/** The deals' versions, the served text read over `shipped`. */
export const dealVersionsOf = (shipped: Baselines) =>
  studioVersions(dealStudio, 'dealName', '交易', (db, id, head) => servedDealText(db, id, head, shipped));

/** Writing a version reads no served text: the national catalogue stands in for the baseline. */
const writer = dealVersionsOf({ baseline: findDeal });

/** The code lists a field may name (the national code lists and the base-info lists), by name. */
export type CodeLists = ReadonlyMap<string, readonly DealOption[]>;

/**
 * The metadata of `text` as it would be published (code lists filled in) and every problem that stops it,
 * the deal SQL configurations it would orphan included unless `drop` names their nodes.
 */
export async function dealProblems(
  db: Db,
  dealName: string,
  text: string,
  codeLists: CodeLists,
  drop: readonly string[] = [],
): Promise<{ meta?: DealMeta; problems: Problem[] }> {
  const parsed = parseDeal(dealName, text);
  if (!parsed.meta) return { problems: parsed.problems };
  const meta = withCodeLists(parsed.meta, codeLists);
  const configs = (await configsOf(db, dealName)).filter((c) => !drop.includes(c.nodeName));
  const problems = [
    ...publishProblems(meta, findDeal(dealName), codeLists),
    ...orphanedConfigs(meta, configs),
  ];
  return { meta, problems };
}

/** The metadata of `text` as it would be published, or a refusal with every problem (nothing written). */
export async function publishableDeal(
  db: Db,
  dealName: string,
  text: string,
  codeLists: CodeLists,
  drop: readonly string[] = [],
): Promise<DealMeta> {
  const { meta, problems } = await dealProblems(db, dealName, text, codeLists, drop);
  if (!meta || problems.length) throw dealRefusedWith(problems);
  return meta;
}

/** Writes `meta` as the next version of its deal, with its event, and removes the configurations dropped. */
export async function publishDeal(
  db: Db,
  meta: DealMeta,
  e: PublishEvent,
  drop: readonly string[] = [],
): Promise<number> {
  if (drop.length) await deleteConfigsOf(db, meta.dealName, drop);
  return writer.publish(db, meta.dealName, dealText(meta), e);
}
