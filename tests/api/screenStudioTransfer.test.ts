/**
 * 导出全部 and 导入 of the screen studio (docs/studio.md「导出与导入」): the zip holds every published screen
 * served now, byte for byte its single export; an import publishes, in one transaction, each file that
 * differs from what is served and skips the others, once every file passes the publish checks — one bad
 * file and nothing is written, each problem named with its file and path; the zip's names, size and count
 * are checked before anything is unpacked; importing is the administrator's. `npm run screens:pull` reads
 * the server's zip with a session token.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { runPull, PULL_MESSAGES } from '../../tools/screens-pull/pull';
import { fileHarness, platformOperator } from './helpers';

const S = '/commondeal/screens';
const STUDIO = `${S}/studio`;
const { h, admin } = await fileHarness({ admin: 'admin' });

const FILE = JSON.parse(readFileSync('screens/forbidden.screen.json', 'utf8')) as Record<string, unknown>;
const text = (doc: object) => `${JSON.stringify(doc, null, 2)}\n`;
const retitled = (title: string, more: object = {}) => text({ ...FILE, title, ...more });
const NEW = { ...FILE, id: 'transferNew', route: '/home/transferNew', title: '导入新界面' };

type Problem = { file: string; path: string; message: string };
type Imported = {
  published: { file: string; screenId: string; version: number }[];
  skipped: { file: string; screenId: string }[];
  publishedCount: number;
  skippedCount: number;
};

const get = (url: string, token = admin) =>
  h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
/** Uploads one file to 导入 as the console does (multipart field `file`). */
async function importFile(
  name: string,
  data: Uint8Array | string,
  o: { token?: string; comment?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : Buffer.from(data)]), name);
  const res = await h.app.inject({
    method: 'POST',
    url: `${STUDIO}/import`,
    payload: form,
    query: o.comment === undefined ? {} : { comment: o.comment },
    headers: { authorization: `Bearer ${o.token ?? admin}` },
  });
  const body = res.json() as { code: number; message: string; data: unknown };
  return { status: res.statusCode, message: body.message, data: body.data };
}
const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));
const count = async (table: string) =>
  (await h.rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
const servedTitle = async (id: string) =>
  ((await get(`${S}/${id}`)).json() as { data: { title?: unknown } | null }).data?.title;
const publish = (id: string, body: string, baseVersion: number) =>
  h.call('POST', `${STUDIO}/${id}/publish`, { token: admin, body: { body, baseVersion, comment: '' } });

describe('导出全部', () => {
  it('with nothing published answers 没有已发布的界面可导出 (the files are in the repository already)', async () => {
    const res = await get(`${STUDIO}/export`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: '没有已发布的界面可导出：当前提供的都是 screens/ 下的文件' });
  });

  it('holds every published screen served now as <id>.screen.json, byte for byte its single export', async () => {
    expect((await publish('forbidden', retitled('无权访问（已发布）'), 0)).status).toBe(200);
    expect((await publish('transferNew', text(NEW), 0)).status).toBe(200);
    const res = await get(`${STUDIO}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="screens.zip"');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['forbidden.screen.json', 'transferNew.screen.json']);
    for (const [name, bytes] of Object.entries(entries)) {
      const single = await get(`${STUDIO}/${name.replace('.screen.json', '')}/export`);
      expect(Buffer.from(bytes).equals(single.rawPayload), name).toBe(true);
    }
    // The static /export does not hide a screen's own routes.
    expect(((await get(`${STUDIO}/forbidden`)).json() as { data: { version: number } }).data.version).toBe(1);
  });

  it('leaves out an archived screen', async () => {
    await publish('transferGone', text({ ...NEW, id: 'transferGone', route: '/home/transferGone' }), 0);
    await h.call('POST', `${STUDIO}/transferGone/archive`, { token: admin, body: { comment: '' } });
    const entries = unzipSync(new Uint8Array((await get(`${STUDIO}/export`)).rawPayload));
    expect(Object.keys(entries)).not.toContain('transferGone.screen.json');
  });
});

describe('导入', () => {
  it('publishes each changed file as a new version, served at once; unchanged files are skipped', async () => {
    const zip = unzipSync(new Uint8Array((await get(`${STUDIO}/export`)).rawPayload));
    zip['forbidden.screen.json'] = strToU8(retitled('无权访问（导入）'));
    // A shipped file as it is in screens/: what is served, so skipped too.
    zip['dashboard.screen.json'] = new Uint8Array(readFileSync('screens/dashboard.screen.json'));
    const res = await importFile('screens.zip', zipSync(zip), { comment: '批量更新' });
    expect(res.message).toBe('导入完成：发布 1 个界面，2 个未改动');
    const data = res.data as Imported;
    expect(data.published).toEqual([{ file: 'forbidden.screen.json', screenId: 'forbidden', version: 2 }]);
    expect(data.skipped.map((s) => s.screenId)).toEqual(['dashboard', 'transferNew']);
    expect(await servedTitle('forbidden')).toBe('无权访问（导入）');
    const versions = await h.call<{ version: number; comment: string }[]>(
      'GET',
      `${STUDIO}/forbidden/versions`,
      {
        token: admin,
      },
    );
    expect(versions.data[0]).toMatchObject({ version: 2, comment: '导入 forbidden.screen.json：批量更新' });
    expect((await get(`${STUDIO}/forbidden/export`)).body).toBe(retitled('无权访问（导入）'));
    expect(await h.rows("select 1 from screen_versions where screen_id = 'dashboard'")).toEqual([]);
  });

  it('takes one .screen.json, and publishes an archived screen again', async () => {
    const res = await importFile(
      'transferGone.screen.json',
      text({ ...NEW, id: 'transferGone', route: '/home/transferGone' }),
    );
    expect(res.message).toBe('导入完成：发布 1 个界面，0 个未改动');
    expect(await servedTitle('transferGone')).toBe('导入新界面');
  });

  it('one bad file among good ones: nothing is written, every problem named with its file and path', async () => {
    const before = [
      await count('screen_versions'),
      await count('screen_events'),
      await count('screen_heads'),
    ];
    const zip = zipOf({
      'forbidden.screen.json': retitled('不会发布'),
      'broken.screen.json': text({ ...NEW, id: 'broken', route: '/home/broken', layout: 'wide' }),
      'renamed.screen.json': text({ ...NEW, id: 'other', route: '/home/renamed' }),
      'clashA.screen.json': text({ ...NEW, id: 'clashA', route: '/home/clash' }),
      'clashB.screen.json': text({ ...NEW, id: 'clashB', route: '/home/clash' }),
      'export.screen.json': text({ ...NEW, id: 'export', route: '/home/exportScreen' }),
    });
    const res = await importFile('screens.zip', zip);
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/^导入被拒绝：5 个文件有问题，没有写入任何版本（/);
    const problems = (res.data as { problems: Problem[] }).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          file: 'broken.screen.json',
          path: '/layout',
          message: expect.stringContaining('不符合描述文件 schema'),
        },
        { file: 'renamed.screen.json', path: 'id', message: '界面编号应为 "renamed"（与所保存的界面一致）' },
        { file: 'clashA.screen.json', path: 'route', message: '路由 /home/clash 已由界面 "clashB" 使用' },
        { file: 'clashB.screen.json', path: 'route', message: '路由 /home/clash 已由界面 "clashA" 使用' },
        {
          file: 'export.screen.json',
          path: 'id',
          message: '界面编号 "export" 为界面工作台保留，请换一个编号',
        },
      ]),
    );
    expect(problems.map((p) => p.file)).not.toContain('forbidden.screen.json');
    expect([
      await count('screen_versions'),
      await count('screen_events'),
      await count('screen_heads'),
    ]).toEqual(before);
    expect(await servedTitle('forbidden')).toBe('无权访问（导入）');
  });

  it('a route another served screen answers is refused as a publish is', async () => {
    const res = await importFile('transferNew.screen.json', text({ ...NEW, route: '/home/dashboard' }));
    expect(res.status).toBe(400);
    expect((res.data as { problems: Problem[] }).problems).toContainEqual({
      file: 'transferNew.screen.json',
      path: 'route',
      message: '路由 /home/dashboard 已由界面 "dashboard" 使用',
    });
  });

  it('refuses folders and ../ in a zip, a badly named file, a file that is neither, a broken zip, and the limits', async () => {
    const before = await count('screen_versions');
    const good = retitled('不会发布');
    const traversal = await importFile(
      'screens.zip',
      zipOf({ '../forbidden.screen.json': good, 'screens/forbidden.screen.json': good }),
    );
    expect(traversal.status).toBe(400);
    expect((traversal.data as { problems: Problem[] }).problems).toEqual([
      {
        file: '../forbidden.screen.json',
        path: '',
        message: '压缩包中的文件应直接放在根目录：不接受文件夹或上级路径（..）',
      },
      {
        file: 'screens/forbidden.screen.json',
        path: '',
        message: '压缩包中的文件应直接放在根目录：不接受文件夹或上级路径（..）',
      },
    ]);
    const named = await importFile('forbidden (1).screen.json', good);
    expect((named.data as { problems: Problem[] }).problems[0]!.message).toMatch(
      /^文件名应为 <界面编号>\.screen\.json/,
    );
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await importFile('forbidden.screen.json', png)).message).toBe(
      '只能导入 <界面编号>.screen.json 文件或它们的 zip 压缩包',
    );
    const broken = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.alloc(64, 7)]);
    expect((await importFile('screens.zip', broken)).message).toBe('压缩包已损坏或格式不受支持，无法读取');
    expect((await importFile('screens.zip', zipOf({}))).message).toBe(
      '压缩包中没有界面描述文件（<界面编号>.screen.json）',
    );
    const tooBig = await importFile('forbidden.screen.json', ' '.repeat(5 * 1024 * 1024 + 1));
    expect([tooBig.status, tooBig.message]).toEqual([400, '文件超过 5 MB']);
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`s${i}.screen.json`, '{}']));
    expect((await importFile('screens.zip', zipOf(many))).message).toBe(
      '压缩包中的文件超过 500 个的上限，请分批导入',
    );
    const large = await importFile('screens.zip', zipOf({ 'forbidden.screen.json': ' '.repeat(200_001) }));
    expect((large.data as { problems: Problem[] }).problems).toEqual([
      { file: 'forbidden.screen.json', path: '', message: '文件超过 200 kB 的上限' },
    ]);
    expect(await count('screen_versions')).toBe(before);
  });

  it('is the administrator’s: a configurator (ROLE_CONFIG) exports all but gets 403 on import', async () => {
    const token = await platformOperator(h, 'config2', 'ROLE_CONFIG');
    expect((await get(`${STUDIO}/export`, token)).statusCode).toBe(200);
    const before = await count('screen_versions');
    const res = await importFile('forbidden.screen.json', retitled('配置员导入'), { token });
    expect([res.status, res.message]).toEqual([403, '无权访问该功能']);
    expect(await count('screen_versions')).toBe(before);
  });
});

describe('npm run screens:pull against the server', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('downloads 导出全部 with the session token and writes each file; a wrong token is 令牌无效或已过期', async () => {
    const url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = await mkdtemp(join(tmpdir(), 'screens-pull-'));
    dirs.push(dir);
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      env: { YB_TOKEN: admin },
      print: (l: string) => out.push(l),
      error: (l: string) => err.push(l),
    };
    expect(await runPull(['--from', url, '--dir', dir], io)).toBe(0);
    expect(await readFile(join(dir, 'forbidden.screen.json'), 'utf8')).toBe(
      (await get(`${STUDIO}/forbidden/export`)).body,
    );
    expect(out.at(-1)).toBe(`已拉取 3 个界面：新增 3，修改 0，未改动 0（${dir}）`);
    expect(await runPull(['--from', url, '--dir', dir, '--token', 'wrong'], io)).toBe(1);
    expect(err).toEqual([PULL_MESSAGES.unauthorized]);
  });
});
