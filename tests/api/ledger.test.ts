/**
 * The ledger family: POST /reconciliation/sum-rec (3201 against the center's totals, cancellable) and POST
 * /pha/excute-diff (2601 of another area's settlement).
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_PERSON, REMOTE_SETTLEMENTS } from '../../server/seed/seedLedgerData';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { today } from './dealsHelpers';

const C = '/commondeal';
const H = 'H21010200001';
const P = 'P21010200002';
const DELAY = 1200;
let base: string;
const { h, hospital, pharmacy, plain } = await fileHarness(
  { hospital: H, pharmacy: P, plain: '13900000002' },
  { config: { sumRecDelayMs: DELAY } },
);
beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}, BOOT_TIMEOUT);

interface Totals {
  medfee: number;
  fund: number;
  acct: number;
  cnt: number;
}

/** The center's standing totals of H, insutype 310, outpatient, over the last 70 days. */
const centerTotals = async () =>
  (
    await h.rows<Totals>(
      `select coalesce(sum(medfee_sumamt), 0)::float8 as medfee, coalesce(sum(fund_pay_sumamt), 0)::float8 as fund,
              coalesce(sum(acct_pay), 0)::float8 as acct, count(*)::int as cnt
         from center_settlements where fixmedins_code = $1 and insutype = '310' and clr_type = '11'
          and setl_optins = '210100' and not reversed and setl_time >= $2`,
      [H, new Date(`${today(-70)}T00:00:00+08:00`)],
    )
  )[0]!;

const ledgerBody = (t: Totals) => ({
  ...{ insutype: '310', clr_type: '11', setl_optins: '210100' },
  ...{ stmt_begndate: today(-70), stmt_enddate: today() },
  ...{ medfee_sumamt: t.medfee, fund_pay_sumamt: t.fund, acct_pay: t.acct, fixmedins_setl_cnt: t.cnt },
});

const sumRec = (token: string, body: unknown) =>
  h.call<{ setl_optins: string; stmt_rslt: string; stmt_rslt_dscr: string }>(
    'POST',
    `${C}/reconciliation/sum-rec`,
    { token, body },
  );

