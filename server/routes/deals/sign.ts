import type { FastifyRequest } from 'fastify';
import type { App } from '../../schemaTypes';
import { apiResult } from '../../../schemas';
import type { InsuranceCenter } from '../../deals/center';
import { runDeal } from '../../deals/execute';
import { isRecord } from '../../deals/input';
import { currentSignNo } from '../../repositories/dealSignins';
import { ApiError, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';

/** A refusal shown by the console from `data` (sign in/out failure shows the data text). */
const refused = (text: string) => new ApiError(text, 1, 200, text);

/** The browser's MAC address is not visible to a web server. */
const UNKNOWN_MAC = '00-00-00-00-00-00';
const clientIp = (request: FastifyRequest) => request.ip.replace(/^::ffff:/, '').slice(0, 20);

/** GET /signin, GET /signout: the caller's institution signs in to (9001) or out of (9002) the insurance system. */
export default async function sign(app: App, opts: { center: InsuranceCenter }): Promise<void> {
  const schema = (summary: string) => ({
    summary,
    tags: ['deals'],
    response: { 200: apiResult({ type: 'string' }) },
  });

  app.get('/signin', { schema: schema('签到（9001），data 为提示信息') }, async (request) => {
    const caller = callerOf(request);
    const signIn = { opter_no: caller.username.slice(0, 20), mac: UNKNOWN_MAC, ip: clientIp(request) };
    const result = await runDeal({ center: opts.center, deals: app.deals }, app.db, caller, {
      dealName: '9001',
      dealInput: { signIn },
    });
    if (result.isNewMsg) throw refused(`签到失败：${result.isNewMsg}`);
    const out = result.dealOutput.signinoutb;
    const signNo = isRecord(out) ? String(out.sign_no) : '';
    return ok(`签到成功，签到流水号 ${signNo}`, '签到成功');
  });

  app.get('/signout', { schema: schema('签退（9002），data 为提示信息') }, async (request) => {
    const caller = callerOf(request);
    const signNo = await currentSignNo(app.db, caller.orgCode);
    if (!signNo) throw refused('尚未签到，无需签退');
    const signOut = { sign_no: signNo, opter_no: caller.username.slice(0, 20) };
    const result = await runDeal({ center: opts.center, deals: app.deals }, app.db, caller, {
      dealName: '9002',
      dealInput: { signOut },
    });
    if (result.isNewMsg) throw refused(`签退失败：${result.isNewMsg}`);
    return ok('签退成功', '签退成功');
  });
}
