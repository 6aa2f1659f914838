/**
 * `npm run deals:pull -- --from <服务器地址|deals.zip> [--token <令牌>] [--dir deals]` (docs/studio.md
 * 「导出与导入」): the deals published in 交易目录 back into the repository, each `<dealName>.deal.json`,
 * which the server then serves over server/deals/catalogue (the studios' pull, tools/studio-pull/pull.ts).
 */
import { runPullOf, type PullIo, type PullKind } from '../studio-pull/pull';

/** The deals' pull: a plain `<交易编号>.deal.json` (the import's names), at most 200 kB and its newline. */
export const DEALS_PULL: PullKind = {
  command: 'deals:pull',
  exportPath: '/commondeal/deals/studio/export',
  file: /^([0-9]{4}[A-Z]?)\.deal\.json$/,
  fileText: '<交易编号>.deal.json',
  idKey: 'dealName',
  noun: '交易',
  idNoun: '交易编号',
  fileNoun: '交易元数据文件',
  zipName: 'deals.zip',
  defaultDir: 'deals',
  entryMax: 200_001,
  entriesMax: 500,
};

export const runDealsPull = (argv: string[], io: PullIo) => runPullOf(DEALS_PULL, argv, io);
