import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { appPlugin } from './appPlugin';

/**
 * Brotli or gzip, as the client accepts, for every answer over one TCP segment: the console's scripts and
 * the API's larger JSON. An answer that fits in one segment (about 1,400 bytes: a list page of 10 rows,
 * most API answers) goes out in one packet either way, so compressing it would only cost CPU on every
 * call. Brotli at quality 5 (not zlib's default 11): close to its best ratio on scripts at a
 * fraction of the CPU, since answers are compressed as they are sent.
 */
export default appPlugin('compress', async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1400,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
});
