/**
 * Two-person publishing of deals (STUDIO_TWO_PERSON=1, docs/server.md#交易目录-deals-as-data), as of screens: a
 * draft is submitted for review (checked as a publish is, nothing published) and another administrator
 * publishes exactly what was submitted, or sends it back; nobody publishes their own submission, nor other
 * text. Submitting and sending back are in the audit.
 */
import { describe, expect, it } from 'vitest';
import { fileHarness, platformOperator } from './helpers';
import { OPTIONAL_FLAG, with2207, dealJson as text } from './dealsHelpers';

const STUDIO = '/commondeal/deals/studio';
const { h, admin } = await fileHarness({ admin: 'admin' }, { config: { studioTwoPerson: true } });
const configurator = await platformOperator(h, 'deal_config2', 'ROLE_CONFIG');
const reviewer = await platformOperator(h, 'deal_admin2', 'ROLE_ADMIN');

const FLAGGED = text(with2207((f) => [...f, OPTIONAL_FLAG]));
const as = <T = unknown>(token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  h.call<T>(method, url, { token, body });
const versions = async () =>
  (await h.rows<{ n: number }>('select count(*)::int as n from deal_versions'))[0]!.n;

describe('交易目录 under two-person publishing', () => {
  it('发布 without a submission is refused: 请先提交审核', async () => {
    const res = await as(admin, 'POST', `${STUDIO}/2207/publish`, { body: FLAGGED, baseVersion: 0 });
    expect([res.status, res.message]).toEqual([400, '已开启双人发布：请先提交审核，由另一位管理员发布']);
    expect(await versions()).toBe(0);
  });

  it('a submission is checked as a publish, listed 待审核, and published only by another administrator, as submitted', async () => {
    const bad = await as(configurator, 'POST', `${STUDIO}/2207/submit`, {
      body: text(with2207((f) => f.filter((p) => p.name !== 'psn_no'))),
      baseVersion: 0,
    });
    expect(bad.status).toBe(400);
    const res = await as(configurator, 'POST', `${STUDIO}/2207/submit`, {
      body: FLAGGED,
      baseVersion: 0,
      comment: '地方标识',
    });
    expect(res).toMatchObject({ code: 0, message: '已提交审核，请另一位管理员发布' });
    const list = await as<{ records: { dealName: string; stateText: string; submitted: boolean }[] }>(
      admin,
      'POST',
      `${STUDIO}/list`,
      { state: 'submitted' },
    );
    expect(list.data.records).toEqual([
      expect.objectContaining({ dealName: '2207', stateText: '出厂 · 待审核', submitted: true }),
    ]);
    const detail = await as<{
      twoPerson: boolean;
      submission: { body: string; submittedBy: string; mine: boolean };
    }>(configurator, 'GET', `${STUDIO}/2207`);
    expect(detail.data).toMatchObject({
      twoPerson: true,
      submission: { body: FLAGGED, submittedBy: 'deal_config2', mine: true },
    });
    const other = await as(admin, 'POST', `${STUDIO}/2207/publish`, {
      body: text(with2207((f) => f)),
      baseVersion: 0,
    });
    expect([other.status, other.message]).toEqual([
      400,
      '发布的内容与提交审核的版本不一致：请发布待审核的版本，修改后需重新提交审核',
    ]);
    const published = await as<{ version: number }>(admin, 'POST', `${STUDIO}/2207/publish`, {
      body: FLAGGED,
      baseVersion: 0,
    });
    expect(published).toMatchObject({ code: 0, message: '已发布为版本 1' });
    const history = await as<{ comment: string }[]>(admin, 'GET', `${STUDIO}/2207/versions`);
    expect(history.data[0]).toMatchObject({ comment: '地方标识' });
  });

  it('nobody publishes their own submission (403); 退回 closes it and joins the audit', async () => {
    const body = text(with2207((f) => [...f, { ...OPTIONAL_FLAG, length: 2 }]));
    await as(reviewer, 'POST', `${STUDIO}/2207/submit`, { body, baseVersion: 1 });
    const own = await as(reviewer, 'POST', `${STUDIO}/2207/publish`, { body, baseVersion: 1 });
    expect([own.status, own.message]).toEqual([
      403,
      '双人发布：不能发布自己提交的版本，请由另一位管理员发布',
    ]);
    expect(await as(admin, 'POST', `${STUDIO}/2207/reject`, { comment: '长度不对' })).toMatchObject({
      code: 0,
      message: '已退回',
    });
    expect(await as(admin, 'POST', `${STUDIO}/2207/reject`, {})).toMatchObject({
      status: 404,
      message: '该交易没有待审核的提交',
    });
    const events = await as<{ records: { actionText: string; comment: string }[] }>(
      admin,
      'POST',
      `${STUDIO}/events`,
      { dealName: '2207' },
    );
    expect(events.data.records.map((e) => e.actionText)).toEqual(['退回', '提交审核', '发布', '提交审核']);
  });
});
