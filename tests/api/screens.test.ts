/**
 * Screens at run time: the server serves the descriptors of the screens folders with an ETag, picks up a new
 * or edited file without a restart, keeps the last good version of a file that becomes invalid (saying why in
 * the log, in Chinese), and logs the console's error reports.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REPORTS_PER_MINUTE } from '../../server/routes/screens';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'yb-screens-'));
const extra = mkdtempSync(join(tmpdir(), 'yb-screens-extra-'));
let log = '';
let h: Harness;

const screen = (id: string, title: string, extraProps: object = {}) => ({
  id,
  route: `/home/${id}`,
  title,
  layout: 'shell',
  blocks: [{ type: 'text', text: `${title}内容` }],
  ...extraProps,
});
const write = (folder: string, name: string, doc: unknown) =>
  writeFileSync(join(folder, name), typeof doc === 'string' ? doc : JSON.stringify(doc));

interface Index {
  shell: { id: string } | null;
  screens: { id: string; route: string; title: string; layout: string; access?: object }[];
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await h.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, etag: res.headers.etag as string | undefined, body: res.body };
}
const data = <T>(body: string) => (JSON.parse(body) as { data: T }).data;
/** The server log's lines. */
const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
/** The server log's messages, one per line. */
const messages = () =>
  lines()
    .map((l) => String(l.msg))
    .join('\n');

beforeAll(async () => {
  copyFileSync('screens/login.screen.json', join(dir, 'login.screen.json'));
  copyFileSync('screens/shell.json', join(dir, 'shell.json'));
  write(dir, 'reports.screen.json', screen('reports', '报表'));
  h = await build({ screensDirs: [dir, extra], logStream: { write: (line: string) => (log += line) } });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(extra, { recursive: true, force: true });
});

