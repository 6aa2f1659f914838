import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import {
  amounts,
  LI,
  node,
  nowText,
  OPEN_VISITS,
  openOutpatientSettlement,
  refused,
  rowsOf,
  run,
  signIn,
  ZHANG,
  type Row,
} from './dealsHelpers';

const { h, hospital } = await fileHarness({ hospital: 'H21010200001' });
beforeAll(async () => {
  await signIn(h, hospital);
}, BOOT_TIMEOUT);

const balance = async (psnNo: string) =>
  Number(
    (await h.rows<{ balc: string }>('select balc from insured_persons where psn_no = $1', [psnNo]))[0]?.balc,
  );
const settlement = async (setlId: unknown) =>
  (await h.rows<Row>('select * from center_settlements where setl_id = $1', [setlId]))[0];

/** 2201 → 2204: a new visit of 李娜 with one fee detail (item code chosen so it is fully in policy scope). */
async function newVisitWithFees(psn = LI!, total = '120.00', batch = 'B1') {
  const out = await run(h, hospital, '2201', {
    data: {
      ...{ psn_no: psn.psn_no, insutype: psn.insutype, begntime: nowText(), mdtrt_cert_type: '02' },
      ...{ mdtrt_cert_no: psn.certno, ipt_otp_no: `MZ${Date.now()}`, atddr_no: 'D001', dr_name: '王医生' },
      ...{ dept_code: 'NK01', dept_name: '内科', caty: 'A03' },
    },
  });
  const mdtrtId = String(node(out, 'data').mdtrt_id);
  const fee = {
    ...{
      feedetl_sn: `${batch}-1`,
      mdtrt_id: mdtrtId,
      psn_no: psn.psn_no,
      chrg_bchno: batch,
      rx_circ_flag: '0',
    },
    ...{ fee_ocur_time: nowText(), med_list_codg: 'XA02BCA211A001010100001', medins_list_codg: 'HIS001' },
    ...{ det_item_fee_sumamt: total, cnt: '1', pric: total, bilg_dept_codg: 'NK01', bilg_dept_name: '内科' },
    ...{ bilg_dr_codg: 'D001', bilg_dr_name: '王医生', hosp_appr_flag: '0' },
  };
  const priced = await run(h, hospital, '2204', { feedetail: [fee] });
  return { mdtrtId, fee, result: rowsOf(priced, 'result') };
}

describe('2207 门诊结算 → 2208 撤销 → 2601 冲正 (the seeded open visit of 张伟)', () => {
  let setlinfo: Row;
  let msgid: string;

  it('2206 pre-settles without storing anything; 2207 splits the total into fund, account and cash', async () => {
    const pre = await run(h, hospital, '2206', openOutpatientSettlement());
    expect(node(pre, 'setlinfo').setl_id).toBeUndefined();
    expect(await h.rows("select * from center_settlements where mdtrt_id = '300179901'")).toEqual([]);
    const before = await balance(ZHANG!.psn_no);
    const out = await run(h, hospital, '2207', openOutpatientSettlement());
    setlinfo = node(out, 'setlinfo');
    msgid = String(setlinfo.medins_setl_id);
    expect(setlinfo).toMatchObject({
      medfee_sumamt: 57,
      clr_type: '11',
      clr_optins: '210100',
      psn_name: '张伟',
    });
    expect(msgid).toMatch(/^H21010200001\d{18}$/);
    const { hifp_pay, fund_pay_sumamt, acct_pay, psn_cash_pay, psn_part_amt, inscp_scp_amt } =
      amounts(setlinfo);
    expect(fund_pay_sumamt).toBe(hifp_pay);
    expect(hifp_pay).toBeCloseTo(inscp_scp_amt * 0.5, 2);
    expect(psn_part_amt).toBeCloseTo(57 - fund_pay_sumamt, 2);
    expect(acct_pay + psn_cash_pay).toBeCloseTo(psn_part_amt, 2);
    expect(acct_pay).toBe(psn_part_amt);
    expect(await balance(ZHANG!.psn_no)).toBeCloseTo(before - acct_pay, 2);
    expect(rowsOf(out, 'setldetail')[0]).toMatchObject({ fund_pay_type: '310100', fund_payamt: hifp_pay });
    expect(await settlement(setlinfo.setl_id)).toMatchObject({ infno: '2207', msgid, refd_setl_flag: '0' });
    expect(await h.rows('select setl_id from org_settlements where msgid = $1', [msgid])).toHaveLength(1);
  });

  it('没有待结算的费用明细: the same batch cannot be settled twice', async () => {
    expect(await refused(h, hospital, '2207', openOutpatientSettlement())).toBe('没有待结算的费用明细');
  });

  it('2208 writes a negative settlement (refd_setl_flag 1), marks the original cancelled and gives the account back', async () => {
    const before = await balance(ZHANG!.psn_no);
    const key = {
      setl_id: setlinfo.setl_id,
      mdtrt_id: OPEN_VISITS.outpatient.mdtrt_id,
      psn_no: ZHANG!.psn_no,
    };
    const out = node(await run(h, hospital, '2208', { data: key }), 'setlinfo');
    expect(out).toMatchObject({ medfee_sumamt: -57, acct_pay: -Number(setlinfo.acct_pay) });
    expect(await settlement(out.setl_id)).toMatchObject({
      refd_setl_flag: '1',
      orig_setl_id: setlinfo.setl_id,
      infno: '2208',
    });
    expect(await settlement(setlinfo.setl_id)).toMatchObject({ cancelled: true });
    expect(await balance(ZHANG!.psn_no)).toBeCloseTo(before + Number(setlinfo.acct_pay), 2);
    expect(await refused(h, hospital, '2208', { data: key })).toBe('该结算已撤销');
    expect(await refused(h, hospital, '2208', { data: { ...key, setl_id: '1' } })).toBe('结算信息不存在');
    // The cancelled settlement cannot be reversed before its cancellation is.
    expect(
      await refused(h, hospital, '2601', { data: { psn_no: ZHANG!.psn_no, omsgid: msgid, oinfno: '2207' } }),
    ).toBe('该结算已撤销，请先冲正撤销交易');
    const cancelMsgid = String(out.medins_setl_id);
    await run(h, hospital, '2601', { data: { psn_no: ZHANG!.psn_no, omsgid: cancelMsgid, oinfno: '2208' } });
    expect(await settlement(setlinfo.setl_id)).toMatchObject({ cancelled: false });
    expect(await settlement(out.setl_id)).toMatchObject({ reversed: true });
    expect(await balance(ZHANG!.psn_no)).toBeCloseTo(before, 2);
  });

  it('2601 reverses the settlement itself by omsgid + oinfno; twice → 该交易已冲正; wrong code → 原交易不存在', async () => {
    const before = await balance(ZHANG!.psn_no);
    const data = { psn_no: ZHANG!.psn_no, omsgid: msgid, oinfno: '2207' };
    expect(await refused(h, hospital, '2601', { data: { ...data, oinfno: '2304' } })).toBe('原交易不存在');
    expect(await refused(h, hospital, '2601', { data: { ...data, psn_no: LI!.psn_no } })).toBe(
      '人员编号与原交易不符',
    );
    await run(h, hospital, '2601', { data });
    expect(await settlement(setlinfo.setl_id)).toMatchObject({ reversed: true });
    expect(await h.rows('select reversed from org_settlements where msgid = $1', [msgid])).toEqual([
      { reversed: true },
    ]);
    expect(await balance(ZHANG!.psn_no)).toBeCloseTo(before + Number(setlinfo.acct_pay), 2);
    expect(await refused(h, hospital, '2601', { data })).toBe('该交易已冲正');
    expect(await refused(h, hospital, '2601', { data: { ...data, oinfno: '2201' } })).toBe(
      '原交易编号不在代码表中',
    );
  });
});

