/**
 * Demo data of the deals (docs/server.md lists it): insured persons the simulated center knows, the items of
 * the demo fee details, and the open visits ready to settle.
 */

export interface SeedPerson {
  psn_no: string;
  psn_name: string;
  certno: string;
  card_no: string;
  card_sn: string;
  gend: '1' | '2';
  brdy: string;
  insutype: string;
  psn_type: string;
  psn_insu_stas: '1' | '2';
  emp_name: string;
  balc: number;
}

const person = (
  n: number,
  psn_name: string,
  certno: string,
  gend: '1' | '2',
  insutype: string,
  psn_type: string,
  balc: number,
  emp_name = '',
  psn_insu_stas: '1' | '2' = '1',
): SeedPerson => ({
  psn_no: `210100000000000001${String(n).padStart(2, '0')}`,
  psn_name,
  certno,
  card_no: `D2101${String(n).padStart(4, '0')}`,
  card_sn: `8a1e${String(n).padStart(4, '0')}c3f04b2d9e7a61c5b0d4f2e9`,
  gend,
  brdy: `${certno.slice(6, 10)}-${certno.slice(10, 12)}-${certno.slice(12, 14)}`,
  insutype,
  psn_type,
  psn_insu_stas,
  emp_name,
  balc,
});

export const SEED_PERSONS: readonly SeedPerson[] = [
  person(1, '张伟', '210102198503151235', '1', '310', '11', 2680.5, '沈阳市示范制造有限公司'),
  person(2, '王芳', '210103199207082424', '2', '390', '21', 0),
  person(3, '李娜', '210104197811203568', '2', '310', '11', 86.5, '沈阳市和平区第一小学'),
  person(4, '刘洋', '210102193805011315', '1', '340', '13', 5200, '沈阳市离退休干部服务中心'),
  person(5, '陈静', '210105196002292443', '2', '310', '12', 3150, '沈阳市纺织厂'),
  person(6, '赵磊', '210102199009093177', '1', '310', '11', 100, '沈阳市示范物流有限公司', '2'),
];

/** [med_list_codg, name, unit price] */
export type SeedItem = readonly [string, string, number];

export const OUTPATIENT_ITEMS: readonly SeedItem[] = [
  ['XA02BCA211A001010100001', '奥美拉唑肠溶胶囊', 23.5],
  ['XC08CAA027A001010100002', '苯磺酸氨氯地平片', 31.8],
  ['001102000010000', '普通门诊诊察费', 10],
  ['250101001000000', '血常规检查', 20],
  ['ZA01AAL0108010100003', '连花清瘟胶囊', 28.6],
  ['310701001000000', '常规心电图检查', 25],
  ['XA10BAA016A001010100004', '盐酸二甲双胍缓释片', 18.9],
];

export const INPATIENT_ITEMS: readonly SeedItem[] = [
  ['001106000010000', '住院诊察费', 20],
  ['001104000010000', '床位费', 45],
  ['XJ01DDA123A001010100005', '注射用头孢曲松钠', 56.4],
  ['311201001000000', '一般专项护理', 30],
  ['C0301010100001', '一次性使用输液器', 3.5],
];

export const PHARMACY_ITEMS: readonly SeedItem[] = [
  ['XJ01CAA040A001010100006', '阿莫西林胶囊', 15.8],
  ['XR06AXL059A001010100007', '氯雷他定片', 22.4],
  ['ZA04BAB0158010100008', '复方丹参滴丸', 45],
  ['XC10AAA007A001010100009', '阿托伐他汀钙片', 56.7],
  ['ZA09AAH0185010100010', '六味地黄丸', 18],
  ['XN02BEA011A001010100011', '对乙酰氨基酚片', 9.8],
];

/** Visits left open for the demo (and the end-to-end tests) to settle with 2207 and 2304. */
export const OPEN_VISITS = {
  outpatient: {
    mdtrt_id: '300179901',
    psn_no: SEED_PERSONS[0]!.psn_no,
    ipt_otp_no: 'MZ20260001',
    chrg_bchno: 'CF0001',
    /** 2 × 奥美拉唑肠溶胶囊 23.50 + 普通门诊诊察费 10.00 */
    items: [
      [OUTPATIENT_ITEMS[0]!, 2],
      [OUTPATIENT_ITEMS[2]!, 1],
    ] as const,
    medfee_sumamt: 57,
  },
  inpatient: {
    mdtrt_id: '300179902',
    psn_no: SEED_PERSONS[1]!.psn_no,
    ipt_otp_no: 'ZY20260001',
    /** 3 days of 住院诊察费, 床位费, 注射用头孢曲松钠 and 一般专项护理 */
    items: [
      [INPATIENT_ITEMS[0]!, 3],
      [INPATIENT_ITEMS[1]!, 3],
      [INPATIENT_ITEMS[2]!, 3],
      [INPATIENT_ITEMS[3]!, 3],
    ] as const,
    medfee_sumamt: 454.2,
  },
} as const;

/** The demo SQL configuration: 1101's form is prefilled from the person's name. */
export const SEED_SQL_CONFIG = {
  dealCode: '1101',
  dealName: '人员信息获取',
  nodeName: 'data',
  params: 'psn_name',
  sql: "select '02' as mdtrt_cert_type, certno as mdtrt_cert_no, psn_cert_type, certno, psn_name from support_persons where psn_name = $1",
};
