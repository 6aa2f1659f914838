import { ticketAllows } from '../../deals/files';
import { findFile } from '../../repositories/dealFiles';
import { forbidden, unauthorized } from '../../errors';
import { sessionCallerOf } from '../../plugins/auth';
import { assertOrgAccess, PUBLIC } from '../../policy';
import type { App } from '../../schemaTypes';

const params = {
  type: 'object',
  properties: { fileQuryNo: { type: 'string', title: '文件查询号', pattern: '^[A-Za-z0-9_-]{1,40}$' } },
  required: ['fileQuryNo'],
} as const;
const querystring = { type: 'object', properties: { ticket: { type: 'string', maxLength: 64 } } } as const;

/**
 * GET /files/{fileQuryNo}: the zip of a deal file (9102, 13xx, 3202), for its own institution only: with
 * the bearer token, or with the short-lived one-time `ticket` of the fileUrl a deal answered (for a new
 * window; query strings are never logged, see plugins/logging.ts).
 */
export default async function files(app: App): Promise<void> {
  app.get(
    '/files/:fileQuryNo',
    {
      config: { auth: PUBLIC },
      schema: {
        summary: '下载交易文件（zip）：本机构登录用户，或交易应答 fileUrl 中的一次性临时票据',
        tags: ['deals'],
        params,
        querystring,
        response: { 200: { type: 'string', format: 'binary', description: 'zip 文件' } },
      },
    },
    async (request, reply) => {
      const { fileQuryNo } = request.params;
      const { ticket } = request.query;
      const file = await findFile(app.db, fileQuryNo);
      if (ticket) {
        if (!file || !(await ticketAllows(app.db, fileQuryNo, ticket))) throw forbidden();
      } else {
        const user = await sessionCallerOf(app.db, request);
        if (!user) throw unauthorized();
        if (!file) throw forbidden();
        assertOrgAccess(user, file.fixmedins_code);
      }
      const name = file.filename.endsWith('.zip') ? file.filename : `${file.filename}.zip`;
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(Buffer.from(file.content));
    },
  );
}
