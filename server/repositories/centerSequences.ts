/** The sequences of the deals' numbers: envelopes (migration 004) and the center's records (migration 005). */
import type { Db } from '../db';

export type DealSequence =
  | 'deal_msg_seq'
  | 'deal_ref_seq'
  | 'center_mdtrt_seq'
  | 'center_setl_seq'
  | 'center_sign_seq'
  | 'center_file_seq';

/** The next value of a sequence (its name is one of DealSequence, never input). */
export async function nextSequence(db: Db, seq: DealSequence): Promise<number> {
  const { rows } = await db.query<{ v: number }>(`select nextval('${seq}')::int8 as v`);
  return Number(rows[0]!.v);
}
