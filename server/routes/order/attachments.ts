/**
 * Ticket attachments: png, jpeg or txt, each at most 1 MB, at most 3 files, the type found from the content.
 * Served back only to the ticket's institution and the staff handling it.
 */
import { randomBytes } from 'node:crypto';
import { apiResult, ORDER_UPLOAD, OrderAttachment, ref } from '../../../schemas';
import type { Db } from '../../db';
import { badRequest, fail, forbidden, ok } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { isOperatorAdmin } from '../../policy';
import {
  getAttachment,
  handlesTicketWithAttachment,
  insertAttachment,
  ownAttachmentIds,
} from '../../repositories/orderAttachments';
import type { App } from '../../schemaTypes';
import { readUpload } from '../../uploads';

export const ATTACHMENT_PATH = '/commondeal/order/attachment/';
const ID = /^[0-9a-f]{32}$/;
const URL_PATTERN = new RegExp(`^${ATTACHMENT_PATH}([0-9a-f]{32})$`);
const params = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 32, title: '附件编号' } },
  required: ['id'],
} as const;

/**
 * The attachment ids of picsUrl / fileUrl values ('|'-joined URLs): each must be an attachment of the
 * institution, at most ORDER_UPLOAD.maxFiles in all; anything else is refused before a row is written.
 */
export async function attachmentIdsOf(db: Db, orgCode: string, values: string[]): Promise<string[]> {
  const urls = values.flatMap((v) => v.split('|')).filter((u) => u !== '');
  if (urls.length > ORDER_UPLOAD.maxFiles) throw badRequest(`最多上传 ${ORDER_UPLOAD.maxFiles} 个文件`);
  const ids = urls.map((u) => URL_PATTERN.exec(u)?.[1]);
  if (ids.some((i) => !i)) throw badRequest('附件地址不正确');
  if (ids.length === 0) return [];
  const own = await ownAttachmentIds(db, ids as string[], orgCode);
  if (own.length !== new Set(ids).size) throw badRequest('附件地址不正确');
  return ids as string[];
}

export default async function attachments(app: App): Promise<void> {
  app.post(
    '/attachment',
    {
      schema: {
        summary:
          '上传服务单附件（multipart，字段 file；png、jpg 或 txt，每个不超过 1 MB，最多 3 个，按内容判断类型）',
        tags: ['order'],
        consumes: ['multipart/form-data'],
        response: { 200: apiResult({ type: 'array', items: ref(OrderAttachment) }) },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const { files } = await readUpload(request, {
        kinds: ['png', 'jpg', 'txt'],
        maxBytes: ORDER_UPLOAD.maxBytes,
        maxFiles: ORDER_UPLOAD.maxFiles,
        typeMessage: ORDER_UPLOAD.typeMessage,
      });
      const saved = await app.db.tx(async (t) => {
        const out = [];
        for (const f of files) {
          const id = randomBytes(16).toString('hex');
          await insertAttachment(t, {
            id,
            orgCode: user.orgCode,
            kind: f.kind,
            mime: f.mime,
            filename: f.filename.slice(0, 200),
            data: f.data,
            createdBy: user.userId,
          });
          out.push({
            url: `${ATTACHMENT_PATH}${id}`,
            name: f.filename,
            kind: f.kind === 'txt' ? 'text' : 'image',
          });
        }
        return out;
      });
      return ok(saved, '上传成功');
    },
  );

  app.get(
    '/attachment/:id',
    {
      schema: {
        summary: '服务单附件：仅上传它的机构、办理该服务单的工作人员和 9999 管理员',
        tags: ['order'],
        params,
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const { id } = request.params;
      if (!ID.test(id)) throw fail('附件不存在');
      const file = await getAttachment(app.db, id);
      if (!file) throw fail('附件不存在');
      if (file.org_code !== user.orgCode && !isOperatorAdmin(user)) {
        if (!(await handlesTicketWithAttachment(app.db, user.userId, id))) throw forbidden();
      }
      void reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('x-content-type-options', 'nosniff');
      return reply.send(Buffer.from(file.data));
    },
  );
}
