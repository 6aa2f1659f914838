/** What a simulator handler receives, and small readers of the (normalised, validated) input. */
import type { Db } from '../../../db';
import { nextSequence } from '../../../repositories/centerSequences';
import type { DealMeta } from '../../../../schemas/deal';
import type { CleanInput, CleanRow, DealData } from '../../input';
import { CenterError, type CenterAnswer } from '../types';

export interface HandlerContext {
  /** The transaction the deal runs in: everything it writes is committed with its log, or nothing. */
  db: Db;
  orgCode: string;
  orgName: string;
  /** The request's msgid (medins_setl_id of a settlement, omsgid of a later reversal). */
  msgid: string;
  now: Date;
  input: CleanInput;
  /** The deal's metadata as served (its published version, else the baseline). */
  meta: DealMeta;
  /** The caller's sign-in number. */
  signNo: string | null;
  /** The insured area the envelope names for a remote (异地) deal; the person must be insured there. */
  insuplcAdmdvs?: string;
}

export type Handler = (hc: HandlerContext) => Promise<CenterAnswer>;

/** The object of an object node. */
export const nodeOf = (hc: HandlerContext, name: string): CleanRow => {
  const value = hc.input[name];
  return value && !Array.isArray(value) ? value : {};
};

/** The rows of an array node. */
export const rowsOf = (hc: HandlerContext, name: string): CleanRow[] => {
  const value = hc.input[name];
  return Array.isArray(value) ? value : [];
};

/** A required text the schema has already checked. */
export const text = (row: CleanRow, key: string): string => row[key] ?? '';

/** An N value (validated by pattern); 0 when absent. */
export const num = (row: CleanRow, key: string): number => Number(row[key] ?? 0);

/** Money rounded to cents. */
export const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;

export const refuse = (message: string): never => {
  throw new CenterError(message);
};

export const answer = (output: DealData, fileUrl?: string): CenterAnswer =>
  fileUrl ? { output, fileUrl } : { output };

/** The next value of a center sequence, as text. */
export async function nextId(
  db: Db,
  seq: 'center_mdtrt_seq' | 'center_setl_seq' | 'center_sign_seq' | 'center_file_seq',
): Promise<string> {
  return String(await nextSequence(db, seq));
}
