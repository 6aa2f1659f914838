/**
 * `npm run deals:pull` (docs/studio.md「导出与导入」): the deals.zip of 交易目录's 导出全部 into `deals/`,
 * each `<dealName>.deal.json` reported as 新增, 修改 or 未改动; the same checks as `screens:pull` (the
 * studios' pull, tools/studio-pull/pull.ts) with the deals' names and words; against a server with the
 * console's token.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { DEALS_PULL, runDealsPull } from '../../tools/deals-pull/pull';

const dir = await mkdtemp(join(tmpdir(), 'deals-pull-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const deal = (dealName: string, comment: string) =>
  `${JSON.stringify({ dealName, comment, dealType: '1', reqProperties: [], resProperties: [] }, null, 2)}\n`;
const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));

async function pull(args: string[], fetch?: typeof globalThis.fetch) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDealsPull(args, {
    env: {},
    cwd: dir,
    fetch,
    print: (l) => out.push(l),
    error: (l) => err.push(l),
  });
  return { code, out, err };
}

describe('npm run deals:pull', () => {
  it('writes each <dealName>.deal.json of deals.zip into deals/, saying what changed', async () => {
    await writeFile(join(dir, 'deals.zip'), zipOf({ '2207.deal.json': deal('2207', '门诊结算') }));
    expect(await pull(['--from', 'deals.zip'])).toEqual({
      code: 0,
      out: ['新增　 deals/2207.deal.json', '已拉取 1 个交易：新增 1，修改 0，未改动 0（deals）'],
      err: [],
    });
    expect(await readFile(join(dir, 'deals', '2207.deal.json'), 'utf8')).toBe(deal('2207', '门诊结算'));
  });

  it('refuses the whole zip for an entry that is not a deal file or names another deal', async () => {
    await writeFile(
      join(dir, 'bad.zip'),
      zipOf({ '2204.deal.json': deal('2204', '明细'), 'x/2207.deal.json': deal('2207', '') }),
    );
    expect((await pull(['--from', 'bad.zip'])).err).toEqual([
      '压缩包中有不是 <交易编号>.deal.json 的条目（不接受文件夹、上级路径或超过 200 kB 的文件）：x/2207.deal.json；未写入任何文件',
    ]);
    await writeFile(join(dir, 'other.zip'), zipOf({ '2204.deal.json': deal('2207', '门诊结算') }));
    expect((await pull(['--from', 'other.zip'])).err).toEqual([
      '2204.deal.json 中的交易编号为 "2207"，与文件名不符；未写入任何文件',
    ]);
  });

  it("asks the deals' export route with the token; 403 names what the account lacks", async () => {
    const asked: string[] = [];
    const forbidden = (async (url: string) => {
      asked.push(url);
      return new Response('{}', { status: 403 });
    }) as unknown as typeof fetch;
    const res = await pull(['--from', 'http://host:8080/', '--token', 't'], forbidden);
    expect(asked).toEqual([`http://host:8080${DEALS_PULL.exportPath}`]);
    expect(res).toEqual({
      code: 1,
      out: [],
      err: ['该账号无权导出交易：需要运维机构（9999）的 ROLE_ADMIN 或 ROLE_CONFIG 角色'],
    });
  });
});
