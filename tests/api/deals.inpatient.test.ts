import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import type { SeedPerson } from '../../server/seed/seedDealsData';
import {
  amounts,
  CHEN,
  LIU,
  node,
  nowText,
  OPEN_VISITS,
  refused,
  rowsOf,
  run,
  signIn,
  WANG,
  ZHANG,
} from './dealsHelpers';

const { h, hospital, pharmacy } = await fileHarness({ hospital: 'H21010200001', pharmacy: 'P21010200002' });
beforeAll(async () => {
  await signIn(h, hospital);
  await signIn(h, pharmacy);
}, BOOT_TIMEOUT);

const settleInput = (
  psn: Pick<SeedPerson, 'psn_no' | 'certno' | 'insutype'>,
  mdtrtId: string,
  total: string,
) => ({
  data: {
    ...{ psn_no: psn.psn_no, mdtrt_cert_type: '02', mdtrt_cert_no: psn.certno, medfee_sumamt: total },
    ...{
      psn_setlway: '01',
      mdtrt_id: mdtrtId,
      insutype: psn.insutype,
      acct_used_flag: '1',
      mid_setl_flag: '0',
    },
  },
});

const admission = (psn: typeof CHEN) => ({
  mdtrtinfo: {
    ...{ psn_no: psn!.psn_no, insutype: psn!.insutype, begntime: nowText(-2), mdtrt_cert_type: '02' },
    ...{
      mdtrt_cert_no: psn!.certno,
      med_type: '21',
      ipt_no: `ZY${Date.now()}`,
      atddr_no: 'D002',
      chfpdr_name: '李主任',
    },
    ...{ adm_diag_dscr: '急性阑尾炎', adm_dept_codg: 'WK01', adm_dept_name: '普外科', adm_bed: '12' },
    ...{ dscg_maindiag_code: 'K35.900', dscg_maindiag_name: '急性阑尾炎' },
  },
  diseinfo: [
    {
      ...{ psn_no: psn!.psn_no, diag_type: '1', maindiag_flag: '1', diag_srt_no: '1', diag_code: 'K35.900' },
      ...{
        diag_name: '急性阑尾炎',
        diag_dept: '普外科',
        dise_dor_no: 'D002',
        dise_dor_name: '李主任',
        diag_time: nowText(-2),
      },
    },
  ],
});

describe('2304 住院结算 and 2305 撤销 (the seeded discharged stay of 王芳, 454.20)', () => {
  it('a resident (390) pays the deductible 600 first; fund 70% of the rest of the policy scope; no account', async () => {
    const out = await run(h, hospital, '2304', settleInput(WANG!, OPEN_VISITS.inpatient.mdtrt_id, '454.20'));
    const s = amounts(node(out, 'setlinfo'));
    expect(s).toMatchObject({ medfee_sumamt: 454.2, clr_type: '21', acct_pay: 0 });
    expect(s.act_pay_dedc).toBe(Math.min(600, s.inscp_scp_amt));
    expect(s.hifp_pay).toBeCloseTo(Math.max(0, s.inscp_scp_amt - 600) * 0.7, 2);
    expect(s.psn_cash_pay).toBeCloseTo(454.2 - s.hifp_pay, 2);
    const cancel = {
      data: { mdtrt_id: OPEN_VISITS.inpatient.mdtrt_id, setl_id: s.setl_id, psn_no: WANG!.psn_no },
    };
    expect(node(await run(h, hospital, '2305', cancel), 'setlinfo')).toMatchObject({
      medfee_sumamt: -454.2,
      hifdm_pay: 0,
    });
    expect(await refused(h, hospital, '2208', cancel)).toBe('结算信息不存在');
  });
});

