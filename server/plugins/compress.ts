import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { appPlugin } from './appPlugin';

/**
 * Brotli or gzip, as the client accepts, for every answer over 1 kB: the console's scripts and the API's
 * JSON. Brotli at quality 5 (not zlib's default 11): close to its best ratio on scripts at a fraction of
 * the CPU, since answers are compressed as they are sent.
 */
export default appPlugin('compress', async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
});
