/**
 * What the demo settlement history holds: 26 settlements over the last two months, some of them
 * cancelled, reversed, missing from the institution's records or recorded there with another amount.
 */
import { dateTime, parseChinaTime } from '../deals/time';
import { INPATIENT_ITEMS, OUTPATIENT_ITEMS, PHARMACY_ITEMS, type SeedItem } from './seedDealsData';

export type Special = 'cancelled' | 'reversed' | 'centerOnly' | 'mismatch';

export interface Planned {
  org: string;
  kind: 'O' | 'I' | 'P';
  daysAgo: number;
  /** Index into SEED_PERSONS. */
  psn: number;
  special?: Special;
}

const H = 'H21010200001';
const P = 'P21010200002';

export const KIND = {
  O: { clr: '11', infno: '2207', cancel: '2208', med: '11', items: OUTPATIENT_ITEMS },
  I: { clr: '21', infno: '2304', cancel: '2305', med: '21', items: INPATIENT_ITEMS },
  P: { clr: '41', infno: '2102', cancel: '2103', med: '41', items: PHARMACY_ITEMS },
} as const;

/**
 * H: outpatient 3 and 6 cancelled, 8 reversed by the center (the hospital still counts it: 医药机构多),
 * 10 recorded by the center only (中心多). P: 2 cancelled, 5 with another account payment (数据不一致).
 */
const SPECIAL_H: Record<number, Special> = {
  3: 'cancelled',
  6: 'cancelled',
  8: 'reversed',
  10: 'centerOnly',
};
const SPECIAL_P: Record<number, Special> = { 2: 'cancelled', 5: 'mismatch' };
const ROTATION = [0, 2, 3, 4, 1];

export const SEED_PLAN: readonly Planned[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    org: H,
    kind: 'O' as const,
    daysAgo: 58 - i * 5,
    psn: ROTATION[i % 5]!,
    special: SPECIAL_H[i],
  })),
  ...Array.from({ length: 4 }, (_, i) => ({
    org: H,
    kind: 'I' as const,
    daysAgo: 50 - i * 12,
    psn: [0, 1, 4, 3][i]!,
  })),
  ...Array.from({ length: 10 }, (_, i) => ({
    org: P,
    kind: 'P' as const,
    daysAgo: 57 - i * 6,
    psn: ROTATION[i % 5]!,
    special: SPECIAL_P[i],
  })),
];

/** A day `daysAgo` before `now`, at `hour` China time. */
export function dayAt(now: Date, daysAgo: number, hour: number): Date {
  const day = dateTime(new Date(now.getTime() - daysAgo * 86_400_000)).slice(0, 10);
  const minute = String((daysAgo * 7) % 60).padStart(2, '0');
  return parseChinaTime(`${day} ${String(hour).padStart(2, '0')}:${minute}:00`)!;
}

/** The fee details of settlement n: 1–3 items, or every item for 3–7 days of an inpatient stay. */
export function seedDetails(
  items: readonly SeedItem[],
  n: number,
  mdtrtId: string,
  time: Date,
  stay: boolean,
) {
  return Array.from({ length: stay ? items.length : 1 + (n % 3) }, (_, j) => {
    const [code, name, price] = items[(n + j * 2) % items.length]!;
    const cnt = stay ? 3 + (n % 5) : 1 + ((n + j) % 3);
    return {
      feedetl_sn: `${mdtrtId}${String(j + 1).padStart(3, '0')}`,
      chrg_bchno: `CB${mdtrtId}`,
      med_list_codg: code,
      medins_list_codg: `HIS${code.slice(-8)}`,
      det_item_fee_sumamt: (Math.round(price * cnt * 100) / 100).toFixed(2),
      cnt: String(cnt),
      pric: String(price),
      fee_ocur_time: dateTime(time),
      bilg_dept_name: name.includes('费') ? '内科' : '药剂科',
    };
  });
}