describe('GET /commondeal/screens (the index)', () => {
  it('lists id, route, title, layout and access of every screen, and the shell, without login', async () => {
    const res = await get('/commondeal/screens');
    expect(res.status).toBe(200);
    const index = data<Index>(res.body);
    expect(index.shell?.id).toBe('shell');
    expect(index.screens.map((s) => s.id).sort()).toEqual(['login', 'reports']);
    expect(index.screens.find((s) => s.id === 'login')).toMatchObject({
      route: '/login',
      layout: 'blank',
      access: { public: true },
    });
    expect(index.screens.find((s) => s.id === 'reports')).not.toHaveProperty('blocks');
  });

  it('answers an ETag; If-None-Match with it → 304 without a body', async () => {
    const first = await get('/commondeal/screens');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/commondeal/screens', { 'if-none-match': first.etag! });
    expect([again.status, again.body, again.etag]).toEqual([304, '', first.etag]);
  });

  it('the ETag names the JSON, not its compressed form: a compressed answer revalidates to 304 too', async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await h.app.inject({ method: 'GET', url: '/commondeal/screens', headers: br });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get('/commondeal/screens', { ...br, 'if-none-match': first.headers.etag as string });
    expect([again.status, again.body, again.etag]).toEqual([304, '', first.headers.etag]);
  });

  it('the error report beside the reads answers without an ETag', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/commondeal/screens/errors',
      payload: { route: '/x', message: '渲染失败' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('GET /commondeal/screens/{id}', () => {
  it('a public screen (login) is served to anyone, as the file says', async () => {
    const res = await get('/commondeal/screens/login');
    expect(res.status).toBe(200);
    expect(data(res.body)).toEqual(JSON.parse(readFileSync('screens/login.screen.json', 'utf8')));
  });

  it('any other screen needs a login: anonymous → 401 登录已过期，请重新登录', async () => {
    const res = await get('/commondeal/screens/reports');
    expect([res.status, JSON.parse(res.body).message]).toEqual([401, '登录已过期，请重新登录']);
    const token = await h.tokenOf('H21010200001');
    const ok = await get('/commondeal/screens/reports', { authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    expect(data(ok.body)).toMatchObject({ id: 'reports', blocks: [{ type: 'text', text: '报表内容' }] });
  });

  it('ETag per descriptor: If-None-Match → 304; an edit changes it', async () => {
    const first = await get('/commondeal/screens/login');
    expect((await get('/commondeal/screens/login', { 'if-none-match': first.etag! })).status).toBe(304);
    const doc = JSON.parse(readFileSync(join(dir, 'login.screen.json'), 'utf8')) as { title: string };
    write(dir, 'login.screen.json', { ...doc, title: '登录（新）' });
    const edited = await get('/commondeal/screens/login', { 'if-none-match': first.etag! });
    expect(edited.status).toBe(200);
    expect(edited.etag).not.toBe(first.etag);
    expect(data<{ title: string }>(edited.body).title).toBe('登录（新）');
  });

  it('an unknown screen → 404 界面不存在', async () => {
    const res = await get('/commondeal/screens/nowhere');
    expect([res.status, JSON.parse(res.body).message]).toEqual([404, '界面不存在']);
  });
});

describe('changes without a restart', () => {
  it('a new file (in the extra folder) is in the index and served at the next request', async () => {
    const before = await get('/commondeal/screens');
    write(extra, 'audits.screen.json', screen('audits', '审计', { access: { public: true } }));
    const after = await get('/commondeal/screens', { 'if-none-match': before.etag! });
    expect(after.status).toBe(200);
    expect(data<Index>(after.body).screens.map((s) => s.id)).toContain('audits');
    expect(data((await get('/commondeal/screens/audits')).body)).toMatchObject({ title: '审计' });
  });

  it('an invalid edit keeps the last good version served and is reported in the log in Chinese', async () => {
    const token = await h.tokenOf('H21010200001');
    const auth = { authorization: `Bearer ${token}` };
    const good = await get('/commondeal/screens/reports', auth);
    write(dir, 'reports.screen.json', screen('reports', '报表', { blocks: [{ type: 'txet', text: 'x' }] }));
    const kept = await get('/commondeal/screens/reports', auth);
    expect([kept.status, kept.etag, kept.body]).toEqual([200, good.etag, good.body]);
    expect(messages()).toContain(
      'reports.screen.json 不符合描述文件 schema：/blocks/0/type：应为 "crud"、"form"、"panel"、',
    );
    expect(messages()).toContain('reports.screen.json：仍使用上一个有效版本');
    write(dir, 'reports.screen.json', '{ "id": "reports", ');
    expect((await get('/commondeal/screens/reports', auth)).body).toBe(good.body);
    expect(messages()).toContain('reports.screen.json 不是有效的 JSON');
    write(dir, 'reports.screen.json', screen('reports', '报表二'));
    expect(data((await get('/commondeal/screens/reports', auth)).body)).toMatchObject({ title: '报表二' });
  });

  it('a new invalid file is not served; a duplicate id or route is ignored and reported', async () => {
    write(extra, 'broken.screen.json', { id: 'broken', route: '/home/broken' });
    write(extra, 'again.screen.json', screen('reports', '另一个报表'));
    write(extra, 'clash.screen.json', { ...screen('clash', '冲突'), route: '/login' });
    const ids = data<Index>((await get('/commondeal/screens')).body).screens.map((s) => s.id);
    expect(ids).not.toContain('broken');
    expect(ids).not.toContain('clash');
    expect(ids.filter((id) => id === 'reports')).toHaveLength(1);
    expect(messages()).toContain('缺少必填属性 "title"');
    expect(messages()).toContain('broken.screen.json：暂不提供');
    expect(messages()).toContain('的编号 "reports" 与另一个文件重复，已忽略');
    expect(messages()).toContain('的路由 /login 与界面 "login" 重复，已忽略');
  });

  it('a deleted file leaves the index', async () => {
    rmSync(join(extra, 'audits.screen.json'));
    const ids = data<Index>((await get('/commondeal/screens')).body).screens.map((s) => s.id);
    expect(ids).not.toContain('audits');
    expect((await get('/commondeal/screens/audits')).status).toBe(404);
  });
});

describe('POST /commondeal/screens/errors (the console reports a render error)', () => {
  it('is written to the server log with the screen id and route', async () => {
    const res = await h.call('POST', '/commondeal/screens/errors', {
      body: { screenId: 'reports', route: '/home/reports', message: 'Invalid regular expression' },
    });
    expect([res.status, res.code]).toEqual([200, 0]);
    const line = lines().find((l) => l.screenId === 'reports');
    expect(line).toMatchObject({ route: '/home/reports', error: 'Invalid regular expression' });
    expect(line?.msg).toBe('界面出错：reports /home/reports');
  });

  it('a body beyond its schema (a long message, a bad screen id) → 400, nothing logged', async () => {
    const before = log.length;
    for (const body of [
      { route: '/x', message: 'x'.repeat(501) },
      { screenId: '../etc', route: '/x', message: 'x' },
      { route: '/x' },
    ]) {
      const res = await h.call('POST', '/commondeal/screens/errors', { body });
      expect(res.status).toBe(400);
    }
    expect(log.slice(before)).not.toContain('界面出错');
  });

  it(`is rate limited: ${ERROR_REPORTS_PER_MINUTE} per minute per address, then 429 请求过于频繁，请稍后再试`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ERROR_REPORTS_PER_MINUTE; i++) {
      const res = await h.call('POST', '/commondeal/screens/errors', { body: { route: '/x', message: 'm' } });
      statuses.push(res.status);
      if (res.status === 429) expect(res.message).toBe('请求过于频繁，请稍后再试');
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
