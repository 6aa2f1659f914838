/**
 * The national message envelope (domain §1): msgid = fixmedins_code(12) + yyyyMMddHHmmss + seq(4),
 * inf_refmsgid = admdvs(6) + yyyyMMddHHmmss + serial(10); every call is logged in deal_log.
 */
import type { Db } from '../../db';
import { nextSequence } from '../../repositories/centerSequences';
import { insertDealLog } from '../../repositories/dealLog';
import { compact14, compact17, dateTime } from '../time';
import type { CenterContext } from './types';

/** The medical-insurance area of this platform (mdtrtarea_admvs, setl_optins default). */
export const ADMDVS = '210100';

export interface RequestEnvelope {
  infno: string;
  msgid: string;
  mdtrtarea_admvs: string;
  insuplc_admdvs: string;
  recer_sys_code: string;
  infver: string;
  opter_type: string;
  opter: string;
  opter_name: string;
  inf_time: string;
  fixmedins_code: string;
  fixmedins_name: string;
  sign_no: string;
  input: unknown;
}

export interface ResponseEnvelope {
  infcode: 0 | -1;
  inf_refmsgid: string;
  refmsg_time: string;
  respond_time: string;
  err_msg: string;
  output: unknown;
}

/** The request envelope of a call, with a fresh msgid. */
export async function openEnvelope(
  db: Db,
  infno: string,
  input: unknown,
  ctx: CenterContext,
  now: Date,
): Promise<RequestEnvelope> {
  const seq = (await nextSequence(db, 'deal_msg_seq')) % 10_000;
  const org12 = ctx.orgCode.slice(0, 12).padEnd(12, '0');
  const carriesPerson = JSON.stringify(input ?? {}).includes('"psn_no"');
  return {
    infno,
    msgid: `${org12}${compact14(now)}${String(seq).padStart(4, '0')}`,
    mdtrtarea_admvs: ctx.areas?.mdtrtarea ?? ADMDVS,
    insuplc_admdvs: ctx.areas?.insuplc ?? (carriesPerson ? ADMDVS : ''),
    recer_sys_code: 'YBJS',
    infver: 'V1.0',
    opter_type: '1',
    opter: ctx.opter.id.slice(0, 30),
    opter_name: ctx.opter.name.slice(0, 50),
    inf_time: dateTime(now),
    fixmedins_code: ctx.orgCode,
    fixmedins_name: ctx.orgName,
    sign_no: ctx.signNo ?? '',
    input,
  };
}

/** The center's answer envelope: success with output, or infcode -1 with err_msg. */
export async function answerEnvelope(
  db: Db,
  requestTime: Date,
  result: { output: unknown } | { error: string },
): Promise<ResponseEnvelope> {
  const now = new Date();
  const serial = String((await nextSequence(db, 'deal_ref_seq')) % 10_000_000_000).padStart(10, '0');
  const failed = 'error' in result;
  return {
    infcode: failed ? -1 : 0,
    inf_refmsgid: `${ADMDVS}${compact14(now)}${serial}`,
    refmsg_time: compact17(requestTime),
    respond_time: compact17(now),
    err_msg: failed ? result.error : '',
    output: failed ? {} : result.output,
  };
}

/** Big uploads are logged by size, not content. */
function loggable(request: RequestEnvelope): RequestEnvelope {
  const text = JSON.stringify(request.input ?? {});
  if (text.length <= 20_000) return request;
  return { ...request, input: { omitted: `输入过大（${text.length} 字符），未记录` } };
}

export async function logDeal(
  db: Db,
  request: RequestEnvelope,
  answer: ResponseEnvelope,
  requestTime: Date,
): Promise<void> {
  await insertDealLog(db, {
    msgid: request.msgid,
    infno: request.infno,
    fixmedinsCode: request.fixmedins_code,
    signNo: request.sign_no || null,
    opter: request.opter,
    infTime: requestTime,
    request: loggable(request),
    infcode: answer.infcode,
    infRefmsgid: answer.inf_refmsgid,
    refmsgTime: answer.refmsg_time,
    respondTime: answer.respond_time,
    errMsg: answer.err_msg || null,
    output: answer.output,
  });
}
