/** Helpers of the Deals API tests: run a deal, sign in, the seeded persons and open visits. */
import type { Answer, Harness } from './helpers';
import type { DealMeta, DealProperty } from '../../schemas/deal';
import { findDeal } from '../../server/deals/catalogue';
import { OPEN_VISITS, SEED_PERSONS } from '../../server/seed/seedDealsData';

export { OPEN_VISITS, SEED_PERSONS };

export interface ExecData {
  dealOutput: Record<string, unknown>;
  isNewMsg?: string;
  fileUrl?: string;
}

export type Row = Record<string, unknown>;

export const D = '/commondeal';

/** POST /commondeal/exec-deal */
export function exec(
  h: Harness,
  token: string,
  dealName: string,
  dealInput: unknown,
): Promise<Answer<ExecData>> {
  return h.call<ExecData>('POST', `${D}/exec-deal`, { token, body: { dealName, dealInput } });
}

/** Runs a deal that must succeed and answers its output. */
export async function run(h: Harness, token: string, dealName: string, dealInput: unknown): Promise<Row> {
  const res = await exec(h, token, dealName, dealInput);
  if (res.code !== 0 || res.data.isNewMsg)
    throw new Error(`${dealName}: ${res.message} ${res.data?.isNewMsg ?? ''}`);
  return res.data.dealOutput;
}

/** Runs a deal the center must refuse and answers its message. */
export async function refused(
  h: Harness,
  token: string,
  dealName: string,
  dealInput: unknown,
): Promise<string> {
  const res = await exec(h, token, dealName, dealInput);
  if (res.code !== 0 || !res.data.isNewMsg)
    throw new Error(`${dealName} was not refused: ${JSON.stringify(res)}`);
  return res.data.isNewMsg;
}

export async function signIn(h: Harness, token: string): Promise<string> {
  const res = await h.call<string>('GET', `${D}/signin`, { token });
  if (res.code !== 0) throw new Error(`signin: ${res.message}`);
  return res.data;
}

export const node = (output: Row, name: string) => output[name] as Row;
export const rowsOf = (output: Row, name: string) => output[name] as Row[];

export const [ZHANG, WANG, LI, LIU, CHEN, ZHAO] = SEED_PERSONS;

/** yyyy-MM-dd HH:mm:ss of now (China time), for DT fields. */
export function nowText(offsetDays = 0): string {
  const t = new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000);
  return t.toISOString().slice(0, 19).replace('T', ' ');
}

export const today = (offsetDays = 0) => nowText(offsetDays).slice(0, 10);

/** The 2207 input for the seeded open outpatient visit of 张伟 (57.00 in batch CF0001). */
export function openOutpatientSettlement(extra: Row = {}) {
  const v = OPEN_VISITS.outpatient;
  return {
    data: {
      psn_no: v.psn_no,
      mdtrt_cert_type: '02',
      mdtrt_cert_no: ZHANG!.certno,
      med_type: '11',
      medfee_sumamt: '57.00',
      psn_setlway: '01',
      mdtrt_id: v.mdtrt_id,
      chrg_bchno: v.chrg_bchno,
      insutype: '310',
      acct_used_flag: '1',
      ...extra,
    },
  };
}

/** The amounts of a setlinfo answer, typed. */
export interface SetlAmounts {
  setl_id: string;
  medfee_sumamt: number;
  inscp_scp_amt: number;
  act_pay_dedc: number;
  hifp_pay: number;
  fund_pay_sumamt: number;
  psn_part_amt: number;
  acct_pay: number;
  psn_cash_pay: number;
}

export const amounts = (setlinfo: Row) => setlinfo as unknown as SetlAmounts;

/** 2207 门诊结算 as shipped, with `change` applied to the fields of its input node `data`. */
export const with2207 = (change: (fields: DealProperty[]) => DealProperty[]): DealMeta => {
  const base = findDeal('2207')!;
  return {
    ...base,
    reqProperties: base.reqProperties.map((n) =>
      n.nodeName === 'data' ? { ...n, properties: change(n.properties) } : n,
    ),
  };
};

/** A province's extension field of 2207: 地方标识, required, 是/否 (its options, or `codeList: 'yes_no'`). */
export const LOCAL_FLAG: DealProperty = {
  name: 'local_flag',
  comment: '地方标识',
  formType: 'SELECT',
  require: true,
  tip: '请选择地方标识',
  length: 1,
};
/** The same field, optional and typed (an extension no check has to be passed for). */
export const OPTIONAL_FLAG: DealProperty = {
  name: 'local_flag',
  comment: '地方标识',
  formType: 'INPUT',
  require: false,
  tip: '',
  length: 1,
};
/** A deal's metadata as the studio keeps it: JSON, two-space indent, a final newline. */
export const dealJson = (meta: object) => `${JSON.stringify(meta, null, 2)}\n`;
