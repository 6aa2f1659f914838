import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { appPlugin } from './appPlugin';

/** The largest file any upload route takes (a filled xlsx template, an attachment); routes set lower limits. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * multipart/form-data parsing for the upload routes (`@fastify/multipart`). Files are read by
 * `readUpload` (server/uploads.ts) as streams within the limits below, so a large or endless part never
 * fills the memory; each route then checks the file's type by its content.
 */
export default appPlugin('multipart', async (app: FastifyInstance) => {
  await app.register(multipart, {
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
