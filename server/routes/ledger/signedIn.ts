import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import type { InsuranceCenter } from '../../deals/center';
import { runDeal } from '../../deals/execute';
import { currentSignNo } from '../../repositories/dealSignins';
import { fail } from '../../errors';
import type { SessionUser } from '../../services/sessions';

/** The browser's MAC address is not visible to a web server. */
const UNKNOWN_MAC = '00-00-00-00-00-00';

/**
 * The platform calls the center for the institution (a ledger query, a remote reversal): it signs the
 * institution in (9001) first when it has no current sign-in, as the center requires.
 */
export async function ensureSignedIn(
  center: InsuranceCenter,
  db: Db,
  caller: SessionUser,
  request: FastifyRequest,
): Promise<void> {
  if (await currentSignNo(db, caller.orgCode)) return;
  const signIn = {
    opter_no: caller.username.slice(0, 20),
    mac: UNKNOWN_MAC,
    ip: request.ip.replace(/^::ffff:/, '').slice(0, 20),
  };
  const result = await runDeal({ center, deals: request.server.deals }, db, caller, {
    dealName: '9001',
    dealInput: { signIn },
  });
  if (result.isNewMsg) throw fail(`签到失败：${result.isNewMsg}`);
}

/** An AbortSignal that fires when the client goes away before the answer is written (a cancelled call). */
export function clientGone(reply: FastifyReply): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.once('close', onClose);
  return { signal: controller.signal, done: () => void reply.raw.off('close', onClose) };
}
