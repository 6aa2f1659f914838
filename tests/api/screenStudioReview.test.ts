/**
 * Two-person publishing of screens (docs/studio.md, STUDIO_TWO_PERSON=1): a draft is submitted for review
 * (checked as a publish is, nothing published) and another administrator publishes exactly what was
 * submitted, with its menu placement, or sends it back; nobody publishes their own submission, nor text
 * other than the submitted one. Submitting and sending back are in the audit. Without the setting the
 * review routes are refused and 发布 publishes directly (screenStudio.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileHarness, platformOperator } from './helpers';

const STUDIO = '/commondeal/screens/studio';
const { h, admin } = await fileHarness({ admin: 'admin' }, { config: { studioTwoPerson: true } });

const FILE = JSON.parse(readFileSync('screens/forbidden.screen.json', 'utf8')) as Record<string, unknown>;
const retitled = (title: string, more: object = {}) =>
  `${JSON.stringify({ ...FILE, title, ...more }, null, 2)}\n`;
const count = async (table: string) =>
  (await h.rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

const configurator = await platformOperator(h, 'config2', 'ROLE_CONFIG');
const reviewer = await platformOperator(h, 'admin2', 'ROLE_ADMIN');

const as = <T = unknown>(token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  h.call<T>(method, url, { token, body });
type Detail = {
  twoPerson: boolean;
  version: number | null;
  submission: { body: string; comment: string; submittedBy: string; mine: boolean } | null;
};

describe('two-person publishing (STUDIO_TWO_PERSON)', () => {
  it('发布 without a submission is refused: 请先提交审核', async () => {
    const res = await as(admin, 'POST', `${STUDIO}/forbidden/publish`, {
      body: retitled('直接发布'),
      baseVersion: 0,
    });
    expect([res.status, res.message]).toEqual([400, '已开启双人发布：请先提交审核，由另一位管理员发布']);
    expect(await count('screen_versions')).toBe(0);
  });

  it('a submission is checked as a publish is: a broken one is refused with its problems, nothing kept', async () => {
    const res = await as<{ problems: { path: string }[] }>(
      configurator,
      'POST',
      `${STUDIO}/forbidden/submit`,
      {
        body: retitled('坏的', { route: '/home/dashboard' }),
        baseVersion: 0,
      },
    );
    expect(res.status).toBe(400);
    expect(res.data.problems).toContainEqual(expect.objectContaining({ path: 'route' }));
    expect(await count('screen_submissions')).toBe(0);
  });

  it('the configurator submits; nobody publishes their own submission or other text; another administrator publishes it with its menu', async () => {
    const groups = await h.rows<{ id: number }>(
      "select menu_id as id from menus where parent_id is null and menuname = '系统管理'",
    );
    const menu = { parentId: groups[0]!.id, name: '无权访问页', icon: '', roleIds: [1] };
    const body = retitled('复核后的标题');
    const submitted = await as(configurator, 'POST', `${STUDIO}/forbidden/submit`, {
      body,
      baseVersion: 0,
      comment: '改标题',
      menu,
    });
    expect([submitted.status, submitted.message]).toEqual([200, '已提交审核，请另一位管理员发布']);
    const seen = await as<Detail>(reviewer, 'GET', `${STUDIO}/forbidden`);
    expect(seen.data).toMatchObject({
      twoPerson: true,
      submission: { body, comment: '改标题', submittedBy: 'config2', mine: false },
    });
    const listed = await as<{ records: { screenId: string; stateText: string }[] }>(
      admin,
      'POST',
      `${STUDIO}/list`,
      {
        state: 'submitted',
      },
    );
    expect(listed.data.records).toEqual([
      expect.objectContaining({ screenId: 'forbidden', stateText: '出厂 · 待审核' }),
    ]);

    // The configurator may not publish at all; an administrator who submitted may not publish their own.
    expect(
      (await as(configurator, 'POST', `${STUDIO}/forbidden/publish`, { body, baseVersion: 0 })).status,
    ).toBe(403);
    const other = retitled('偷改的标题');
    const changed = await as(reviewer, 'POST', `${STUDIO}/forbidden/publish`, {
      body: other,
      baseVersion: 0,
    });
    expect([changed.status, changed.message]).toEqual([
      400,
      '发布的内容与提交审核的版本不一致：请发布待审核的版本，修改后需重新提交审核',
    ]);
    expect(await count('screen_versions')).toBe(0);

    const published = await as<{ version: number }>(reviewer, 'POST', `${STUDIO}/forbidden/publish`, {
      body,
      baseVersion: 0,
    });
    expect([published.status, published.data.version]).toEqual([200, 1]);
    const [entry] = await h.rows<{ name: string }>(
      "select menuname as name from menus where menupath = '/home/forbidden'",
    );
    expect(entry?.name).toBe('无权访问页');
    const after = await as<Detail>(reviewer, 'GET', `${STUDIO}/forbidden`);
    expect(after.data).toMatchObject({ version: 1, submission: null });
    const events = await as<{ records: { action: string; actor: string; comment: string }[] }>(
      admin,
      'POST',
      `${STUDIO}/events`,
      {},
    );
    expect(events.data.records.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'publish', actor: 'admin2', comment: '改标题' }),
      expect.objectContaining({ action: 'submit', actor: 'config2', comment: '改标题' }),
    ]);
  });

  it('an administrator may not publish their own submission; another sends it back, and the audit says so', async () => {
    const body = retitled('管理员自己的提交');
    await as(admin, 'POST', `${STUDIO}/forbidden/submit`, { body, baseVersion: 1 });
    const own = await as(admin, 'POST', `${STUDIO}/forbidden/publish`, { body, baseVersion: 1 });
    expect([own.status, own.message]).toEqual([
      403,
      '双人发布：不能发布自己提交的版本，请由另一位管理员发布',
    ]);
    expect((await as(configurator, 'POST', `${STUDIO}/forbidden/reject`, {})).status).toBe(403);
    const back = await as(reviewer, 'POST', `${STUDIO}/forbidden/reject`, { comment: '标题不妥' });
    expect([back.status, back.message]).toEqual([200, '已退回']);
    expect(await count('screen_submissions')).toBe(0);
    expect(await count('screen_versions')).toBe(1);
    const again = await as(reviewer, 'POST', `${STUDIO}/forbidden/reject`, {});
    expect([again.status, again.message]).toEqual([404, '该界面没有待审核的提交']);
    const events = await as<{ records: { action: string; actionText: string; comment: string }[] }>(
      admin,
      'POST',
      `${STUDIO}/events`,
      {},
    );
    expect(events.data.records[0]).toMatchObject({
      action: 'reject',
      actionText: '退回',
      comment: '标题不妥',
    });
  });

  it('导入 is refused: under two-person publishing every version is published by a second administrator', async () => {
    const form = new FormData();
    form.append('file', new Blob([retitled('导入的标题')]), 'forbidden.screen.json');
    const res = await h.app.inject({
      method: 'POST',
      url: `${STUDIO}/import`,
      payload: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([
      400,
      '已开启双人发布：导入的界面请在编辑界面中逐个提交审核，由另一位管理员发布',
    ]);
    expect(await count('screen_versions')).toBe(1);
  });
});