describe('POST /reconciliation/sum-rec (结算总账对账查询, 3201)', () => {
  it('answers setl_optins, stmt_rslt 0 and 对账平 when the totals are the center’s (the institution signed in for it)', async () => {
    const res = await sumRec(hospital, ledgerBody(await centerTotals()));
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ setl_optins: '210100', stmt_rslt: '0', stmt_rslt_dscr: '对账平' });
    const logged = await h.rows(
      "select infno from deal_log where fixmedins_code = $1 and infno in ('9001', '3201')",
      [H],
    );
    expect(logged.map((r) => r.infno).sort()).toEqual(['3201', '9001']);
  });

  it('answers stmt_rslt 1 with the center’s figures when a total differs', async () => {
    const t = await centerTotals();
    const res = await sumRec(hospital, ledgerBody({ ...t, acct: t.acct + 5 }));
    expect(res.data.stmt_rslt).toBe('1');
    expect(res.data.stmt_rslt_dscr).toContain(`中心结算${t.cnt}笔`);
  });

  it('every required field answers its own message (e.g. 请选择险种类型, 请输入定点医药机构结算笔数)', async () => {
    const body = ledgerBody(await centerTotals()) as Record<string, unknown>;
    for (const [field, message] of [
      ['insutype', '请选择险种类型'],
      ['clr_type', '请选择清算类别'],
      ['setl_optins', '请选择结算经办机构'],
      ['stmt_begndate', '请选择对账开始时间'],
      ['stmt_enddate', '请选择对账结束时间'],
      ['medfee_sumamt', '请输入医疗费总额'],
      ['fund_pay_sumamt', '请输入基金支付总额'],
      ['acct_pay', '请输入个人账户支付金额'],
      ['fixmedins_setl_cnt', '请输入定点医药机构结算笔数'],
    ] as const) {
      const rest = Object.fromEntries(Object.entries(body).filter(([k]) => k !== field));
      const res = await sumRec(hospital, rest);
      expect([field, res.status, res.message]).toEqual([field, 400, message]);
    }
  });

  it('start after end, more than 2 decimals and a negative or fractional count are refused; nothing is logged', async () => {
    const logs = await h.rows('select id from deal_log');
    const body = ledgerBody(await centerTotals());
    const late = await sumRec(hospital, { ...body, stmt_begndate: today(), stmt_enddate: today(-1) });
    expect([late.status, late.message]).toEqual([400, '对账开始时间不能晚于对账结束时间']);
    const cents = await sumRec(hospital, { ...body, acct_pay: 1.234 });
    expect([cents.status, cents.message]).toEqual([400, '个人账户支付金额最多保留两位小数']);
    for (const cnt of [-1, 1.5]) {
      const res = await sumRec(hospital, { ...body, fixmedins_setl_cnt: cnt });
      expect([res.status, res.message]).toEqual([400, '结算笔数须为不小于 0 的整数']);
    }
    expect(await h.rows('select id from deal_log')).toEqual(logs);
  });

  it('is cancellable: a call aborted during SUM_REC_DELAY_MS never reaches the center (nothing logged)', async () => {
    const logs = await h.rows('select id from deal_log');
    const controller = new AbortController();
    const call = fetch(`${base}${C}/reconciliation/sum-rec`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pharmacy}` },
      body: JSON.stringify(ledgerBody({ medfee: 0, fund: 0, acct: 0, cnt: 0 })),
      signal: controller.signal,
    });
    await new Promise((r) => setTimeout(r, 200));
    controller.abort();
    await expect(call).rejects.toThrow();
    await new Promise((r) => setTimeout(r, DELAY + 300));
    expect(await h.rows('select id from deal_log')).toEqual(logs);
  });

  it('anonymous callers are refused (401)', async () => {
    const res = await sumRec('', ledgerBody(await centerTotals()));
    expect(res.status).toBe(401);
  });
});

const remote = (over: Record<string, string> = {}) => ({
  psn_no: REMOTE_PERSON.psn_no,
  omsgid: REMOTE_SETTLEMENTS[0].msgid,
  oinfo: '2102',
  mdtrtareaAdmvs: '210100',
  insuplcAdmdvs: REMOTE_PERSON.insuplc_admdvs,
  orgCode: P,
  ...over,
});
const rush = (token: string, body: unknown) =>
  h.call<string>('POST', `${C}/pha/excute-diff`, { token, body });
const reversed = async (msgid: string) =>
  (
    await h.rows<{ c: boolean; o: boolean }>(
      `select c.reversed as c, o.reversed as o from center_settlements c join org_settlements o using (setl_id)
        where c.msgid = $1`,
      [msgid],
    )
  )[0];

describe('POST /pha/excute-diff (异地冲正, 2601)', () => {
  it('every one of the six fields is required, with its message', async () => {
    for (const [field, message] of [
      ['psn_no', '请输入人员编号'],
      ['omsgid', '请输入原发送方报文ID'],
      ['oinfo', '请输入原交易编号'],
      ['mdtrtareaAdmvs', '请输入就医地医保区划'],
      ['insuplcAdmdvs', '请输入参保地医保区划'],
      ['orgCode', '请输入机构编码'],
    ] as const) {
      const body = Object.fromEntries(Object.entries(remote()).filter(([k]) => k !== field));
      const res = await rush(pharmacy, body);
      expect([field, res.status, res.message]).toEqual([field, 400, message]);
    }
  });

  it('a wrong insured area is refused by the center with the reason in data; nothing is reversed', async () => {
    const res = await rush(pharmacy, remote({ insuplcAdmdvs: '310101' }));
    expect([res.code, res.data]).toEqual([1, '冲正失败：参保地医保区划与人员参保地不符']);
    expect(await reversed(REMOTE_SETTLEMENTS[0].msgid)).toEqual({ c: false, o: false });
  });

  it('the same area for both is not a remote settlement; a treatment area of another center is refused', async () => {
    const same = await rush(pharmacy, remote({ insuplcAdmdvs: '210100' }));
    expect(same.data).toBe('冲正失败：参保地与就医地相同，不属于异地结算');
    const other = await rush(pharmacy, remote({ mdtrtareaAdmvs: '220100' }));
    expect(other.data).toBe('冲正失败：就医地医保区划 220100 不属于本中心');
  });

  it('another institution’s code is refused (403) and changes nothing', async () => {
    const res = await rush(hospital, remote());
    expect([res.status, res.message]).toEqual([403, '无权访问该功能']);
    expect(await reversed(REMOTE_SETTLEMENTS[0].msgid)).toEqual({ c: false, o: false });
  });

  it('reverses the remote settlement: center and institution records marked, the account refunded, result text in data', async () => {
    const [before] = await h.rows<{ balc: number }>(
      'select balc::float8 as balc from insured_persons where psn_no = $1',
      [REMOTE_PERSON.psn_no],
    );
    const res = await rush(pharmacy, remote());
    expect(res.code).toBe(0);
    expect(res.data).toBe(`冲正成功：原交易 2102（报文ID ${REMOTE_SETTLEMENTS[0].msgid}）已冲正`);
    expect(await reversed(REMOTE_SETTLEMENTS[0].msgid)).toEqual({ c: true, o: true });
    const [after] = await h.rows<{ balc: number }>(
      'select balc::float8 as balc from insured_persons where psn_no = $1',
      [REMOTE_PERSON.psn_no],
    );
    expect(after!.balc).toBeCloseTo(before!.balc + REMOTE_SETTLEMENTS[0].acct, 2);
    const [log] = await h.rows<{ request: { mdtrtarea_admvs: string; insuplc_admdvs: string } }>(
      "select request from deal_log where infno = '2601' and err_msg is null order by id desc limit 1",
    );
    expect(log!.request).toMatchObject({ mdtrtarea_admvs: '210100', insuplc_admdvs: '110105' });
    const again = await rush(pharmacy, remote());
    expect([again.code, again.data]).toEqual([1, '冲正失败：该交易已冲正']);
  });

  it('the plain hospital user cannot reverse the pharmacy’s settlement (403)', async () => {
    const res = await rush(plain, remote({ omsgid: REMOTE_SETTLEMENTS[1].msgid }));
    expect(res.status).toBe(403);
  });
});
