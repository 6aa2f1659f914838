import { apiResult, SecSignupBody, SecApplication, ref } from '../../../schemas';
import { ok } from '../../errors';
import { insertSecApplication, newSecApplication } from '../../repositories/secApplications';
import type { SecRegistry } from '../../sec/registry';
import { SEC_MESSAGES as M } from '../../sec/rules';
import secApply, { publicApplication } from './apply';
import secApprove from './approve';
import secTransfer from './transfer';
import type { App } from '../../schemaTypes';

/** /commondeal/sec: security-code applications (the institution's, the operator's, import and export). */
export default async function sec(app: App, opts: { registry: SecRegistry }): Promise<void> {
  await app.register(secApply);
  await app.register(secApprove, { registry: opts.registry });
  await app.register(secTransfer);

  app.post(
    '/signup',
    {
      config: publicApplication(app),
      schema: {
        summary: '安全码申请（无账号机构公开申请，待审核 status 0）',
        tags: ['sec'],
        body: ref(SecSignupBody),
        response: { 200: apiResult(ref(SecApplication)) },
      },
    },
    async (request) => {
      const b = request.body;
      const created = await insertSecApplication(app.db, newSecApplication(b, M.submitted));
      return ok(created, M.submitted);
    },
  );
}
