/**
 * Under two-person publishing (STUDIO_TWO_PERSON=1) no administrator publishes a deal alone: 交易目录 has no
 * review yet, so its 发布 is refused and nothing is written (docs/server.md#交易目录-deals-as-data).
 */
import { describe, expect, it } from 'vitest';
import { findDeal } from '../../server/deals/catalogue';
import { fileHarness } from './helpers';

const { h, admin } = await fileHarness({ admin: 'admin' }, { config: { studioTwoPerson: true } });

describe('交易目录 under two-person publishing', () => {
  it('发布 is refused with the reason, nothing written', async () => {
    const res = await h.call('POST', '/commondeal/deals/studio/2207/publish', {
      token: admin,
      body: { body: `${JSON.stringify(findDeal('2207'), null, 2)}\n`, baseVersion: 0 },
    });
    expect([res.status, res.message]).toEqual([
      400,
      '已开启双人发布：交易目录暂不支持提交审核，发布交易需先关闭双人发布（STUDIO_TWO_PERSON）',
    ]);
    expect((await h.rows<{ n: number }>('select count(*)::int as n from deal_versions'))[0]!.n).toBe(0);
  });
});
