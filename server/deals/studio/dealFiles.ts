/**
 * The deals pulled into the repository (docs/studio.md「导出与导入」, `npm run deals:pull`): each
 * `<dealName>.deal.json` of the folder (`deals/` by default) is part of the shipped baseline, in place of
 * server/deals/catalogue's deal of that name (or added), once it passes the checks of a publish over that
 * deal. A file that does not is left out, its problems said in Chinese (the server logs them,
 * `npm run lint:deals` stops on them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DealMeta, DealOption } from '../../../schemas/deal';
import { CATALOGUE, findDeal } from '../catalogue';
import { parseDeal, publishProblems, withCodeLists, type Problem } from './checks';

/** A pulled deal's file name: the import's `<交易编号>.deal.json`. */
export const DEAL_FILE = /^([0-9]{4}[A-Z]?)\.deal\.json$/;
const ANY_DEAL_FILE = /\.deal\.json$/;

export interface DealFileProblem extends Problem {
  /** The file, as `shown/<name>`. */
  file: string;
}

export interface DealFiles {
  /** The deals of the files that pass, sorted by deal name, their code lists filled in. */
  deals: DealMeta[];
  problems: DealFileProblem[];
}

/** The deals of `dir`'s `.deal.json` files (none when the folder is absent), each checked as a publish. */
export function readDealFiles(
  dir: string,
  codeLists: ReadonlyMap<string, readonly DealOption[]>,
  shown = dir,
): DealFiles {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => ANY_DEAL_FILE.test(n))
      .sort();
  } catch {
    return { deals: [], problems: [] };
  }
  const deals: DealMeta[] = [];
  const problems: DealFileProblem[] = [];
  for (const name of names) {
    const file = `${shown}/${name}`;
    const id = DEAL_FILE.exec(name)?.[1];
    if (!id) {
      problems.push({
        file,
        path: '',
        message: '文件名应为 <交易编号>.deal.json（交易编号为4位数字，可带一个大写字母）',
      });
      continue;
    }
    const parsed = parseDeal(id, readFileSync(join(dir, name), 'utf8'));
    const found = parsed.meta
      ? publishProblems(withCodeLists(parsed.meta, codeLists), findDeal(id), codeLists)
      : parsed.problems;
    problems.push(...found.map((p) => ({ file, ...p })));
    if (parsed.meta && !found.length) deals.push(withCodeLists(parsed.meta, codeLists));
  }
  return { deals, problems };
}

/** server/deals/catalogue with each deal of `files` in place (or added), sorted by deal name. */
export function baselineWith(files: readonly DealMeta[]): readonly DealMeta[] {
  if (!files.length) return CATALOGUE;
  const byName = new Map(CATALOGUE.map((d) => [d.dealName, d]));
  for (const d of files) byName.set(d.dealName, d);
  return [...byName.values()].sort((a, b) => a.dealName.localeCompare(b.dealName));
}

/** The baseline an app serves: server/deals/catalogue and `dir`'s deals; each file left out is logged. */
export function shippedDeals(
  dir: string,
  codeLists: ReadonlyMap<string, readonly DealOption[]>,
  log: Pick<FastifyBaseLogger, 'error'>,
): readonly DealMeta[] {
  const { deals, problems } = readDealFiles(dir, codeLists);
  for (const p of problems)
    log.error(`交易元数据文件 ${p.file} 未采用（改用出厂版本）：${p.path ? `${p.path}：` : ''}${p.message}`);
  return baselineWith(deals);
}
