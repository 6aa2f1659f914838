/**
 * 结算明细对账's draft (docs/server.md#work-drafts): the working state is kept per user and institution,
 * read back as saved, never by another user or institution, dropped when the reconciliation runs or is
 * discarded, and refused over its size.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './dealsHelpers';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

const D = '/commondeal/reconciliation/detail-rec/draft';
const R = '/commondeal/reconciliation';
const HOSPITAL = 'H21010200001';
const COLLEAGUE = '13900000002';
const PHARMACY = 'P21010200002';
const tokens = new Map<string, string>();

const { h } = await fileHarness();
beforeAll(async () => {
  for (const u of [HOSPITAL, COLLEAGUE, PHARMACY]) tokens.set(u, await h.tokenOf(u));
  await signIn(h, tokens.get(HOSPITAL)!);
}, BOOT_TIMEOUT);

const ROW = {
  setl_id: 'S1',
  mdtrt_id: 'M1',
  psn_no: 'P1',
  medfee_sumamt: 57,
  fund_pay_sumamt: 40,
  acct_pay: 10,
  refd_setl_flag: '0',
};
const DRAFT = {
  state: { manualRows: [ROW], upload: { file_qury_no: 'F1', batchId: 'B1' } },
  forms: { cond: { file_qury_no: 'F1', clr_type: '11', medfee_sumamt: 57 } },
};

const read = (as: string) =>
  h.call<{ draft: unknown; updatedAt: string } | null>('GET', D, { token: tokens.get(as) });

describe('detail-rec/draft', () => {
  it('saves the draft and reads it back as saved; 草稿已保存', async () => {
    const saved = await h.call('PUT', D, { token: tokens.get(HOSPITAL), body: { draft: DRAFT } });
    expect([saved.status, saved.message]).toEqual([200, '草稿已保存']);
    const back = await read(HOSPITAL);
    expect(back.data?.draft).toEqual(DRAFT);
    expect(Date.parse(back.data!.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('another user of the institution, or another institution, reads no draft and cannot change it', async () => {
    await h.call('PUT', D, { token: tokens.get(HOSPITAL), body: { draft: DRAFT } });
    expect((await read(COLLEAGUE)).data).toBeNull();
    expect((await read(PHARMACY)).data).toBeNull();
    // Their saves and discards are their own.
    await h.call('PUT', D, { token: tokens.get(PHARMACY), body: { draft: { state: { manualRows: [] } } } });
    await h.call('DELETE', D, { token: tokens.get(COLLEAGUE) });
    expect((await read(HOSPITAL)).data?.draft).toEqual(DRAFT);
    expect((await read(PHARMACY)).data?.draft).toEqual({ state: { manualRows: [] } });
  });

  it('the body is validated: a draft that is not an object is refused and nothing is kept', async () => {
    await h.call('DELETE', D, { token: tokens.get(COLLEAGUE) });
    const bad = await h.call('PUT', D, { token: tokens.get(COLLEAGUE), body: { draft: 'x' } });
    expect(bad.status).toBe(400);
    const none = await h.call('PUT', D, { token: tokens.get(COLLEAGUE), body: {} });
    expect(none.status).toBe(400);
    expect((await read(COLLEAGUE)).data).toBeNull();
  });

  it('a draft over 512 KB is refused with 草稿超过 512 KB，未保存 and the one before stays', async () => {
    await h.call('PUT', D, { token: tokens.get(HOSPITAL), body: { draft: DRAFT } });
    const rows = Array.from({ length: 4000 }, (_, i) => ({ ...ROW, setl_id: `S${i}`.padEnd(30, 'x') }));
    const big = await h.call('PUT', D, {
      token: tokens.get(HOSPITAL),
      body: { draft: { state: { manualRows: rows } } },
    });
    expect([big.status, big.message]).toEqual([413, '草稿超过 512 KB，未保存']);
    expect((await read(HOSPITAL)).data?.draft).toEqual(DRAFT);
  });

  it('放弃草稿 drops it', async () => {
    await h.call('PUT', D, { token: tokens.get(HOSPITAL), body: { draft: DRAFT } });
    const gone = await h.call('DELETE', D, { token: tokens.get(HOSPITAL) });
    expect([gone.status, gone.message]).toEqual([200, '草稿已放弃']);
    expect((await read(HOSPITAL)).data).toBeNull();
  });

  it('开始对账 that succeeds drops the operator’s draft, not another institution’s', async () => {
    const token = tokens.get(HOSPITAL)!;
    const [setl] = await h.rows<Record<string, unknown>>(
      `select setl_id, mdtrt_id, psn_no, medfee_sumamt::float8 as medfee_sumamt, fund_pay_sumamt::float8 as fund_pay_sumamt,
              acct_pay::float8 as acct_pay, refd_setl_flag, to_char(setl_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day
         from center_settlements where fixmedins_code = $1 and not reversed order by setl_time limit 1`,
      [HOSPITAL],
    );
    const { day, ...row } = setl!;
    const up = await h.call<Record<string, number | string>>('POST', `${R}/detail-rec/upd`, {
      token,
      body: { rows: [row] },
    });
    expect(up.code).toBe(0);
    await h.call('PUT', D, { token, body: { draft: DRAFT } });
    await h.call('PUT', D, { token: tokens.get(PHARMACY), body: { draft: DRAFT } });
    const dataNode = {
      file_qury_no: up.data.file_qury_no,
      clr_type: '11',
      setl_optins: '210100',
      stmt_begndate: day,
      stmt_enddate: day,
      medfee_sumamt: up.data.medfee_sumamt,
      fund_pay_sumamt: up.data.fund_pay_sumamt,
      cash_payamt: up.data.cash_payamt,
      acct_pay: up.data.acct_pay,
      fixmedins_setl_cnt: up.data.fixmedins_setl_cnt,
    };
    // A refused reconciliation keeps the draft.
    const refused = await h.call('POST', `${R}/detail-rec/confirm`, {
      token,
      body: { batchId: 'nope', dataNode },
    });
    expect(refused.message).toBe('对账批次不存在，请重新上传对账信息');
    expect((await read(HOSPITAL)).data?.draft).toEqual(DRAFT);
    const done = await h.call('POST', `${R}/detail-rec/confirm`, {
      token,
      body: { batchId: up.data.batchId, dataNode },
    });
    expect(done.code).toBe(0);
    expect((await read(HOSPITAL)).data).toBeNull();
    expect((await read(PHARMACY)).data?.draft).toEqual(DRAFT);
  });
});
