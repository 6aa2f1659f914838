/** Insured persons as the insurance-center simulator knows them (insured_persons, seeded demo persons). */
import type { Db } from '../db';

export interface Person {
  psn_no: string;
  psn_name: string;
  psn_cert_type: string;
  certno: string;
  card_no: string;
  card_sn: string;
  gend: string;
  naty: string;
  brdy: string;
  insutype: string;
  psn_type: string;
  psn_insu_stas: string;
  psn_insu_date: string;
  cvlserv_flag: string;
  insuplc_admdvs: string;
  emp_name: string;
  balc: number;
}

const COLUMNS = `psn_no, psn_name, psn_cert_type, certno, card_no, card_sn, gend, naty, to_char(brdy, 'YYYY-MM-DD') as brdy,
  insutype, psn_type, psn_insu_stas, to_char(psn_insu_date, 'YYYY-MM-DD') as psn_insu_date, cvlserv_flag,
  insuplc_admdvs, emp_name, balc::float8 as balc`;

/** The person whose `where` is `value`, locked for the transaction with `lock`. */
export async function findPerson(
  db: Db,
  where: 'psn_no' | 'certno' | 'card_no',
  value: string,
  lock = false,
): Promise<Person | undefined> {
  const { rows } = await db.query<Person>(
    `select ${COLUMNS} from insured_persons where ${where} = $1${lock ? ' for update' : ''}`,
    [value],
  );
  return rows[0];
}

/** The insured area of a person (undefined: no such person). */
export async function insuredAreaOf(db: Db, psnNo: string): Promise<string | undefined> {
  const { rows } = await db.query<{ insuplc_admdvs: string }>(
    'select insuplc_admdvs from insured_persons where psn_no = $1',
    [psnNo],
  );
  return rows[0]?.insuplc_admdvs;
}

/** A person's account balance, locked for the transaction (undefined: no such person). */
export async function lockBalance(db: Db, psnNo: string): Promise<number | undefined> {
  const { rows } = await db.query<{ balc: number }>(
    'select balc::float8 as balc from insured_persons where psn_no = $1 for update',
    [psnNo],
  );
  return rows[0]?.balc;
}

/** Moves money in or out of a personal account (a settlement takes, a cancellation gives back). */
export async function adjustBalance(db: Db, psnNo: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db.query('update insured_persons set balc = balc + $2 where psn_no = $1', [psnNo, delta]);
}

/** Gives `amount` back to a personal account, whatever it is (0 too); answers the new balance. */
export async function refundToAccount(db: Db, psnNo: string, amount: number): Promise<number | undefined> {
  const { rows } = await db.query<{ balc: number }>(
    'update insured_persons set balc = balc + $2 where psn_no = $1 returning balc::float8 as balc',
    [psnNo, amount],
  );
  return rows[0]?.balc;
}
