/**
 * The screen studio (docs/studio.md): a published version overrides its file on every instance at once,
 * a publish is refused while the descriptor breaks the schema or names what the server does not have (each
 * problem with its path, nothing written), a save or publish over a newer version is refused with
 * 该界面已被他人修改 and the current text, rollback publishes an old version as a new one, 下线 takes the
 * screen away (界面不存在) and 恢复出厂 returns to the file; every step is in the audit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build, fileHarness, platformOperator, secondInstance, type Answer, type Harness } from './helpers';

const S = '/commondeal/screens';
const STUDIO = `${S}/studio`;
const { h, admin } = await fileHarness({ admin: 'admin' });
/** A second instance on the same database, as two servers behind a load balancer. */
const other = await secondInstance(h);

const FILE = JSON.parse(readFileSync('screens/forbidden.screen.json', 'utf8')) as Record<string, unknown>;
const text = (doc: object) => `${JSON.stringify(doc, null, 2)}\n`;
const retitled = (title: string, more: object = {}) => text({ ...FILE, title, ...more });
/** The screen with panels nested `levels` deep, as text (the lint and the schema walk it recursively). */
const nestedPanels = (levels: number) =>
  text({ ...FILE, blocks: ['@'] }).replace(
    '"@"',
    `${'{"type":"panel","title":"x","blocks":['.repeat(levels)}{"type":"alert","level":"info","message":"x"}${']}'.repeat(levels)}`,
  );

