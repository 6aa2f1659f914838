/**
 * 导出 and 导出全部 of 交易目录 (docs/server.md#交易目录-deals-as-data): one deal served now as
 * `<dealName>.deal.json` (its published version, else its baseline); every published deal served now in
 * deals.zip, each entry byte for byte its single export; an archived deal is not exported.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { findDeal } from '../../server/deals/catalogue';
import { fileHarness } from './helpers';
import { with2207 } from './dealsHelpers';

const STUDIO = '/commondeal/deals/studio';
const { h, admin } = await fileHarness({ admin: 'admin' });

const text = (meta: object) => `${JSON.stringify(meta, null, 2)}\n`;
const get = (url: string) =>
  h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
const publish = (dealName: string, meta: object) =>
  h.call('POST', `${STUDIO}/${dealName}/publish`, {
    token: admin,
    body: { body: text(meta), baseVersion: 0 },
  });
const FLAGGED = with2207((fields) => [
  ...fields,
  { name: 'local_flag', comment: '地方标识', formType: 'INPUT', require: false, tip: '', length: 1 },
]);

describe('交易目录 导出', () => {
  it('with nothing published, 导出全部 answers 没有已发布的交易可导出; 导出 gives the baseline', async () => {
    const all = await get(`${STUDIO}/export`);
    expect(all.statusCode).toBe(404);
    expect(all.json()).toMatchObject({ message: '没有已发布的交易可导出：当前提供的都是出厂版本' });
    const one = await get(`${STUDIO}/2207/export`);
    expect(one.headers['content-disposition']).toBe('attachment; filename="2207.deal.json"');
    expect(one.body).toBe(text(findDeal('2207')!));
  });

  it('导出全部 holds every published deal served now, byte for byte its single export; archived ones are left out', async () => {
    expect((await publish('2207', FLAGGED)).message).toBe('已发布为版本 1');
    expect(
      (await publish('9901', { ...findDeal('1101')!, dealName: '9901', comment: '地方人员查询' })).message,
    ).toBe('已发布为版本 1');
    await h.call('POST', `${STUDIO}/9901/archive`, { token: admin, body: {} });
    const res = await get(`${STUDIO}/export`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="deals.zip"');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries)).toEqual(['2207.deal.json']);
    expect(new TextDecoder().decode(entries['2207.deal.json'])).toBe(
      (await get(`${STUDIO}/2207/export`)).body,
    );
    expect(JSON.parse((await get(`${STUDIO}/2207/export`)).body)).toEqual(FLAGGED);
    expect((await get(`${STUDIO}/9901/export`)).json()).toMatchObject({ message: '交易不存在' });
  });
});
