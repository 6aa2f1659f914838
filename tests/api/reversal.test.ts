/**
 * The reversal family: the query over the center's settlements and the reconciliation's differences, the
 * reversal password, the payment gate, 2601 against the center simulator, institution scoping.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REVERSAL_PASSWORD } from '../../server/seed/seedReversals';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

const C = '/commondeal';
const H = 'H21010200001';
const P = 'P21010200002';
const RUSHFREE = '13900000009';

interface Rec {
  id: string;
  psn_no: string;
  omsgid: string;
  oinfo: string;
  used: string;
  trans_type: string;
  payFlag: string;
  maintained: string;
  fixmedins_code: string;
  memo: string;
}

const tokens: Record<string, string> = {};
const day = (offset: number) =>
  new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const period = { startDate: day(-70), endDate: day(0) };

const { h } = await fileHarness();
beforeAll(async () => {
  for (const u of [H, P, RUSHFREE, '13900000002', 'admin']) tokens[u] = await h.tokenOf(u);
  for (const u of [H, P]) await h.call('GET', `${C}/signin`, { token: tokens[u] });
}, BOOT_TIMEOUT);

const list = async (as: string, body: object = period) =>
  (await h.call<Rec[]>('POST', `${C}/reconciliation/queryFirst`, { token: tokens[as], body })).data;
const unlock = async (as: string, password = DEMO_REVERSAL_PASSWORD) =>
  h.call('POST', `${C}/reconciliation/check-password`, {
    token: tokens[as],
    body: { password: await h.encrypt(password) },
  });
const reverse = (as: string, r: Rec, path = 'reconciliation/execute') =>
  h.call<Rec>('POST', `${C}/${path}`, {
    token: tokens[as],
    body: { id: r.id, psn_no: r.psn_no, omsgid: r.omsgid, oinfo: r.oinfo },
  });
const center = async (id: string) =>
  (
    await h.rows<{ reversed: boolean }>('select reversed from center_settlements where setl_id = $1', [id])
  )[0]!.reversed;

describe('对账冲正查询', () => {
  it('lists the institution’s center settlements; differences found are trans_type 0 with a memo', async () => {
    const rows = await list(H);
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.fixmedins_code))).toEqual(new Set([H]));
    const centerOnly = rows.filter((r) => r.trans_type === '0');
    expect(centerOnly.length).toBeGreaterThan(0);
    expect(centerOnly.map((r) => r.memo)).toContain('中心多：医药机构无此结算');
    expect(rows.filter((r) => r.used === '1').length).toBeGreaterThan(0);
  });

  it('reads the detail reconciliation’s differences (recon_differences) as the memo and trans_type 0', async () => {
    const [balanced] = (await list(H)).filter((r) => r.trans_type === '1' && r.used === '0');
    await h.db.query(
      `insert into recon_logs (fixmedins_code, compare_status, clr_type, setl_optins, stmt_begndate, stmt_enddate,
         file_qury_no, fixmedins_setl_cnt, medfee_sumamt, fund_pay_sumamt, acct_pay, cash_payamt, created_by)
       values ($1, '02', '11', '210100', now(), now(), 'F1', 1, 0, 0, 0, 0, 'test') returning id`,
      [H],
    );
    await h.db.query(
      `insert into recon_differences (log_id, fixmedins_code, setl_id, mdtrt_id, psn_no, stmt_rslt, memo)
       select max(id), $1, $2, 'M', $3, '3', '数据不一致：测试' from recon_logs`,
      [H, balanced!.id, balanced!.psn_no],
    );
    const again = (await list(H)).find((r) => r.id === balanced!.id)!;
    expect([again.trans_type, again.memo]).toEqual(['0', '数据不一致：测试']);
  });

  it('filters by used and person; start after end is refused; missing dates give their messages', async () => {
    expect((await list(H, { ...period, used: '1' })).every((r) => r.used === '1')).toBe(true);
    const one = (await list(H))[0]!;
    expect((await list(H, { ...period, psn_no: one.psn_no })).every((r) => r.psn_no === one.psn_no)).toBe(
      true,
    );
    const late = await h.call('POST', `${C}/reconciliation/queryFirst`, {
      token: tokens[H],
      body: { startDate: day(0), endDate: day(-1) },
    });
    expect([late.code, late.message]).toEqual([1, '开始时间不能晚于结束时间']);
    const none = await h.call('POST', `${C}/reconciliation/queryFirst`, { token: tokens[H], body: {} });
    expect(none.message).toContain('请选择结算开始时间');
  });

  it('with a page the answer is one page (records, total, next, prev); a cursor of another shape is refused', async () => {
    const all = await list(H);
    const first = (
      await h.call<{ records: Rec[]; total: number; next?: string; prev?: string }>(
        'POST',
        `${C}/reconciliation/queryFirst`,
        { token: tokens[H], body: { ...period, page: { size: 1, current: 1 } } },
      )
    ).data;
    expect(first.total).toBe(all.length);
    expect(first.records.map((r) => r.id)).toEqual([all[0]!.id]);
    const second = await h.call<{ records: Rec[] }>('POST', `${C}/reconciliation/queryFirst`, {
      token: tokens[H],
      body: { ...period, page: { size: 1, current: 2, after: first.next } },
    });
    expect(second.data.records.map((r) => r.id)).toEqual([all[1]!.id]);
    const bad = await h.call('POST', `${C}/reconciliation/queryFirst`, {
      token: tokens[H],
      body: { ...period, page: { size: 1, current: 2, after: "1.x' or 1=1" } },
    });
    expect([bad.status, bad.message]).toEqual([400, '翻页位置格式不正确，请重新查询']);
  });

  it('another institution’s code is refused (403); the operator reads any', async () => {
    const res = await h.call('POST', `${C}/reconciliation/queryFirst`, {
      token: tokens[H],
      body: { ...period, fixmedins_code: P },
    });
    expect([res.status, res.message]).toEqual([403, '无权访问该功能']);
    const op = await list('admin', { ...period, fixmedins_code: P });
    expect(new Set(op.map((r) => r.fixmedins_code))).toEqual(new Set([P]));
  });

  it('对账 answers the count of differences with 对账成功', async () => {
    const res = await h.call<string>('GET', `${C}/reconciliation/queryAgain`, {
      token: tokens[H],
      query: period,
    });
    expect(res.message).toBe('对账成功');
    expect(res.data).toMatch(/共 \d+ 笔结算，\d+ 笔不一致/);
  });

  it('已维护 clears the highlight; a record without difference is refused; another institution’s → 403', async () => {
    const diff = (await list(H)).find((r) => r.trans_type === '0')!;
    const other = (await list(P))[0]!;
    const refused = await h.call('POST', `${C}/reconciliation/upd-valid`, {
      token: tokens[H],
      body: { id: other.id },
    });
    expect(refused.status).toBe(403);
    const res = await h.call('POST', `${C}/reconciliation/upd-valid`, {
      token: tokens[H],
      body: { id: diff.id },
    });
    expect(res.message).toBe('维护成功');
    const after = (await list(H)).find((r) => r.id === diff.id)!;
    expect([after.trans_type, after.maintained]).toEqual(['1', '1']);
    const twice = await h.call('POST', `${C}/reconciliation/upd-valid`, {
      token: tokens[H],
      body: { id: diff.id },
    });
    expect([twice.code, twice.message]).toEqual([1, '该记录无差异或已维护']);
  });
});

describe('冲正 and the reversal password', () => {
  it('without the password the reversal is refused (请先验证冲正密码) and nothing changes', async () => {
    const r = (await list('13900000002')).find((x) => x.used === '0' && x.oinfo === '2207')!;
    const res = await reverse('13900000002', r);
    expect([res.code, res.message]).toEqual([1, '请先验证冲正密码']);
    expect(await center(r.id)).toBe(false);
  });

  it('a wrong password is refused (冲正密码错误); the fifth wrong try locks it for 15 minutes', async () => {
    for (let i = 0; i < 4; i++) expect((await unlock(H, 'Wrong@2026')).message).toBe('冲正密码错误');
    expect((await unlock(H, 'Wrong@2026')).message).toBe('冲正密码错误次数过多，请15分钟后再试');
    expect((await unlock(H)).message).toBe('冲正密码错误次数过多，请15分钟后再试');
    await h.db.query('update reversal_passwords set locked_until = null where fixmedins_code = $1', [H]);
  });

  it('an empty password gives 请输入密码; nothing written', async () => {
    const res = await h.call('POST', `${C}/reconciliation/check-password`, { token: tokens[H], body: {} });
    expect(res.message).toContain('请输入密码');
    expect(await h.rows('select 1 from reversal_unlocks')).toHaveLength(0);
  });

  it('the right password (验证成功) unlocks; the hint and the records load; the reversal runs 2601 (冲正成功)', async () => {
    expect((await unlock(H)).message).toBe('验证成功');
    const r = (await list(H)).find((x) => x.used === '0' && x.oinfo === '2207')!;
    const hint = await h.call<{ canFlag: number; lastSetlTime: string }>('POST', `${C}/pha/query-maxtime`, {
      token: tokens[H],
      body: { omsgid: r.omsgid },
    });
    expect(hint.data.canFlag).toBe(0);
    expect(hint.data.lastSetlTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const sides = await h.call<{ cent: unknown[]; pha: unknown[] }>('POST', `${C}/pha/rush-compare`, {
      token: tokens[H],
      body: { omsgid: r.omsgid },
    });
    expect(sides.data.cent).toHaveLength(1);
    const res = await reverse(H, r);
    expect([res.code, res.message, res.data.used]).toEqual([0, '冲正成功', '1']);
    expect(await center(r.id)).toBe(true);
    expect((await list(H)).find((x) => x.id === r.id)!.used).toBe('1');
    const hintAfter = await h.call<{ canFlag: number }>('POST', `${C}/pha/query-maxtime`, {
      token: tokens[H],
      body: { omsgid: r.omsgid },
    });
    expect(hintAfter.data.canFlag).toBe(1);
    const again = await reverse(H, r);
    expect([again.code, again.message]).toEqual([1, '该记录已冲正']);
  });

  it('a wrong original type is refused by the center; bad input (no oinfo) gives 请选择原交易编号', async () => {
    const r = (await list(H)).find((x) => x.used === '0' && x.oinfo === '2207')!;
    const wrong = await reverse(H, { ...r, oinfo: '2304' });
    expect([wrong.code, wrong.message]).toEqual([1, '原交易不存在']);
    const bad = await h.call('POST', `${C}/reconciliation/execute`, {
      token: tokens[H],
      body: { psn_no: r.psn_no, omsgid: r.omsgid },
    });
    expect(bad.message).toContain('请选择原交易编号');
    expect(await center(r.id)).toBe(false);
  });

  it('another institution’s record cannot be read or reversed (403), even unlocked', async () => {
    const other = (await list(P)).find((x) => x.used === '0')!;
    expect(
      (await h.call('GET', `${C}/reconciliation/rush-info/${other.id}`, { token: tokens[H] })).status,
    ).toBe(403);
    expect((await reverse(H, other)).status).toBe(403);
    const pw = await h.call('POST', `${C}/reconciliation/check-password`, {
      token: tokens[H],
      body: { password: await h.encrypt(DEMO_REVERSAL_PASSWORD), fixmedins_code: P },
    });
    expect(pw.status).toBe(403);
    expect(await center(other.id)).toBe(false);
  });
});

describe('对账与冲正: the payment gate', () => {
  const rushRec = async (as: string) =>
    (await h.call<Rec[]>('POST', `${C}/pha/rush-rec`, { token: tokens[as], body: period })).data;

  it('the list carries payFlag: the demo pharmacy has records to pay and one free', async () => {
    const rows = await rushRec(P);
    expect(rows.filter((r) => r.payFlag === '0').length).toBe(2);
    expect(rows.filter((r) => r.payFlag === '1').length).toBeGreaterThan(0);
  });

  it('an unpaid reversal is refused; paying on the wallet page lets it through', async () => {
    const due = (await rushRec(P)).find((r) => r.payFlag === '0')!;
    expect((await unlock(P)).message).toBe('验证成功');
    const refused = await reverse(P, due, 'pha/execute');
    expect([refused.code, refused.message]).toEqual([1, '请先扫码支付冲正服务费']);
    expect(await center(due.id)).toBe(false);
    const flag = () =>
      h.call<boolean>('POST', `${C}/quickmark/query-payflag`, { token: tokens[P], body: { id: due.id } });
    expect((await flag()).data).toBe(false);
    const code = await h.call<{ url: string; amount: number }>('POST', `${C}/quickmark/chargecode`, {
      token: tokens[P],
      body: { id: due.id },
    });
    expect(code.data.amount).toBe(2);
    const url = new URL(code.data.url);
    expect(url.pathname).toBe('/wallet');
    const payCode = url.searchParams.get('code')!;
    const bill = await h.call<{ amount: number; paid: string }>('GET', `${C}/quickmark/wallet`, {
      query: { code: payCode },
    });
    expect([bill.data.amount, bill.data.paid]).toEqual([2, '0']);
    const bad = await h.call('POST', `${C}/quickmark/wallet/pay`, { body: { code: 'x'.repeat(32) } });
    expect(bad.message).toBe('支付码无效或已过期');
    expect((await flag()).data).toBe(false);
    expect((await h.call('POST', `${C}/quickmark/wallet/pay`, { body: { code: payCode } })).message).toBe(
      '支付成功',
    );
    expect((await flag()).data).toBe(true);
    const res = await reverse(P, due, 'pha/execute');
    expect([res.code, res.message]).toEqual([0, '冲正成功']);
    expect(await center(due.id)).toBe(true);
  });

  it('ROLE_RUSHFREE (13900000009) reverses a record with payFlag 0 without paying; no pay code for it', async () => {
    const due = (await rushRec(RUSHFREE)).find((r) => r.payFlag === '0' && r.used === '0')!;
    const code = await h.call('POST', `${C}/quickmark/chargecode`, {
      token: tokens[RUSHFREE],
      body: { id: due.id },
    });
    expect(code.message).toBe('该记录无需支付');
    expect((await unlock(RUSHFREE)).message).toBe('验证成功');
    const res = await reverse(RUSHFREE, due, 'pha/execute');
    expect([res.code, res.message]).toEqual([0, '冲正成功']);
  });

  it('delete (upd-valid) takes a record off the list only; another institution’s → 403', async () => {
    const [first] = await rushRec(P);
    expect(
      (await h.call('POST', `${C}/pha/upd-valid`, { token: tokens[H], body: { id: first!.id } })).status,
    ).toBe(403);
    const res = await h.call('POST', `${C}/pha/upd-valid`, { token: tokens[P], body: { id: first!.id } });
    expect(res.message).toBe('删除成功');
    expect((await rushRec(P)).map((r) => r.id)).not.toContain(first!.id);
    expect(
      (await h.call<Rec>('POST', `${C}/pha/query`, { token: tokens[P], body: { id: first!.id } })).data.id,
    ).toBe(first!.id);
  });

  it('the pay code and its result are the institution’s own (403 for another)', async () => {
    const due = (await rushRec(P))[0]!;
    expect(
      (await h.call('POST', `${C}/quickmark/chargecode`, { token: tokens[H], body: { id: due.id } })).status,
    ).toBe(403);
    expect(
      (await h.call('POST', `${C}/quickmark/query-payflag`, { token: tokens[H], body: { id: due.id } }))
        .status,
    ).toBe(403);
  });
});
