/**
 * What publishing a deal refuses (docs/server.md#交易目录-deals-as-data), each problem naming the deal, the node and the
 * field in Chinese, nothing written: a duplicate field code in a node; a length or precision the envelope
 * cannot carry; a code list that does not exist; a pattern that does not compile; removing or loosening a
 * field the national interface requires (a province may add and tighten); a change that orphans a saved
 * deal SQL configuration, unless the same publish drops it.
 */
import { describe, expect, it } from 'vitest';
import type { DealMeta, DealProperty } from '../../schemas/deal';
import { findDeal } from '../../server/deals/catalogue';
import { fileHarness } from './helpers';
import { OPTIONAL_FLAG, dealJson as text } from './dealsHelpers';

const STUDIO = '/commondeal/deals/studio';
const { h, admin } = await fileHarness({ admin: 'admin' });

/** `dealName` with `change` applied to the fields of its first input node. */
const changed = (dealName: string, change: (fields: DealProperty[]) => DealProperty[]): DealMeta => {
  const base = findDeal(dealName)!;
  return {
    ...base,
    reqProperties: base.reqProperties.map((n, i) =>
      i === 0 ? { ...n, properties: change(n.properties) } : n,
    ),
  };
};
const field = (fields: DealProperty[], name: string, more: Partial<DealProperty>) =>
  fields.map((p) => (p.name === name ? { ...p, ...more } : p));

const publish = (dealName: string, meta: DealMeta, more: object = {}) =>
  h.call<{ problems: { path: string; message: string }[] }>('POST', `${STUDIO}/${dealName}/publish`, {
    token: admin,
    body: { body: text(meta), baseVersion: 0, comment: '', ...more },
  });
const versions = async () =>
  (await h.rows<{ n: number }>('select count(*)::int as n from deal_versions'))[0]!.n;
const refusedWith = async (dealName: string, meta: DealMeta, message: string) => {
  const before = await versions();
  const res = await publish(dealName, meta);
  expect(res.status).toBe(400);
  expect(res.message).toMatch(/^发布被拒绝：交易元数据有 \d+ 处问题，请逐一修正$/);
  expect(res.data.problems.map((p) => p.message)).toContain(message);
  expect(await versions()).toBe(before);
};

describe('publishing a deal refuses, naming deal, node and field', () => {
  it('a duplicate field code in a node', async () => {
    await refusedWith(
      '2207',
      changed('2207', (f) => [...f, f.find((p) => p.name === 'psn_no')!]),
      '2207 结算信息（data）：字段 psn_no 重复',
    );
  });

  it('a length or a precision the envelope cannot carry', async () => {
    await refusedWith(
      '2207',
      changed('2207', (f) => [...f, { ...OPTIONAL_FLAG, length: 0 }]),
      '2207 结算信息（data）：字段 local_flag 的长度应为 1 至 10485760 的整数（报文无法传送 0）',
    );
    await refusedWith(
      '2207',
      changed('2207', (f) => [...f, { ...OPTIONAL_FLAG, length: 20, numeric: { precision: 20, scale: 2 } }]),
      '2207 结算信息（data）：字段 local_flag 的数字位数应不超过 16 位、小数不超过 6 位且少于总位数（报文无法传送 N20,2）',
    );
  });

  it('a code list that does not exist; a pattern that does not compile', async () => {
    await refusedWith(
      '2207',
      changed('2207', (f) => [...f, { ...OPTIONAL_FLAG, codeList: 'no_such_list' }]),
      '2207 结算信息（data）：字段 local_flag 的代码表 no_such_list 不存在',
    );
    const res = await publish(
      '2207',
      changed('2207', (f) => [...f, { ...OPTIONAL_FLAG, pattern: '([0-9]' }]),
    );
    expect(res.data.problems[0]!.message).toMatch(
      /^2207 结算信息（data）：字段 local_flag 的格式（正则表达式）无法编译：/,
    );
  });

  it('removing, making optional or loosening a field the national interface requires (starred)', async () => {
    await refusedWith(
      '2207',
      changed('2207', (f) => f.filter((p) => p.name !== 'psn_no')),
      '2207 结算信息（data）：字段 psn_no（人员编号）为国家接口必填字段，不能删除',
    );
    await refusedWith(
      '2207',
      changed('2207', (f) => field(f, 'psn_no', { require: false })),
      '2207 结算信息（data）：字段 psn_no（人员编号）为国家接口必填字段，不能改为非必填',
    );
    await refusedWith(
      '2207',
      changed('2207', (f) => field(f, 'psn_no', { length: 31 })),
      '2207 结算信息（data）：字段 psn_no（人员编号）为国家接口必填字段，长度不能超过出厂的 30',
    );
    await refusedWith(
      '2207',
      changed('2207', (f) => field(f, 'medfee_sumamt', { numeric: { precision: 16, scale: 2 }, length: 17 })),
      '2207 结算信息（data）：字段 medfee_sumamt（医疗费总额）为国家接口必填字段，长度不能超过出厂的 16',
    );
  });

  it('a province may add fields and tighten a required one', async () => {
    const res = await publish(
      '2207',
      changed('2207', (f) => [...field(f, 'psn_no', { length: 20, pattern: '^[0-9]+$' }), OPTIONAL_FLAG]),
    );
    expect(res).toMatchObject({ code: 0, message: '已发布为版本 1' });
    await h.call('POST', `${STUDIO}/2207/restore`, { token: admin, body: {} });
  });

  it('orphaning a saved deal SQL configuration, unless the same publish drops it', async () => {
    // The demo configuration of 1101 fills node data and binds psn_name.
    const withoutName = changed('1101', (f) => f.filter((p) => p.name !== 'psn_name'));
    await refusedWith(
      '1101',
      withoutName,
      '1101 节点 data 的SQL配置用到的字段 psn_name 将不存在：请在发布时一并删除该配置（dropSqlConfigs），或保留其节点与字段',
    );
    const res = await publish('1101', withoutName, { dropSqlConfigs: ['data'] });
    expect(res).toMatchObject({ code: 0, message: '已发布为版本 1' });
    const config = await h.call<{ sql: string | null }>('GET', '/commondeal/queryDealSqlByDealCode', {
      token: admin,
      query: { dealCode: '1101', nodeName: 'data' },
    });
    expect(config.data.sql).toBeNull();
  });
});
