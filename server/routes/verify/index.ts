import type { App } from '../../schemaTypes';
import { apiResult } from '../../../schemas';
import { ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { BEFORE_ORG_INFO } from '../../policy';
import { isBasicInfoComplete } from '../../repositories/users';

/** POST /commondeal/api/basic-vertify: true when the caller's organisation info is collected and they have a mobile. */
export default async function verify(app: App): Promise<void> {
  app.post(
    '/basic-vertify',
    {
      config: { auth: BEFORE_ORG_INFO },
      schema: {
        summary: '校验基本信息是否完整（机构信息已采集且用户有手机号）',
        tags: ['auth'],
        response: { 200: apiResult({ type: 'boolean' }) },
      },
    },
    async (request) => ok(await isBasicInfoComplete(app.db, callerOf(request).userId)),
  );
}
