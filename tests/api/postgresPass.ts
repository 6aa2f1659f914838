/**
 * Which API test files run where (docs/server.md, What runs on PostgreSQL). The suite runs whole on the
 * embedded database (PGlite: PostgreSQL itself, compiled to WebAssembly, so the SQL answers alike); the
 * PostgreSQL pass (`npm run test:pg`) runs the files whose behaviour depends on the driver or on real
 * concurrency. tests/api/postgresPass.test.ts fails when a file that touches those is in no list.
 */

/** The PostgreSQL pass, each file with what it proves there that PGlite cannot. */
export const ON_POSTGRES: Readonly<Record<string, string>> = {
  'tests/api/db.typeParity.test.ts': 'the two drivers parse every column and expression type alike',
  'tests/api/twoInstances.test.ts': 'two pools started together: migrated and seeded once, under a lock',
  'tests/api/twoInstances.keys.test.ts': 'instances started together keep one key pair',
  'tests/api/listCache.test.ts': "another pool's commits show in this instance's cached lists",
  'tests/api/sessions.cache.test.ts': "another pool's logout or revocation ends a cached session",
  'tests/api/sessions.idle.test.ts': 'requests at once extend a session with one write',
  'tests/api/db.failover.test.ts': 'sessions ended by PostgreSQL (pg_terminate_backend)',
  'tests/api/db.pgStatements.test.ts': 'prepared statements per connection and readNow',
  'tests/api/db.move.test.ts': 'db:move writes into PostgreSQL',
  'tests/api/deals.sqlSandbox.test.ts': 'the sandbox role, other schemas, statement_timeout and cancel',
  'tests/api/listLimits.test.ts': 'statement_timeout (57014), the lists’ own pool, pool figures',
  'tests/api/deepPages.test.ts': 'deep pages under the statement timeout',
  'tests/api/users.list.paging.test.ts': "the planner's estimate as a list's total",
  'tests/api/paging.estimates.test.ts': "the planner's estimates: loads at once share one, on a real pool",
  'tests/api/screenStudio.test.ts': 'a publish seen by another instance',
  'tests/api/deals.published.test.ts': 'a published deal served by another instance at its next read',
  'tests/api/replace.atomic.test.ts': 'fifty concurrent replacements of a set',
  'tests/api/lastAdmin.test.ts': 'two administrators at once (an advisory lock)',
  'tests/api/auth.lockout.test.ts': 'parallel guesses counted in the database',
  'tests/api/ops.test.ts': "/metrics' pool figures",
  'tests/api/screenPreview.menu.test.ts': 'a migration run again on a migrated schema',
  'tests/api/platform.test.ts': 'migrations that find nothing left to do',
};

/**
 * Files that open the embedded database themselves, or none, whatever the suite's database: the
 * PostgreSQL pass would only run them again.
 */
export const EMBEDDED_ONLY: readonly string[] = [
  'tests/api/admin.cli.test.ts',
  'tests/api/production.start.test.ts',
  'tests/api/pglite.worker.test.ts',
  'tests/api/pglite.firstStart.test.ts',
  'tests/api/db.backup.test.ts',
  'tests/api/twoInstances.pgliteLock.test.ts',
  'tests/api/likePattern.test.ts',
  'tests/api/openapi.drift.test.ts',
  'tests/api/routes.schemaOnce.test.ts',
  'tests/api/runtime.noTsx.test.ts',
  'tests/api/build.inputs.test.ts',
  'tests/api/postgresPass.test.ts',
  'tests/api/server.layers.test.ts',
];

/** Files that name a driver-dependent feature (below) but whose behaviour does not depend on it. */
export const SAME_ON_BOTH: Readonly<Record<string, string>> = {
  'tests/api/authz.matrix.test.ts':
    'requests at once only to go faster: each is a refusal that writes nothing',
  'tests/api/input.bounds.test.ts':
    'requests at once only to go faster: each is a refusal that writes nothing',
  'tests/api/users.authz.test.ts':
    'requests at once only to go faster: each is a refusal that writes nothing',
  'tests/api/sec.codes.test.ts': 'Promise.all builds one request body, sent alone',
  'tests/api/screenStudioTransfer.test.ts': 'Promise.all only removes temporary folders',
  'tests/api/auth.timing.test.ts':
    "a database seeded at the production scrypt cost: the timing is the hash's",
  'tests/api/production.test.ts': "the production start's data, the same SQL on both",
  'tests/api/seedScale.test.ts': 'skips itself on PostgreSQL (its volumes are written into PGlite)',
  'tests/api/shutdown.test.ts': 'skips itself on PostgreSQL (two processes on one data directory)',
  'tests/api/dealLogKeyset.test.ts': 'skips itself on PostgreSQL (large volumes written into PGlite)',
  'tests/api/settlementKeyset.test.ts': 'skips itself on PostgreSQL (large volumes written into PGlite)',
};

/**
 * What in a test file's text shows that it exercises the driver or real concurrency: the database
 * named, a second instance, the driver's own parts, PostgreSQL's session and lock functions, requests
 * at once, migrations run by the test.
 */
export const DRIVER_FEATURES: readonly RegExp[] = [
  /DATABASE_URL|onPostgres/,
  /instancePair/,
  /\.driver\b|poolStats|yb_db_pool|readNow|withStatementTimeout|pushedStamp/,
  /statement_timeout|STATEMENT_TIMEOUT/,
  /pg_advisory|pg_try_advisory|pg_terminate_backend|pg_cancel_backend|pg_stat_activity|pg_locks/,
  /\banalyze\b|reltuples|\bfor update\b|\bserializable\b/i,
  /Promise\.all(Settled)?\(/,
  /\bmigrate\(|emptyDb/,
];

/** The features a test file's text names. */
export const driverFeaturesOf = (text: string): string[] =>
  DRIVER_FEATURES.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