describe('2401 入院 → 2301 费用 → 2402 出院 → 2303 / 2304 → 2601 冲正入院', () => {
  let stay = '';

  it('a stay from admission to settlement (请填写入院诊断信息 without diagnoses); 请先办理出院 before discharge unless mid_setl_flag is 1', async () => {
    expect(await refused(h, hospital, '2401', { ...admission(CHEN), diseinfo: [] })).toBe(
      '请填写入院诊断信息',
    );
    const mdtrtId = String(node(await run(h, hospital, '2401', admission(CHEN)), 'result').mdtrt_id);
    stay = mdtrtId;
    expect(await refused(h, hospital, '2401', admission(CHEN))).toBe('该人员已在院，不能重复办理入院');
    const fee = {
      ...{
        feedetl_sn: 'F1',
        mdtrt_id: mdtrtId,
        psn_no: CHEN!.psn_no,
        med_type: '21',
        fee_ocur_time: nowText(-1),
      },
      ...{
        med_list_codg: '001104000010000',
        medins_list_codg: 'CW01',
        det_item_fee_sumamt: '1500.00',
        cnt: '30',
      },
      ...{
        pric: '50',
        bilg_dept_codg: 'WK01',
        bilg_dept_name: '普外科',
        bilg_dr_codg: 'D002',
        bilg_dr_name: '李主任',
      },
    };
    expect(rowsOf(await run(h, hospital, '2301', { feedetail: [fee] }), 'result')).toHaveLength(1);
    const input = settleInput(CHEN!, mdtrtId, '1500.00');
    expect(await refused(h, hospital, '2304', input)).toBe('请先办理出院');
    const pre = node(
      await run(h, hospital, '2303', { data: { ...input.data, mid_setl_flag: '1' } }),
      'setlinfo',
    );
    expect(pre.setl_id).toBeUndefined();
    const discharge = {
      dscginfo: {
        ...{ mdtrt_id: mdtrtId, psn_no: CHEN!.psn_no, insutype: '310', endtime: nowText() },
        ...{ dscg_dept_codg: 'WK01', dscg_dept_name: '普外科', dscg_way: '1' },
      },
      diseinfo: admission(CHEN).diseinfo,
    };
    await run(h, hospital, '2402', discharge);
    expect(await refused(h, hospital, '2402', discharge)).toBe('该人员已出院');
    const s = amounts(node(await run(h, hospital, '2304', input), 'setlinfo'));
    expect(s.act_pay_dedc).toBe(800);
    expect(s.hifp_pay).toBeCloseTo((s.inscp_scp_amt - 800) * 0.85, 2);
    expect(await refused(h, hospital, '2405', { data: { mdtrt_id: mdtrtId, psn_no: CHEN!.psn_no } })).toBe(
      '该就诊已结算，请先撤销结算',
    );
    const change = {
      adminfo: { mdtrt_id: mdtrtId, psn_no: CHEN!.psn_no },
      diseinfo: admission(CHEN).diseinfo,
    };
    expect(await refused(h, hospital, '2403', change)).toBe('该就诊已结算，不能变更住院信息');
  });

  it('2601 reverses an admission without fees (oinfno 2401); one with fees cannot be reversed', async () => {
    const out = await run(h, hospital, '2401', admission(LIU));
    const mdtrtId = String(node(out, 'result').mdtrt_id);
    const [visit] = await h.rows<{ msgid: string }>('select msgid from center_visits where mdtrt_id = $1', [
      mdtrtId,
    ]);
    await run(h, hospital, '2601', { data: { psn_no: LIU!.psn_no, omsgid: visit!.msgid, oinfno: '2401' } });
    expect(await h.rows('select status from center_visits where mdtrt_id = $1', [mdtrtId])).toEqual([
      { status: '0' },
    ]);
    expect(
      await refused(h, hospital, '2601', {
        data: { psn_no: LIU!.psn_no, omsgid: visit!.msgid, oinfno: '2401' },
      }),
    ).toBe('该交易已冲正');
    const [withFees] = await h.rows<{ msgid: string }>(
      'select msgid from center_visits where mdtrt_id = $1',
      [stay],
    );
    expect(
      await refused(h, hospital, '2601', {
        data: { psn_no: CHEN!.psn_no, omsgid: withFees!.msgid, oinfno: '2401' },
      }),
    ).toBe('该就诊已上传费用明细，不能冲正');
  });
});

describe('2101 / 2102 药店结算 → 2103 撤销 (P21010200002)', () => {
  const drugs = (total: string) => ({
    data: {
      ...{ psn_no: ZHANG!.psn_no, mdtrt_cert_type: '02', mdtrt_cert_no: ZHANG!.certno, begntime: nowText() },
      ...{ medfee_sumamt: total, insutype: '310', acct_used_flag: '1', med_type: '41' },
    },
    drugdetail: [
      {
        ...{
          feedetl_sn: '1',
          rx_circ_flag: '0',
          fee_ocur_time: nowText(),
          med_list_codg: 'XJ01CAA040A001010100006',
        },
        ...{ medins_list_codg: 'YP001', det_item_fee_sumamt: '31.60', cnt: '2', pric: '15.8' },
      },
    ],
  });

  it('a purchase is paid from the account (no pooled fund for 41); cancelling gives it back; other institutions see nothing', async () => {
    const pre = await run(h, pharmacy, '2101', drugs('31.60'));
    expect(rowsOf(pre, 'detlcutinfo')).toHaveLength(1);
    const out = await run(h, pharmacy, '2102', drugs('31.60'));
    const s = node(out, 'setlinfo');
    expect(s).toMatchObject({ clr_type: '41', fund_pay_sumamt: 0, acct_pay: 31.6, psn_cash_pay: 0 });
    const cancel = { data: { setl_id: s.setl_id, mdtrt_id: s.mdtrt_id, psn_no: ZHANG!.psn_no } };
    expect(await refused(h, hospital, '2103', cancel)).toBe('结算信息不存在');
    expect(node(await run(h, pharmacy, '2103', cancel), 'setlinfo')).toMatchObject({ acct_pay: -31.6 });
    expect(await refused(h, pharmacy, '2102', drugs('30.00'))).toBe('医疗费总额与费用明细合计（31.60）不符');
  });
});
