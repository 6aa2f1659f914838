import type { FastifyInstance } from 'fastify';
import { loadRsaKeys, type RsaKeys } from '../services/rsaKeys';
import { appPlugin } from './appPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The password-encryption key pair. */
    rsa: RsaKeys;
  }
}

export default appPlugin('keys', async (app: FastifyInstance, opts: { dataDir?: string }) => {
  app.decorate('rsa', await loadRsaKeys(opts.dataDir, app.config.rsaPadding));
});
