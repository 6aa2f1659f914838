/**
 * 交易目录, the deal catalogue's studio (docs/server.md#交易目录-deals-as-data): the screens' studio routes with the deal name
 * for the id and the deal's metadata as the body. A configurator (ROLE_CONFIG) drafts; an administrator
 * publishes, rolls back, takes a province's own deal offline (下线) and returns a deal to its baseline
 * (恢复出厂); every step is in the audit, and what is published is what /commondeal/meta answers.
 */
import { describe, expect, it } from 'vitest';
import type { DealMeta } from '../../schemas/deal';
import { findDeal } from '../../server/deals/catalogue';
import { fileHarness, platformOperator } from './helpers';
import { LOCAL_FLAG, with2207, dealJson as text } from './dealsHelpers';

const STUDIO = '/commondeal/deals/studio';
const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });
const configurator = await platformOperator(h, 'deal_configurator', 'ROLE_CONFIG');

const BASE = findDeal('2207')!;
const withFlag = with2207((fields) => [...fields, { ...LOCAL_FLAG, codeList: 'yes_no' }]);

const call = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = admin,
) => h.call<T>(method, url, { token, body });
const served2207 = async () =>
  (await h.call<DealMeta>('POST', '/commondeal/meta', { token: hospital, body: { dealName: '2207' } })).data;
const hasFlag = (meta: DealMeta) => meta.reqProperties[0]!.properties.some((p) => p.name === 'local_flag');
interface Row {
  dealName: string;
  comment: string;
  dealType: string;
  state: string;
  stateText: string;
  version: number | null;
  hasFile: boolean;
  hasDraft: boolean;
  changedBy: string | null;
}

describe('交易目录: the list, a deal, drafts', () => {
  it('POST /list answers each deal: code, name, type, published version, state, last editor; 关键字 and 状态 filter', async () => {
    const list = await call<{ records: Row[]; total: number }>(
      'POST',
      `${STUDIO}/list`,
      { keyword: '门诊结算' },
      configurator,
    );
    expect(list.data.records.map((r) => r.dealName)).toEqual(['2207', '2208']);
    expect(list.data.records[0]).toEqual(
      expect.objectContaining({
        dealName: '2207',
        comment: '门诊结算',
        dealType: '',
        state: 'file',
        stateText: '出厂',
        version: null,
        hasFile: true,
        changedBy: null,
      }),
    );
    const files = await call<{ total: number }>('POST', `${STUDIO}/list`, { state: 'file', size: 1 });
    expect(files.data.total).toBeGreaterThan(50);
    expect((await call<{ total: number }>('POST', `${STUDIO}/list`, { state: 'archived' })).data.total).toBe(
      0,
    );
  });

  it("GET /:id answers the baseline text; PUT /:id/draft keeps a configurator's draft; DELETE drops it", async () => {
    const detail = await call<{
      dealName: string;
      file: string;
      published: null;
      draft: null;
      mayPublish: boolean;
    }>('GET', `${STUDIO}/2207`, undefined, configurator);
    expect(detail.data).toMatchObject({ dealName: '2207', published: null, draft: null, mayPublish: false });
    expect(JSON.parse(detail.data.file)).toEqual(BASE);
    const saved = await call<{ body: string; baseVersion: number }>(
      'PUT',
      `${STUDIO}/2207/draft`,
      { body: text(withFlag), baseVersion: 0 },
      configurator,
    );
    expect(saved).toMatchObject({
      code: 0,
      message: '草稿已保存',
      data: { body: text(withFlag), baseVersion: 0 },
    });
    expect(
      (await call<{ draft: { body: string } }>('GET', `${STUDIO}/2207`, undefined, configurator)).data.draft
        .body,
    ).toBe(text(withFlag));
    const drafts = await call<{ records: Row[] }>('POST', `${STUDIO}/list`, { state: 'draft' }, configurator);
    expect(drafts.data.records.map((r) => r.dealName)).toEqual(['2207']);
    // A draft that is not the deal it is saved as is refused.
    const other = await call(
      'PUT',
      `${STUDIO}/2207/draft`,
      { body: text({ ...withFlag, dealName: '2206' }), baseVersion: 0 },
      configurator,
    );
    expect(other).toMatchObject({
      status: 400,
      data: { problems: [{ path: 'dealName', message: '交易编号应为 "2207"（与所保存的交易一致）' }] },
    });
    expect(await call('DELETE', `${STUDIO}/2207/draft`, undefined, configurator)).toMatchObject({
      code: 0,
      message: '草稿已放弃',
    });
    expect(
      (await call<{ draft: null }>('GET', `${STUDIO}/2207`, undefined, configurator)).data.draft,
    ).toBeNull();
  });

  it('without STUDIO_TWO_PERSON the review routes are refused: 未开启双人发布', async () => {
    const res = await call('POST', `${STUDIO}/2207/submit`, { body: text(withFlag), baseVersion: 0 });
    expect([res.status, res.message]).toEqual([400, '未开启双人发布（STUDIO_TWO_PERSON），请直接发布']);
  });

  it('an unknown deal is 交易不存在 (404); a configurator may not publish (403)', async () => {
    expect(await call('GET', `${STUDIO}/8888`)).toMatchObject({ status: 404, message: '交易不存在' });
    const res = await call(
      'POST',
      `${STUDIO}/2207/publish`,
      { body: text(withFlag), baseVersion: 0 },
      configurator,
    );
    expect(res.status).toBe(403);
  });
});

