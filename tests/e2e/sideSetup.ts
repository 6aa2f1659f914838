import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { SESSIONS_IDLE_SECONDS, startServer, type Started } from './globalSetup';

/**
 * The servers of the `side` lane (tests/e2e/vitest.config.ts), which runs beside the journeys' lane:
 * the sessions journeys' server (its sessions live SESSIONS_IDLE_SECONDS idle); the lane's own on the
 * embedded database (the accessibility pass, the journeys that need nothing of the journeys' server, and
 * the designer's journeys without PostgreSQL); and, with E2E_DATABASE_URL, the designer's on a fresh
 * PostgreSQL database made for this run and dropped after it (its address provided too: the deal
 * catalogue's journeys start a second instance on it and read its 交易日志). Each lane has servers of its own, so that
 * no journey sees another lane's published screens.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgUrl = process.env.E2E_DATABASE_URL;
  const database = pgUrl ? await freshDatabase(pgUrl) : undefined;
  const started = await Promise.allSettled([
    startServer('sessions', 19000, { TOKEN_TTL_MINUTES: String(SESSIONS_IDLE_SECONDS / 60) }),
    startServer('side', 20000, {}),
    ...(database ? [startServer('designer-pg', 21000, { DATABASE_URL: database.url })] : []),
  ]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((s: Started) => s.stop()));
    await database?.drop();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('sessionsBaseUrl', servers[0]!.base);
  project.provide('baseUrl', servers[1]!.base);
  project.provide('pgBaseUrl', servers[2]?.base ?? '');
  project.provide('pgDatabaseUrl', database?.url ?? '');
  return teardown;
}

/** A new, empty database beside the one `url` names (the server migrates and seeds it). */
async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // The name is made here, never read from input: hex only, so it needs no quoting rules.
  const name = `yb_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async <T>(work: (c: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((c) => c.query(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
