import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { appPlugin } from './appPlugin';

/**
 * The largest file any upload route takes: the streamed detail import of 结算明细对账 (32 MB, never held
 * in memory whole); the routes that read a file whole set lower limits (10 MB by default).
 */
export const UPLOAD_MAX_BYTES = 32 * 1024 * 1024;

/**
 * multipart/form-data parsing for the upload routes (`@fastify/multipart`). Files are read by
 * `readUpload` or `openUploadStream` (server/uploads.ts) as streams within the limits below, so a large or
 * endless part never fills the memory; each route then checks the file's type by its content. At a file's
 * limit busboy only ends the file early (marked `truncated`, with a `limit` event): `throwFileSizeLimit`
 * makes `toBuffer` throw there, and `openUploadStream` fails its stream on `limit` itself, so no route
 * ever takes part of a file for the whole (docs/server.md, Uploads).
 */
export default appPlugin('multipart', async (app: FastifyInstance) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 3,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 30,
      headerPairs: 100,
    },
  });
});
