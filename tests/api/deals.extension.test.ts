/**
 * How a province's extension field travels (docs/domain.md §13): published in 交易目录 with a code list, it is
 * in /commondeal/meta, exec-deal requires it and takes only the list's codes, the envelope carries it to the
 * center, and the simulator, which does not know it, keeps it in 交易日志's message and answers exactly as
 * it answers without it.
 */
import { describe, expect, it } from 'vitest';
import type { DealMeta } from '../../schemas/deal';
import { fileHarness } from './helpers';
import {
  dealJson,
  D,
  LOCAL_FLAG,
  node,
  openOutpatientSettlement,
  refused,
  run,
  signIn,
  with2207,
} from './dealsHelpers';

const { h, hospital, admin } = await fileHarness({ hospital: 'H21010200001', admin: 'admin' });

const lastLogged = async () =>
  (
    await h.rows<{ request: { input: Record<string, Record<string, unknown>> } }>(
      "select request from deal_log where infno = '2207' order by id desc limit 1",
    )
  )[0]!;

/** What the center decided for a settlement (its ids and time aside): the person and the amounts. */
const PAID = [
  'psn_name',
  'medfee_sumamt',
  'inscp_scp_amt',
  'hifp_pay',
  'fund_pay_sumamt',
  'psn_part_amt',
  'acct_pay',
  'psn_cash_pay',
];
const paid = (out: Record<string, unknown>) => {
  const s = node(out, 'setlinfo');
  return Object.fromEntries(PAID.map((k) => [k, s[k]]));
};

describe('2207 published through the studio with a required local_flag (codeList yes_no)', () => {
  it('exec-deal requires a code of the list; the message keeps it; the answer is the one without it', async () => {
    await signIn(h, hospital);
    // What the center answers for this visit without the extension (2206 settles nothing).
    const plain = paid(await run(h, hospital, '2206', openOutpatientSettlement()));
    const published = await h.call<{ version: number }>('POST', `${D}/deals/studio/2207/publish`, {
      token: admin,
      body: {
        body: dealJson(with2207((fields) => [...fields, { ...LOCAL_FLAG, codeList: 'yes_no' }])),
        baseVersion: 0,
        comment: '地方标识',
      },
    });
    expect(published.code, published.message).toBe(0);
    const meta = await h.call<DealMeta>('POST', `${D}/meta`, { token: hospital, body: { dealName: '2207' } });
    expect(meta.data.reqProperties[0]!.properties.at(-1)).toMatchObject({
      name: 'local_flag',
      codeList: 'yes_no',
    });
    expect(await refused(h, hospital, '2207', openOutpatientSettlement())).toBe('请选择地方标识');
    expect(await refused(h, hospital, '2207', openOutpatientSettlement({ local_flag: '2' }))).toBe(
      '地方标识不在代码表中',
    );
    const out = await run(h, hospital, '2207', openOutpatientSettlement({ local_flag: '1' }));
    expect(paid(out)).toEqual(plain);
    expect((await lastLogged()).request.input.data).toMatchObject({ local_flag: '1' });
  });
});
