/**
 * The deals pulled into the repository (docs/studio.md「导出与导入」, `npm run deals:pull`): each
 * `<dealName>.deal.json` of the deals folder is the shipped baseline of its deal in place of
 * server/deals/catalogue's, checked as a publish when the server starts; a file that fails the checks is
 * left out with its Chinese message in the log, and `npm run lint:deals` stops on it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DealMeta } from '../../schemas/deal';
import { fileHarness } from './helpers';
import { D, LOCAL_FLAG, with2207 } from './dealsHelpers';

const root = resolve(import.meta.dirname, '../..');
const dir = await mkdtemp(join(tmpdir(), 'deals-files-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const text = (meta: DealMeta) => `${JSON.stringify(meta, null, 2)}\n`;
const PULLED_2207 = with2207((fields) => [...fields, { ...LOCAL_FLAG, codeList: 'yes_no' }]);
/** 2204 with its first field twice: what a publish refuses. */
const broken = (meta: DealMeta): DealMeta => ({
  ...meta,
  reqProperties: meta.reqProperties.map((n, i) =>
    i === 0 ? { ...n, properties: [...n.properties, n.properties[0]!] } : n,
  ),
});
await writeFile(join(dir, '2207.deal.json'), text(PULLED_2207));

const log: string[] = [];
const { h, hospital, admin } = await fileHarness(
  { hospital: 'H21010200001', admin: 'admin' },
  { dealsDir: dir, logStream: { write: (line: string) => log.push(line) } },
);

describe('a pulled 2207.deal.json in the deals folder', () => {
  it('is what /commondeal/meta answers for 2207, its code list filled in, with no publish', async () => {
    const meta = await h.call<DealMeta>('POST', `${D}/meta`, { token: hospital, body: { dealName: '2207' } });
    expect(meta.data.reqProperties[0]!.properties.at(-1)).toEqual({
      ...LOCAL_FLAG,
      codeList: 'yes_no',
      options: [
        { name: '否', value: '0' },
        { name: '是', value: '1' },
      ],
    });
  });

  it('is the baseline the studio lists and 导出 serves (what 恢复出厂 returns to)', async () => {
    const list = await h.call<{ records: { dealName: string; state: string }[] }>(
      'POST',
      `${D}/deals/studio/list`,
      { token: admin, body: { keyword: '2207' } },
    );
    expect(list.data.records.find((r) => r.dealName === '2207')).toMatchObject({ state: 'file' });
    const exported = await h.app.inject({
      method: 'GET',
      url: `${D}/deals/studio/2207/export`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(JSON.parse(exported.body)).toMatchObject({ dealName: '2207' });
    expect(exported.body).toContain('"local_flag"');
  });
});

/** Runs `npm run lint:deals -- --dir <dir>` (tools/lint-deals/cli.ts): its exit code and output. */
const lintDeals = (args: string[]) =>
  new Promise<{ code: number; out: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'tools/lint-deals/cli.ts', ...args],
      { cwd: root, encoding: 'utf8' },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });

describe('a pulled deal that fails the checks of a publish', () => {
  it('is left out by the server (the catalogue serves its deal), the log saying why', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'deals-bad-'));
    try {
      const meta = (
        await h.call<DealMeta>('POST', `${D}/meta`, { token: hospital, body: { dealName: '2204' } })
      ).data;
      await writeFile(join(bad, '2204.deal.json'), text(broken({ ...meta, comment: '改过的名称' })));
      const seen: string[] = [];
      const { h: other } = await fileHarness(
        {},
        { db: h.db, dealsDir: bad, logStream: { write: (l: string) => seen.push(l) } },
      );
      const served = await other.call<DealMeta>('POST', `${D}/meta`, {
        token: hospital,
        body: { dealName: '2204' },
      });
      expect(served.data.comment).toBe(meta.comment);
      const first = meta.reqProperties[0]!;
      expect(seen.join('\n')).toContain(
        `交易元数据文件 ${bad}/2204.deal.json 未采用（改用出厂版本）：reqProperties[0].properties[${first.properties.length}].name：2204 ${first.title}（${first.nodeName}）：字段 ${first.properties[0]!.name} 重复`,
      );
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });

  it('stops npm run lint:deals with its Chinese message (exit 1); the repository passes', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'deals-lint-'));
    try {
      await writeFile(
        join(bad, '2207.deal.json'),
        text(with2207((f) => [...f, { ...LOCAL_FLAG, codeList: 'no_such' }])),
      );
      const failed = await lintDeals(['--dir', bad]);
      expect(failed.code).toBe(1);
      expect(failed.out).toContain(`${bad}/2207.deal.json reqProperties[0].properties[`);
      expect(failed.out).toContain('：字段 local_flag 的代码表 no_such 不存在');
      expect(failed.out).toContain('交易目录检查失败：1 个问题');
      const passed = await lintDeals([]);
      expect(passed).toEqual({ code: 0, out: expect.stringContaining('交易目录检查通过：') });
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });
});