describe('交易目录: publish, versions, rollback, 恢复出厂, the audit', () => {
  it('publish serves the version at once, its code list filled in; a publish over it from version 0 is 409', async () => {
    const res = await call<{ version: number }>('POST', `${STUDIO}/2207/publish`, {
      body: text(withFlag),
      baseVersion: 0,
      comment: '地方标识',
    });
    expect(res).toMatchObject({ code: 0, message: '已发布为版本 1', data: { version: 1 } });
    const flag = (await served2207()).reqProperties[0]!.properties.find((p) => p.name === 'local_flag');
    expect(flag).toMatchObject({
      codeList: 'yes_no',
      options: [
        { name: '否', value: '0' },
        { name: '是', value: '1' },
      ],
    });
    const stale = await call<{ version: number; body: string }>('POST', `${STUDIO}/2207/publish`, {
      body: text(BASE),
      baseVersion: 0,
    });
    expect(stale).toMatchObject({
      status: 409,
      message: '该交易已被他人修改，请对比最新版本后再保存',
      data: { version: 1 },
    });
    expect(JSON.parse(stale.data.body)).toMatchObject({ dealName: '2207' });
    const list = await call<{ records: Row[] }>('POST', `${STUDIO}/list`, { keyword: '2207' });
    expect(list.data.records[0]).toMatchObject({
      state: 'published',
      stateText: '已发布',
      version: 1,
      changedBy: 'admin',
    });
  });

  it("GET /versions and /versions/:version answer the history and a version's text", async () => {
    const versions = await call<{ version: number; comment: string; author: string }[]>(
      'GET',
      `${STUDIO}/2207/versions`,
    );
    expect(versions.data).toEqual([
      expect.objectContaining({ version: 1, comment: '地方标识', author: 'admin' }),
    ]);
    const v1 = await call<{ version: number; body: string }>('GET', `${STUDIO}/2207/versions/1`);
    expect(hasFlag(JSON.parse(v1.data.body) as DealMeta)).toBe(true);
    expect(await call('GET', `${STUDIO}/2207/versions/9`)).toMatchObject({
      status: 404,
      message: '交易 2207 没有版本 9',
    });
  });

  it('恢复出厂 returns to the baseline; rollback publishes an old version as a new one; 下线 is refused for a baseline deal', async () => {
    expect(await call('POST', `${STUDIO}/2207/restore`, { comment: '撤回' })).toMatchObject({
      code: 0,
      message: '已恢复出厂版本',
    });
    expect(hasFlag(await served2207())).toBe(false);
    const back = await call<{ version: number }>('POST', `${STUDIO}/2207/rollback`, { version: 1 });
    expect(back).toMatchObject({ code: 0, message: '已回滚：版本 1 发布为版本 2', data: { version: 2 } });
    expect(hasFlag(await served2207())).toBe(true);
    expect(await call('POST', `${STUDIO}/2207/archive`, {})).toMatchObject({
      status: 400,
      message: '出厂目录中的交易不能下线，可恢复出厂',
    });
    await call('POST', `${STUDIO}/2207/restore`, {});
  });

  it("下线 takes a province's own deal away (交易不存在); 恢复出厂 of it is refused", async () => {
    const own = { ...findDeal('1101')!, dealName: '9901', comment: '地方人员查询' };
    expect((await call('POST', `${STUDIO}/9901/publish`, { body: text(own), baseVersion: 0 })).message).toBe(
      '已发布为版本 1',
    );
    expect(
      (await h.call('POST', '/commondeal/meta', { token: hospital, body: { dealName: '9901' } })).code,
    ).toBe(0);
    expect(await call('POST', `${STUDIO}/9901/archive`, { comment: '停用' })).toMatchObject({
      code: 0,
      message: '已下线',
    });
    expect(
      await h.call('POST', '/commondeal/meta', { token: hospital, body: { dealName: '9901' } }),
    ).toMatchObject({ code: 1, message: '交易不存在' });
    expect(await call('POST', `${STUDIO}/9901/archive`, {})).toMatchObject({
      status: 400,
      message: '该交易已下线',
    });
    expect(await call('POST', `${STUDIO}/9901/restore`, {})).toMatchObject({
      status: 400,
      message: '该交易没有出厂版本（出厂目录中没有它），可下线或回滚',
    });
    const list = await call<{ records: Row[] }>('POST', `${STUDIO}/list`, { state: 'archived' });
    expect(list.data.records).toEqual([
      expect.objectContaining({
        dealName: '9901',
        comment: '地方人员查询',
        state: 'archived',
        stateText: '已下线',
        hasFile: false,
      }),
    ]);
  });

  it("POST /events answers the audit, newest first, one deal's when named", async () => {
    const events = await call<{
      records: {
        dealName: string;
        action: string;
        actionText: string;
        fromVersion: number | null;
        toVersion: number | null;
        actor: string;
      }[];
      total: number;
    }>('POST', `${STUDIO}/events`, { dealName: '2207' });
    expect(events.data.records.map((e) => [e.actionText, e.fromVersion, e.toVersion])).toEqual([
      ['恢复出厂', 2, 0],
      ['回滚', 0, 2],
      ['恢复出厂', 1, 0],
      ['发布', 0, 1],
    ]);
    const all = await call<{ records: { dealName: string; actionText: string }[] }>(
      'POST',
      `${STUDIO}/events`,
      { size: 1 },
    );
    expect(all.data.records).toEqual([expect.objectContaining({ dealName: '9901', actionText: '下线' })]);
  });
});
