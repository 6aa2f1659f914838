/**
 * The deal catalogue's own check (docs/studio.md「交易目录」, `npm run lint:deals`): the checks of a publish
 * (server/deals/studio/checks.ts: duplicate field codes, what the envelope carries, code lists that exist,
 * patterns that compile, the national interface's required fields kept) over every deal of
 * server/deals/catalogue and every pulled `<dealName>.deal.json` of the folder.
 */
import type { DealOption } from '../../schemas/deal';
import { CATALOGUE } from '../../server/deals/catalogue';
import { publishProblems, withCodeLists } from '../../server/deals/studio/checks';
import { readDealFiles } from '../../server/deals/studio/dealFiles';

export interface DealLint {
  /** One line per problem: `<file> <path>: <the publish's message>`. */
  problems: string[];
  /** How many deals were checked (the catalogue's and the folder's files). */
  checked: number;
}

/** The problems of the baseline and of `dir`'s files (`shown` names the folder in the lines). */
export function lintDeals(
  dir: string,
  codeLists: ReadonlyMap<string, readonly DealOption[]>,
  shown = dir,
): DealLint {
  const catalogue = CATALOGUE.flatMap((meta) =>
    publishProblems(withCodeLists(meta, codeLists), meta, codeLists).map(
      (p) => `server/deals/catalogue ${meta.dealName} ${p.path}: ${p.message}`,
    ),
  );
  const files = readDealFiles(dir, codeLists, shown);
  const filesChecked = new Set(files.problems.map((p) => p.file)).size + files.deals.length;
  return {
    problems: [...catalogue, ...files.problems.map((p) => `${p.file} ${p.path || '(文件)'}: ${p.message}`)],
    checked: CATALOGUE.length + filesChecked,
  };
}

/** The summary line: passed with the count, or failed with the number of problems. */
export const summaryOf = (lint: DealLint) =>
  lint.problems.length
    ? `交易目录检查失败：${lint.problems.length} 个问题`
    : `交易目录检查通过：${lint.checked} 个交易`;
