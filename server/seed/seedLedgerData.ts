/**
 * Demo data of the ledger family: a person insured in another area with pharmacy settlements to reverse
 * remotely (异地冲正), and the hospital's inpatient cases to upload (病案上传).
 */

/** 孙丽, insured in 北京市朝阳区 (110105), buys at the demo pharmacy in 沈阳 (210100). */
export const REMOTE_PERSON = {
  psn_no: '21010000000000000191',
  psn_name: '孙丽',
  certno: '110105198807120023',
  gend: '2',
  brdy: '1988-07-12',
  insutype: '310',
  psn_type: '11',
  insuplc_admdvs: '110105',
  emp_name: '北京示范科技有限公司',
  balc: 600,
} as const;

export const REMOTE_ORG = 'P21010200002';

/**
 * Her two pharmacy settlements (2102) at the demo pharmacy, by request msgid: the remote reversal form
 * takes psn_no, omsgid = msgid, oinfo 2102, mdtrtareaAdmvs 210100, insuplcAdmdvs 110105.
 */
export const REMOTE_SETTLEMENTS = [
  {
    msgid: 'P21010200002202611201030007101',
    setl_id: '400119101',
    mdtrt_id: '300179101',
    time: '2026-11-20T02:30:00Z',
    medfee: 128.5,
    acct: 100,
  },
  {
    msgid: 'P21010200002202611211415007102',
    setl_id: '400119102',
    mdtrt_id: '300179102',
    time: '2026-11-21T06:15:00Z',
    medfee: 86,
    acct: 86,
  },
] as const;

export const CASE_ORG = 'H21010200001';

/**
 * The hospital's inpatient cases (discharged), admitted `daysAgo` days before the seed and staying
 * `days` days; `uploaded` ones are already uploaded. Persons by index of SEED_PERSONS.
 */
export const SEED_CASES = [
  { mdtrt_id: '300178001', psn: 0, daysAgo: 3, days: 2, uploaded: false },
  { mdtrt_id: '300178002', psn: 1, daysAgo: 6, days: 4, uploaded: false },
  { mdtrt_id: '300178003', psn: 2, daysAgo: 9, days: 5, uploaded: true },
  { mdtrt_id: '300178004', psn: 3, daysAgo: 14, days: 7, uploaded: false },
  { mdtrt_id: '300178005', psn: 4, daysAgo: 20, days: 3, uploaded: false },
  { mdtrt_id: '300178006', psn: 0, daysAgo: 45, days: 6, uploaded: true },
] as const;