describe('2201 → 2204 → 2207: a new visit', () => {
  it('the account pays at most its balance (李娜 has 86.50 at most), the rest is cash', async () => {
    const start = await balance(LI!.psn_no);
    const { mdtrtId, result } = await newVisitWithFees(LI!, '400.00');
    expect(result[0]).toMatchObject({ det_item_fee_sumamt: 400, pric_uplmt_amt: 400 });
    const data = { ...openOutpatientSettlement().data, psn_no: LI!.psn_no, mdtrt_cert_no: LI!.certno };
    const out = node(
      await run(h, hospital, '2207', {
        data: { ...data, mdtrt_id: mdtrtId, chrg_bchno: 'B1', medfee_sumamt: '400' },
      }),
      'setlinfo',
    );
    expect(out.acct_pay).toBe(start);
    expect(Number(out.psn_cash_pay)).toBeCloseTo(Number(out.psn_part_amt) - start, 2);
    expect(await balance(LI!.psn_no)).toBe(0);
  });

  it('医疗费总额与费用明细合计不符 / 费用明细流水号已上传 / 就诊信息不存在: nothing is written', async () => {
    const { mdtrtId, fee } = await newVisitWithFees(LI!, '50.00', 'B2');
    const count = await h.rows('select * from center_settlements');
    const data = {
      ...openOutpatientSettlement().data,
      psn_no: LI!.psn_no,
      mdtrt_cert_no: LI!.certno,
      mdtrt_id: mdtrtId,
      chrg_bchno: 'B2',
    };
    expect(await refused(h, hospital, '2207', { data: { ...data, medfee_sumamt: '49.99' } })).toBe(
      '医疗费总额与费用明细合计（50.00）不符',
    );
    expect(await refused(h, hospital, '2204', { feedetail: [fee] })).toBe(
      `费用明细流水号 ${fee.feedetl_sn} 已上传`,
    );
    expect(await refused(h, hospital, '2204', { feedetail: [{ ...fee, feedetl_sn: 'X', cnt: '2' }] })).toBe(
      '费用明细流水号 X：明细项目费用总额应等于数量×单价',
    );
    expect(await refused(h, hospital, '2207', { data: { ...data, mdtrt_id: '999' } })).toBe('就诊信息不存在');
    expect(await h.rows('select * from center_settlements')).toEqual(count);
  });

  it('2205 cancels unsettled details ("0000" = all); 2202 cancels the registration', async () => {
    const { mdtrtId } = await newVisitWithFees(ZHANG!, '30.00', 'B3');
    const key = { mdtrt_id: mdtrtId, psn_no: ZHANG!.psn_no };
    await run(h, hospital, '2205', { data: { ...key, chrg_bchno: '0000' } });
    expect(await h.rows('select * from center_fee_details where mdtrt_id = $1', [mdtrtId])).toEqual([]);
    expect(await refused(h, hospital, '2205', { data: { ...key, chrg_bchno: '0000' } })).toMatch(
      /^未找到可撤销的费用明细/,
    );
    const [visit] = await h.rows<{ ipt_otp_no: string }>(
      'select ipt_otp_no from center_visits where mdtrt_id = $1',
      [mdtrtId],
    );
    await run(h, hospital, '2202', { data: { ...key, ipt_otp_no: visit!.ipt_otp_no } });
    expect(await h.rows('select status from center_visits where mdtrt_id = $1', [mdtrtId])).toEqual([
      { status: '0' },
    ]);
    expect(await refused(h, hospital, '2202', { data: { ...key, ipt_otp_no: visit!.ipt_otp_no } })).toBe(
      '该就诊已撤销',
    );
  });
});
