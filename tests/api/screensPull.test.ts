/**
 * `npm run screens:pull` on a downloaded screens.zip (docs/studio.md「导出与导入」): each `<id>.screen.json`
 * is written into the folder and reported as 新增, 修改 or 未改动; a zip with anything but plain
 * `<id>.screen.json` entries (a folder, `../`), a file that is not a zip or an entry naming another screen is
 * refused with nothing written. Against the server: tests/api/screenStudioTransfer.test.ts.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { exportUrl, PULL_MESSAGES, runPull } from '../../tools/screens-pull/pull';

const root = await mkdtemp(join(tmpdir(), 'screens-pull-'));
afterAll(() => rm(root, { recursive: true, force: true }));
let dir = '';
let n = 0;
beforeEach(async () => {
  dir = join(root, `case${(n += 1)}`);
  await mkdir(dir);
});

const doc = (id: string, title: string) =>
  `${JSON.stringify({ id, route: `/home/${id}`, title }, null, 2)}\n`;
const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));

/** Writes `zip` as screens.zip and pulls it into `screens/` of the case's folder. */
async function pull(zip: Uint8Array | string, more: string[] = [], env: Record<string, string> = {}) {
  await writeFile(join(dir, 'screens.zip'), zip);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPull(['--from', 'screens.zip', ...more], {
    env,
    cwd: dir,
    print: (l) => out.push(l),
    error: (l) => err.push(l),
  });
  return { code, out, err };
}

describe('npm run screens:pull --from screens.zip', () => {
  it('writes each screen into screens/, saying which were added, changed and unchanged', async () => {
    await mkdir(join(dir, 'screens'));
    await writeFile(join(dir, 'screens', 'same.screen.json'), doc('same', '不变'));
    await writeFile(join(dir, 'screens', 'edited.screen.json'), doc('edited', '旧标题'));
    await writeFile(join(dir, 'screens', 'other.screen.json'), doc('other', '不在压缩包中'));
    const res = await pull(
      zipOf({
        'same.screen.json': doc('same', '不变'),
        'edited.screen.json': doc('edited', '新标题'),
        'added.screen.json': doc('added', '新界面'),
      }),
    );
    expect(res).toEqual({
      code: 0,
      out: [
        '新增　 screens/added.screen.json',
        '修改　 screens/edited.screen.json',
        '未改动 screens/same.screen.json',
        '已拉取 3 个界面：新增 1，修改 1，未改动 1（screens）',
      ],
      err: [],
    });
    expect(await readFile(join(dir, 'screens', 'edited.screen.json'), 'utf8')).toBe(doc('edited', '新标题'));
    expect(await readFile(join(dir, 'screens', 'added.screen.json'), 'utf8')).toBe(doc('added', '新界面'));
    // A screen not in the zip is left alone (a published zip holds only what was published).
    expect(await readFile(join(dir, 'screens', 'other.screen.json'), 'utf8')).toBe(
      doc('other', '不在压缩包中'),
    );
  });

  it('writes into the folder --dir names', async () => {
    const res = await pull(zipOf({ 'a.screen.json': doc('a', 'A') }), ['--dir', 'out/screens']);
    expect(res.code).toBe(0);
    expect(await readdir(join(dir, 'out', 'screens'))).toEqual(['a.screen.json']);
  });

  it.each([
    ['a parent path', '../evil.screen.json'],
    ['a folder', 'screens/a.screen.json'],
    ['another kind of file', 'notes.txt'],
  ])('refuses a zip with %s and writes nothing', async (_what, name) => {
    const res = await pull(zipOf({ 'a.screen.json': doc('a', 'A'), [name]: doc('evil', 'x') }));
    expect(res.code).toBe(1);
    expect(res.err).toEqual([
      `压缩包中有不是 <界面编号>.screen.json 的条目（不接受文件夹、上级路径或超过 200 kB 的文件）：${name}；未写入任何文件`,
    ]);
    expect(await readdir(dir)).toEqual(['screens.zip']);
  });

  it('refuses an entry whose id is not its name, and a file that is not a zip', async () => {
    const renamed = await pull(zipOf({ 'a.screen.json': doc('b', 'B') }));
    expect(renamed.err).toEqual(['a.screen.json 中的界面编号为 "b"，与文件名不符；未写入任何文件']);
    const notZip = await pull('{"id": "a"}');
    expect([notZip.code, notZip.err]).toEqual([1, [`screens.zip ${PULL_MESSAGES.notZip}`]]);
    expect(await readdir(dir)).toEqual(['screens.zip']);
  });

  it('needs --from, and a token to read from a server', async () => {
    expect((await pull(zipOf({}), ['--from'])).code).toBe(2);
    const out: string[] = [];
    const io = { env: {}, print: (l: string) => out.push(l), error: (l: string) => out.push(l) };
    expect(await runPull([], io)).toBe(2);
    expect(out[0]).toMatch(/^缺少 --from\n用法：npm run screens:pull/);
    expect(await runPull(['--from', 'http://127.0.0.1:1'], io)).toBe(2);
    expect(out[1]).toBe(PULL_MESSAGES.noToken);
  });

  it('reads the export from a server address or the export URL itself', () => {
    expect(exportUrl('http://host:8080/')).toBe('http://host:8080/commondeal/screens/studio/export');
    expect(exportUrl('https://h/commondeal/screens/studio/export')).toBe(
      'https://h/commondeal/screens/studio/export',
    );
  });
});
