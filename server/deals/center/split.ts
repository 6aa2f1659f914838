/**
 * How the simulator splits a settlement (its own simplified policy, not the national rules): the
 * policy-scope amount above the deductible is paid by the pooled fund at a ratio by insurance type and
 * clearing type; the person's part is paid from the personal account (when used, up to its balance),
 * the rest in cash.
 */
import { round2 } from './handlers/context';

const EMPLOYEE = new Set(['310', '320', '330', '350', '360', '370']);

export function poolRatio(insutype: string, clrType: string, medType: string): number {
  if (insutype === '340') return 1;
  const employee = EMPLOYEE.has(insutype);
  if (clrType === '41') return medType === '14' ? 0.6 : 0;
  if (clrType === '21') return employee ? 0.85 : 0.7;
  return employee ? 0.5 : 0.4;
}

export const deductible = (insutype: string, clrType: string) =>
  clrType !== '21' || insutype === '340' ? 0 : EMPLOYEE.has(insutype) ? 800 : 600;

export interface SplitInput {
  insutype: string;
  clrType: string;
  medType: string;
  total: number;
  fulamt: number;
  preself: number;
  inscp: number;
  acctUsed: boolean;
  balance: number;
}

export interface Split {
  medfee_sumamt: number;
  fulamt_ownpay_amt: number;
  overlmt_selfpay: number;
  preselfpay_amt: number;
  inscp_scp_amt: number;
  act_pay_dedc: number;
  hifp_pay: number;
  pool_prop_selfpay: number;
  fund_pay_sumamt: number;
  psn_part_amt: number;
  acct_pay: number;
  psn_cash_pay: number;
  /** The personal account balance after the settlement. */
  balc: number;
}

export function splitSettlement(s: SplitInput): Split {
  const ratio = poolRatio(s.insutype, s.clrType, s.medType);
  const dedc = Math.min(deductible(s.insutype, s.clrType), s.inscp);
  const hifp = round2((s.inscp - dedc) * ratio);
  const part = round2(s.total - hifp);
  const acct = s.acctUsed ? round2(Math.min(s.balance, part)) : 0;
  return {
    medfee_sumamt: round2(s.total),
    fulamt_ownpay_amt: round2(s.fulamt),
    overlmt_selfpay: 0,
    preselfpay_amt: round2(s.preself),
    inscp_scp_amt: round2(s.inscp),
    act_pay_dedc: round2(dedc),
    hifp_pay: hifp,
    pool_prop_selfpay: round2(1 - ratio),
    fund_pay_sumamt: hifp,
    psn_part_amt: part,
    acct_pay: acct,
    psn_cash_pay: round2(part - acct),
    balc: round2(s.balance - acct),
  };
}

/** The fund items of a settlement (setldetail). */
export function fundItems(split: Split, ratio: number) {
  if (split.hifp_pay <= 0) return [];
  return [
    {
      fund_pay_type: '310100',
      fund_pay_type_name: '统筹基金',
      inscp_scp_amt: split.inscp_scp_amt,
      crt_payb_lmt_amt: split.hifp_pay,
      fund_payamt: split.hifp_pay,
      setl_proc_info: `符合政策范围金额${split.inscp_scp_amt.toFixed(2)}元，起付线${split.act_pay_dedc.toFixed(2)}元，统筹支付比例${Math.round(ratio * 100)}%`,
    },
  ];
}

/** The amounts of a settlement answer a cancellation negates. */
export const SPLIT_AMOUNTS = [
  'medfee_sumamt',
  'fulamt_ownpay_amt',
  'overlmt_selfpay',
  'preselfpay_amt',
  'inscp_scp_amt',
  'act_pay_dedc',
  'hifp_pay',
  'cvlserv_pay',
  'hifes_pay',
  'hifmi_pay',
  'hifob_pay',
  'maf_pay',
  'oth_pay',
  'fund_pay_sumamt',
  'psn_part_amt',
  'acct_pay',
  'psn_cash_pay',
] as const;
