/**
 * 导出, 导出全部 and 导入 of 交易目录 (docs/server.md#交易目录-deals-as-data): one deal served now as
 * `<dealName>.deal.json` (its published version, else its baseline); every published deal served now in
 * deals.zip, each entry byte for byte its single export; an archived deal is not exported. 导入 publishes
 * a .deal.json or a zip of them in one transaction once every file passes the publish checks.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { findDeal } from '../../server/deals/catalogue';
import { fileHarness } from './helpers';
import { with2207, dealJson as text } from './dealsHelpers';

const STUDIO = '/commondeal/deals/studio';
const { h, admin } = await fileHarness({ admin: 'admin' });

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

const importing = async (name: string, data: Uint8Array | string, comment?: string) => {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : Buffer.from(data)]), name);
  const res = await h.app.inject({
    method: 'POST',
    url: `${STUDIO}/import`,
    payload: form,
    query: comment === undefined ? {} : { comment },
    headers: { authorization: `Bearer ${admin}` },
  });
  return res.json() as { code: number; message: string; data: Record<string, unknown> };
};
const OWN = { ...findDeal('1101')!, dealName: '9902', comment: '地方参保查询' };

describe('交易目录 导入', () => {
  it('a zip of .deal.json is published in one transaction, each changed file a new version; unchanged ones are skipped', async () => {
    const zip = zipSync({
      '2207.deal.json': strToU8((await get(`${STUDIO}/2207/export`)).body),
      '9902.deal.json': strToU8(text(OWN)),
    });
    const res = await importing('deals.zip', zip, '省平台');
    expect(res).toMatchObject({
      code: 0,
      message: '导入完成：发布 1 个交易，1 个未改动',
      data: {
        published: [{ file: '9902.deal.json', dealName: '9902', version: 1 }],
        skipped: [{ file: '2207.deal.json', dealName: '2207' }],
      },
    });
    const versions = await h.call<{ comment: string }[]>('GET', `${STUDIO}/9902/versions`, { token: admin });
    expect(versions.data[0]!.comment).toBe('导入 9902.deal.json：省平台');
  });

  it('refuses the whole import when one file fails a publish check, naming the file; nothing written', async () => {
    const broken = with2207((f) => f.filter((p) => p.name !== 'psn_no'));
    const zip = zipSync({
      '2207.deal.json': strToU8(text(broken)),
      '9903.deal.json': strToU8(text({ ...OWN, dealName: '9903' })),
    });
    const res = await importing('deals.zip', zip);
    expect(res.message).toBe(
      '导入被拒绝：1 个文件有问题，没有写入任何版本（2207.deal.json reqProperties[0]：2207 结算信息（data）：字段 psn_no（人员编号）为国家接口必填字段，不能删除）',
    );
    expect((await h.call('GET', `${STUDIO}/9903/versions`, { token: admin })).data).toEqual([]);
    expect((await importing('2207.json', text(broken))).message).toBe(
      '导入被拒绝：1 个文件有问题，没有写入任何版本（2207.json：文件名应为 <交易编号>.deal.json（交易编号为4位数字，可带一个大写字母））',
    );
  });
});
