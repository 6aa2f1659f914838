import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { seedDemo } from '../db/seed';
import { appPlugin } from './appPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query layer (PGlite or PostgreSQL). The creator of the app closes it. */
    db: Db;
  }
}

/** Decorates the app with the database after applying pending migrations and, once, the demo seed. */
export default appPlugin('db', async (app: FastifyInstance, opts: { db: Db; seed: boolean }) => {
  const applied = await migrate(opts.db);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (opts.seed && (await seedDemo(opts.db, { scryptN: app.config.scryptN })))
    app.log.info('demo data seeded');
  app.decorate('db', opts.db);
});
