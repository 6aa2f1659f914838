/**
 * Running a deal for a logged-in caller: every deal but 9001 needs the institution's current sign-in;
 * the center's refusal comes back as `isNewMsg`; the platform then keeps what it needs (sign-ins,
 * its own settlement records).
 */
import type { Db } from '../db';
import { fail } from '../errors';
import { currentSignNo, recordSignIn, recordSignOut } from '../repositories/dealSignins';
import type { SessionUser } from '../services/sessions';
import { CenterError, type InsuranceCenter } from './center';
import { isRecord, type DealData, type DealRow } from './input';
import { recordLedger } from './ledger';
import type { DealCatalogue } from './served';
import { parseChinaTime } from './time';

export interface ExecResult {
  dealOutput: DealData;
  isNewMsg?: string;
  fileUrl?: string;
}

export const NOT_SIGNED_IN = '请先签到';

const nodeRow = (data: unknown, node: string): DealRow => {
  const value = isRecord(data) ? data[node] : undefined;
  return isRecord(value) ? value : {};
};

async function afterDeal(db: Db, caller: SessionUser, dealName: string, input: unknown, output: DealData) {
  if (dealName === '9001') {
    const out = nodeRow(output, 'signinoutb');
    await recordSignIn(db, {
      signNo: String(out.sign_no),
      orgCode: caller.orgCode,
      opterNo: String(nodeRow(input, 'signIn').opter_no ?? caller.username).slice(0, 20),
      userId: caller.userId,
      signTime: parseChinaTime(String(out.sign_time)) ?? new Date(),
    });
  } else if (dealName === '9002') {
    await recordSignOut(db, caller.orgCode, String(nodeRow(input, 'signOut').sign_no), new Date());
  } else {
    await recordLedger(db, caller.orgCode, dealName, isRecord(input) ? (input as DealData) : {}, output);
  }
}

/** What runs a deal: the insurance center, and the deal catalogue as served (the app's `deals`). */
export interface DealRunner {
  center: InsuranceCenter;
  deals: DealCatalogue;
}

export async function runDeal(
  { center, deals }: DealRunner,
  db: Db,
  caller: SessionUser,
  deal: {
    dealName: string;
    dealInput: unknown;
    signal?: AbortSignal;
    /** A remote (异地) deal's areas, for the envelope (see `CenterContext.areas`). */
    areas?: { mdtrtarea: string; insuplc: string };
  },
): Promise<ExecResult> {
  const { dealName, dealInput, signal, areas } = deal;
  if (!(await deals.find(dealName))) throw fail('交易不存在');
  const signNo = await currentSignNo(db, caller.orgCode);
  if (dealName !== '9001' && !signNo) return { dealOutput: {}, isNewMsg: NOT_SIGNED_IN };
  try {
    const answer = await center.exec(dealName, dealInput, {
      orgCode: caller.orgCode,
      orgName: caller.orgName,
      signNo,
      opter: { id: caller.username, name: caller.contact || caller.username },
      db,
      ...(signal ? { signal } : {}),
      ...(areas ? { areas } : {}),
    });
    await afterDeal(db, caller, dealName, dealInput, answer.output);
    return { dealOutput: answer.output, ...(answer.fileUrl ? { fileUrl: answer.fileUrl } : {}) };
  } catch (err) {
    if (err instanceof CenterError) return { dealOutput: {}, isNewMsg: err.message };
    throw err;
  }
}
