import type { FastifyInstance } from 'fastify';
import { loadRsaKeys, type RsaKeys } from '../services/rsaKeys';
import { appPlugin } from './appPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The password-encryption key pair, the same on every instance (environment or database). */
    rsa: RsaKeys;
  }
}

const FROM = {
  environment: 'RSA 密钥对来自环境变量 RSA_PRIVATE_KEY',
  database: 'RSA 密钥对来自数据库',
  dataDir: 'RSA 密钥对已从数据目录 keys/ 导入数据库',
  generated: 'RSA 密钥对已生成并存入数据库',
} as const;

/** After the db plugin: reads (or creates) the shared key pair. `dataDir` holds a pair to import, if any. */
export default appPlugin('keys', async (app: FastifyInstance, opts: { dataDir?: string }) => {
  const { source, ...keys } = await loadRsaKeys(
    { db: app.db, dataDir: opts.dataDir, privateKeyPem: app.config.rsaPrivateKey || undefined },
    app.config.rsaPadding,
  );
  app.log.info(FROM[source]);
  app.decorate('rsa', keys);
});
