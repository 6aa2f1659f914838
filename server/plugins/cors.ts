import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { appPlugin } from './appPlugin';

/**
 * An explicit CORS policy: off by default (the console is served by this server, same origin), or the
 * origins listed in `CORS_ORIGINS` (a console served elsewhere, `VITE_API_BASE`). Bearer tokens, no cookies.
 */
export default appPlugin('cors', async (app: FastifyInstance) => {
  const origins = app.config.corsOrigins;
  await app.register(cors, {
    origin: origins.length > 0 ? origins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The file name and row count of a download (the progress notice reads them), and the session's
    // expiry (the console warns before it).
    exposedHeaders: ['Content-Disposition', 'X-Total-Rows', 'X-Session-Expires-In', 'X-Session-Ends-In'],
    credentials: false,
    maxAge: 600,
  });
});
