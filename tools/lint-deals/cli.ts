/** `npm run lint:deals [-- --dir deals]` (lint.ts, docs/studio.md「交易目录」): exits 1 on a problem. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CODE_LISTS } from '../../server/routes/deals/codeLists';
import { lintDeals, summaryOf } from './lint';

const usage = '用法：npm run lint:deals -- [--dir deals]（拉取的 <交易编号>.deal.json 所在的文件夹）';
let dir: string;
try {
  dir = parseArgs({ options: { dir: { type: 'string', default: 'deals' } } }).values.dir;
} catch (e) {
  console.error(`命令行参数有误（${(e as Error).message}）\n${usage}`);
  process.exit(2);
}
const lint = lintDeals(resolve(dir), CODE_LISTS, dir);
for (const line of lint.problems) console.error(line);
console.log(summaryOf(lint));
process.exit(lint.problems.length ? 1 : 0);
