import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { seedDemo, seedReference } from '../seed';
import { refuseDemoPasswords } from '../production';
import { appPlugin } from './appPlugin';
import { scopedDb } from './listLimits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query layer (PGlite or PostgreSQL). The creator of the app closes it. */
    db: Db;
  }
}

/**
 * Decorates the app with the database after applying pending migrations and, once, the reference data
 * (roles, menus, the operator institution). Then the demo data, once; or, in production, no demo data
 * and a check that no account still has a public demo password (the start is refused otherwise).
 */
export default appPlugin(
  'db',
  async (app: FastifyInstance, opts: { db: Db; seed: boolean; production: boolean }) => {
    const applied = await migrate(opts.db);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    if (opts.production) {
      if (await seedReference(opts.db)) app.log.info('reference data seeded');
      await refuseDemoPasswords(opts.db);
    } else if (opts.seed && (await seedDemo(opts.db, { scryptN: app.config.scryptN }))) {
      app.log.info('demo data seeded');
    } else if (await seedReference(opts.db)) {
      app.log.info('reference data seeded');
    }
    // Inside a list route its statements time out (listLimits.ts).
    app.decorate('db', scopedDb(opts.db));
  },
);
