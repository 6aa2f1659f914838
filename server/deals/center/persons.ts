/**
 * Insured persons as the center knows them (seeded demo persons); their rows are read by
 * server/repositories/insuredPersons.ts.
 */
import type { Db } from '../../db';
import { findPerson, type Person } from '../../repositories/insuredPersons';
import { dateOnly } from '../time';
import type { CleanRow } from '../input';
import { refuse } from './handlers/context';

/** Age in whole years on `now`. */
export function ageOf(brdy: string, now: Date): number {
  const [y, m, d] = brdy.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = dateOnly(now).split('-').map(Number) as [number, number, number];
  return ny - y - (nm < m || (nm === m && nd < d) ? 1 : 0);
}

/** The person of psn_no, insured under insutype; the visit credential (if given) must be theirs. */
export async function checkedPerson(db: Db, row: CleanRow, lock = false): Promise<Person> {
  const person = (await findPerson(db, 'psn_no', row.psn_no ?? '', lock)) ?? refuse('人员信息不存在');
  if (person.psn_insu_stas !== '1') refuse('人员参保状态异常，不能办理业务');
  if (row.insutype && row.insutype !== person.insutype) refuse('险种类型与人员参保信息不符');
  const type = row.mdtrt_cert_type;
  const no = row.mdtrt_cert_no;
  if (type === '02' && no !== person.certno) refuse('就诊凭证编号与人员信息不符');
  if (type === '03' && no !== person.card_no) refuse('社会保障卡卡号与人员信息不符');
  return person;
}