const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  h.call<T>(method, url, { token: admin, body });
const served = async (app: Harness, id: string) => {
  const res = await app.app.inject({
    method: 'GET',
    url: `${S}/${id}`,
    headers: { authorization: `Bearer ${admin}` },
  });
  return { status: res.statusCode, doc: (res.json() as { data: Record<string, unknown> | null }).data };
};
const indexTitle = async (app: Harness, id: string) => {
  const res = await app.app.inject({ method: 'GET', url: S });
  const index = (res.json() as { data: { screens: { id: string; title: unknown }[] } }).data;
  return index.screens.find((s) => s.id === id)?.title;
};
const count = async (table: string) =>
  (await h.rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
type Problems = { problems: { path: string; message: string }[] };

describe('screen studio', () => {
  it('a screen never published is served from its file and listed as 出厂', async () => {
    expect((await served(h, 'forbidden')).doc?.title).toBe('无权访问');
    const list = await call<{ records: { screenId: string; state: string; stateText: string }[] }>(
      'POST',
      `${STUDIO}/list`,
      { keyword: 'forbidden' },
    );
    expect(list.data.records).toEqual([
      expect.objectContaining({ screenId: 'forbidden', state: 'file', stateText: '出厂', version: null }),
    ]);
  });

  it('publish refuses a descriptor with problems, each with its path, and writes nothing', async () => {
    const cases: [string, string, string][] = [
      ['{ "id": ', '', '不是有效的 JSON'],
      [retitled('x', { id: 'other' }), 'id', '界面编号应为 "forbidden"'],
      [retitled('x', { layout: 'wide' }), '/layout', '不符合描述文件 schema：应为 "blank"、"shell" 之一'],
      [
        retitled('x', {
          blocks: [
            {
              type: 'crud',
              id: 'c',
              rowKey: 'id',
              list: { method: 'POST', path: '/commondeal/nothing/here' },
              columns: [{ title: '编号', field: 'id' }],
            },
          ],
        }),
        'blocks[0].list',
        '服务端没有接口 POST /commondeal/nothing/here',
      ],
      [retitled('x', { route: '/home/dashboard' }), 'route', '已由界面 "dashboard" 使用'],
      [
        retitled('x', {
          blocks: [
            {
              type: 'actions',
              buttons: [{ label: '打开', action: { type: 'openWindow', url: 'javascript:alert(1)' } }],
            },
          ],
        }),
        'blocks[0].buttons[0].action.url',
        '不能打开 javascript: 网址',
      ],
      // A thousand levels exhausted the stack of the schema check (HTTP 500) before the bound.
      [nestedPanels(1000), '/blocks/0/blocks/0', '界面描述层级过深：超过 64 层'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call<Problems>('POST', `${STUDIO}/forbidden/publish`, {
        body,
        baseVersion: 0,
        comment: '',
      });
      expect(res.status, body).toBe(400);
      expect(res.message).toMatch(/^发布被拒绝：界面描述有 \d+ 处问题/);
      expect(res.data.problems).toContainEqual({
        path: expect.stringContaining(path),
        message: expect.stringContaining(message),
      });
    }
    expect(await count('screen_versions')).toBe(0);
    expect(await count('screen_events')).toBe(0);
    expect((await served(h, 'forbidden')).doc?.title).toBe('无权访问');
  });

  it('a published version is served at once by every instance, in place of the file', async () => {
    const res = await call<{ version: number }>('POST', `${STUDIO}/forbidden/publish`, {
      body: retitled('无权访问（新版）'),
      baseVersion: 0,
      comment: '改标题',
    });
    expect(res.message).toBe('已发布为版本 1');
    expect(res.data.version).toBe(1);
    for (const app of [h, other]) {
      expect((await served(app, 'forbidden')).doc?.title).toBe('无权访问（新版）');
      expect(await indexTitle(app, 'forbidden')).toBe('无权访问（新版）');
    }
    const exported = await h.app.inject({
      method: 'GET',
      url: `${STUDIO}/forbidden/export`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.body).toBe(retitled('无权访问（新版）'));
    expect(exported.headers['content-disposition']).toBe('attachment; filename="forbidden.screen.json"');
  });

  it('a save or publish based on an older version is refused with 该界面已被他人修改 and the current text; the draft stays', async () => {
    const draft = await call('PUT', `${STUDIO}/forbidden/draft`, {
      body: retitled('我的草稿'),
      baseVersion: 1,
    });
    expect(draft.message).toBe('草稿已保存');
    const stale = await call<{ version: number; body: string }>('POST', `${STUDIO}/forbidden/publish`, {
      body: retitled('旧的基础'),
      baseVersion: 0,
      comment: '',
    });
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('该界面已被他人修改，请对比最新版本后再保存');
    expect(stale.data).toMatchObject({ version: 1, body: retitled('无权访问（新版）') });
    const staleDraft = await call('PUT', `${STUDIO}/forbidden/draft`, {
      body: retitled('旧的基础'),
      baseVersion: 0,
    });
    expect(staleDraft.status).toBe(409);
    const screen = await call<{ draft: { body: string; baseVersion: number } }>('GET', `${STUDIO}/forbidden`);
    expect(screen.data.draft).toMatchObject({ body: retitled('我的草稿'), baseVersion: 1 });
    expect(await count('screen_versions')).toBe(1);
  });

  it('rollback publishes an old version as a new one, and the audit lists every step', async () => {
    await call('POST', `${STUDIO}/forbidden/publish`, {
      body: retitled('第二版'),
      baseVersion: 1,
      comment: '第二版',
    });
    const back = await call<{ version: number }>('POST', `${STUDIO}/forbidden/rollback`, {
      version: 1,
      comment: '',
    });
    expect(back.message).toBe('已回滚：版本 1 发布为版本 3');
    expect((await served(other, 'forbidden')).doc?.title).toBe('无权访问（新版）');
    const versions = await call<{ version: number; comment: string; author: string }[]>(
      'GET',
      `${STUDIO}/forbidden/versions`,
    );
    expect(versions.data.map((v) => [v.version, v.comment, v.author])).toEqual([
      [3, '回滚到版本 1', 'admin'],
      [2, '第二版', 'admin'],
      [1, '改标题', 'admin'],
    ]);
    const events = await call<{ records: { actionText: string; fromVersion: number; toVersion: number }[] }>(
      'POST',
      `${STUDIO}/events`,
      { screenId: 'forbidden' },
    );
    expect(events.data.records.map((e) => [e.actionText, e.fromVersion, e.toVersion])).toEqual([
      ['回滚', 2, 3],
      ['发布', 1, 2],
      ['发布', 0, 1],
    ]);
  });

  it('下线 takes the screen away on every instance; 恢复出厂 serves its file again', async () => {
    expect((await call('POST', `${STUDIO}/forbidden/archive`, { comment: '暂停使用' })).message).toBe(
      '已下线',
    );
    for (const app of [h, other]) {
      const gone = await served(app, 'forbidden');
      expect(gone.status).toBe(404);
      expect(await indexTitle(app, 'forbidden')).toBeUndefined();
    }
    expect((await call('POST', `${STUDIO}/forbidden/restore`, { comment: '' })).message).toBe(
      '已恢复出厂版本',
    );
    expect((await served(other, 'forbidden')).doc?.title).toBe('无权访问');
  });

  it('a new screen is drafted, published at its own route, and cannot be restored to a file it never had', async () => {
    const doc = { ...FILE, id: 'studioNew', route: '/home/studioNew', title: '新界面' };
    await call('PUT', `${STUDIO}/studioNew/draft`, { body: text(doc), baseVersion: 0 });
    const listed = await call<{ records: { screenId: string; state: string; hasDraft: boolean }[] }>(
      'POST',
      `${STUDIO}/list`,
      { state: 'draft' },
    );
    expect(listed.data.records).toContainEqual(
      expect.objectContaining({ screenId: 'studioNew', state: 'draft', hasDraft: true }),
    );
    await call('POST', `${STUDIO}/studioNew/publish`, { body: text(doc), baseVersion: 0, comment: '新建' });
    expect((await served(other, 'studioNew')).doc?.route).toBe('/home/studioNew');
    const restore = await call('POST', `${STUDIO}/studioNew/restore`, { comment: '' });
    expect(restore.status).toBe(400);
    expect(restore.message).toBe('该界面没有出厂版本（screens/ 下没有它的文件），可下线或回滚');
  });

  it('publish places the screen in the menu for the roles chosen, in the same step; a wrong group writes nothing', async () => {
    const doc = {
      ...FILE,
      id: 'studioMenu',
      route: '/home/studioMenu',
      title: '放入菜单',
      access: { roles: ['ROLE_ORG'] },
    };
    const [group] = await h.rows<{ id: number }>(
      "select menu_id as id from menus where menuname = '系统管理'",
    );
    const [org] = await h.rows<{ id: number }>(
      "select role_id as id from roles where role_name = 'ROLE_ORG'",
    );
    const menu = {
      parentId: group!.id,
      name: '放入菜单',
      order: 99,
      icon: 'ToolOutlined',
      roleIds: [org!.id],
    };
    const wrong = await call<Problems>('POST', `${STUDIO}/studioMenu/publish`, {
      body: text(doc),
      baseVersion: 0,
      menu: { ...menu, parentId: 999_999 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.problems).toEqual([{ path: 'menu', message: '上级菜单不存在（应为一个菜单分组）' }]);
    expect(await h.rows("select 1 from screen_versions where screen_id = 'studioMenu'")).toEqual([]);
    expect(await h.rows("select 1 from menus where menupath = '/home/studioMenu'")).toEqual([]);

    await call('POST', `${STUDIO}/studioMenu/publish`, { body: text(doc), baseVersion: 0, menu });
    const hospital = await h.tokenOf('H21010200001');
    const tree = await h.call<{ child: { name: string; title: string; icon: string }[]; title: string }[]>(
      'GET',
      '/commondeal/api/menus/tree',
      { token: hospital },
    );
    const system = tree.data.find((g) => g.title === '系统管理');
    expect(system?.child).toContainEqual(
      expect.objectContaining({ name: '/home/studioMenu', title: '放入菜单', icon: 'ToolOutlined' }),
    );
    const screen = await call<{ menu: typeof menu }>('GET', `${STUDIO}/studioMenu`);
    expect(screen.data.menu).toEqual(menu);
  });

  it('a configurator (ROLE_CONFIG of 9999) drafts and reads, but publishing, rollback and 下线 are refused', async () => {
    const token = await platformOperator(h, 'config1', 'ROLE_CONFIG');
    const as = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
      h.call<T>(method, url, { token, body });
    const screen = await as<{ mayPublish: boolean }>('GET', `${STUDIO}/forbidden`);
    expect(screen.data.mayPublish).toBe(false);
    expect((await call<{ mayPublish: boolean }>('GET', `${STUDIO}/forbidden`)).data.mayPublish).toBe(true);
    const draft = await as('PUT', `${STUDIO}/forbidden/draft`, {
      body: retitled('配置员草稿'),
      baseVersion: 0,
    });
    expect(draft.message).toBe('草稿已保存');
    const before = await count('screen_versions');
    for (const [url, body] of [
      [`${STUDIO}/forbidden/publish`, { body: retitled('配置员草稿'), baseVersion: 0 }],
      [`${STUDIO}/forbidden/rollback`, { version: 1 }],
      [`${STUDIO}/forbidden/archive`, {}],
    ] as const) {
      const res = await as('POST', url, body);
      expect([url, res.status, res.message]).toEqual([url, 403, '无权访问该功能']);
    }
    expect(await count('screen_versions')).toBe(before);
  });

  it('without two-person publishing (STUDIO_TWO_PERSON unset) 提交审核 and 退回 are refused: 发布 publishes directly', async () => {
    for (const url of [`${STUDIO}/forbidden/submit`, `${STUDIO}/forbidden/reject`]) {
      const res = await call(
        'POST',
        url,
        url.endsWith('submit') ? { body: retitled('提交'), baseVersion: 0 } : {},
      );
      expect([url, res.status, res.message]).toEqual([
        url,
        400,
        '未开启双人发布（STUDIO_TWO_PERSON），请直接发布',
      ]);
    }
    expect(await count('screen_submissions')).toBe(0);
  });

  it('a body over the size limit is refused by the schema, with nothing written', async () => {
    const before = await count('screen_drafts');
    const res: Answer = await call('PUT', `${STUDIO}/forbidden/draft`, {
      body: ' '.repeat(200_001),
      baseVersion: 0,
    });
    expect(res.status).toBe(400);
    expect(await count('screen_drafts')).toBe(before);
  });

  it('openWindow may open a host of OPEN_WINDOW_HOSTS only: publish refuses another, and the index tells the console', async () => {
    const allowing = await build({ db: h.db, config: { openWindowHosts: ['files.example.cn'] } });
    try {
      const screenWith = (url: string) =>
        text({
          ...FILE,
          id: 'openWin',
          route: '/home/openWin',
          blocks: [{ type: 'actions', buttons: [{ label: '打开', action: { type: 'openWindow', url } }] }],
        });
      const publish = (url: string) =>
        allowing.call('POST', `${STUDIO}/openWin/publish`, {
          token: admin,
          body: { body: screenWith(url), baseVersion: 0, comment: '' },
        });
      const foreign = await publish('https://evil.example.com/{{user.orgCode}}');
      expect(foreign.status).toBe(400);
      expect(foreign.data).toEqual({
        problems: [
          {
            path: 'blocks[0].buttons[0].action.url',
            message: '不能打开 evil.example.com 的网址：该主机不在允许的主机（OPEN_WINDOW_HOSTS）中',
          },
        ],
      });
      expect((await publish('https://files.example.cn/{{user.orgCode}}')).message).toBe('已发布为版本 1');
      const index = await allowing.call<{ openWindowHosts?: string[] }>('GET', S);
      expect(index.data.openWindowHosts).toEqual(['files.example.cn']);
      // Without OPEN_WINDOW_HOSTS the index names no other host, and the same URL is refused.
      expect((await call<{ openWindowHosts?: string[] }>('GET', S)).data.openWindowHosts).toBeUndefined();
    } finally {
      await allowing.app.close();
    }
  });
});
