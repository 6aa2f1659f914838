/**
 * Profiling aid for the server section of the bench: starts the real app on a throw-away database seeded
 * like `bench/server.ts` (PGlite, or PostgreSQL when DATABASE_URL is set), writes `{url, token}` to the
 * file named by PROFILE_INFO and runs until SIGINT/SIGTERM. SIGUSR2 starts the CPU profiler (after the
 * seeding, at the start of the load), SIGINT writes the profile to PROFILE_OUT (a `.cpuprofile` for
 * Chrome DevTools or speedscope). Usage: `PROFILE_INFO=/tmp/info.json PROFILE_OUT=/tmp/p.cpuprofile
 * npx tsx bench/profileServer.ts`, then `kill -USR2`, autocannon against the url with the token, `kill -INT`.
 * SIGUSR1 restarts the counts (after a warm-up). On PostgreSQL on this host it also prints the CPU its
 * backends spent per answer; `PROFILE_POOL` sets the pool's size (default 10).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../server/app';
import { createPgDb, createPgliteDb, migrate, type Db } from '../server/db';
import { seedDemo } from '../server/seed';
import { createSession } from '../server/services/sessions';
import { seedLarge } from './server';

const url = process.env.DATABASE_URL;
const schema = `prof_${randomBytes(5).toString('hex')}`;
/** The pool's sessions are named after the schema, so that their backends' CPU can be summed (same host only). */
const named = (u: string) => {
  const parsed = new URL(u);
  parsed.searchParams.set('application_name', schema);
  return parsed.toString();
};
const db: Db = url
  ? await createPgDb(named(url), { schema, max: Number(process.env.PROFILE_POOL ?? 10) })
  : await createPgliteDb();
await migrate(db);
await seedDemo(db, { scryptN: 2 ** 10 });
await seedLarge(db);
// Statements run while serving, by their first words (printed at the end).
const counts = new Map<string, number>();
const query = db.query.bind(db);
const count = (sql: string, prefix = '') => {
  const key = prefix + sql.replace(/\s+/g, ' ').trim().slice(0, 60);
  counts.set(key, (counts.get(key) ?? 0) + 1);
};
db.query = (sql, params, options) => {
  count(sql);
  return query(sql, params, options);
};
const readNow = db.readNow?.bind(db);
if (readNow)
  db.readNow = (sql, params) => {
    count(sql, '(own connection) ');
    return readNow(sql, params);
  };
const app = await buildApp({ db, logger: false, production: false });
let served = 0;
app.addHook('onResponse', async () => {
  served++;
});
await app.listen({ port: 0, host: '127.0.0.1' });
const [admin] = (await db.query<{ user_id: number }>("select user_id from users where username = 'admin'"))
  .rows;
const token = await createSession(db, admin!.user_id, 120);
const address = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
writeFileSync(process.env.PROFILE_INFO ?? 'profile-info.json', JSON.stringify({ url: address, token }));
console.log(`ready ${address}`);
counts.clear();
/**
 * CPU seconds (user + system) of this database's PostgreSQL backends, from /proc: null when PostgreSQL
 * runs elsewhere or under another driver. Read through a separate client (its own backend is not summed).
 */
async function backendCpu(): Promise<number | null> {
  if (!url) return null;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [schema],
    );
    const tick = 100; // USER_HZ
    let sum = 0;
    for (const { pid } of rows) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      sum += (Number(fields[11]) + Number(fields[12])) / tick;
    }
    return sum;
  } catch {
    return null;
  } finally {
    await c.end();
  }
}

let cpu = process.cpuUsage();
let pgCpu = await backendCpu();
let started = performance.now();
process.on('SIGUSR1', () => {
  served = 0;
  cpu = process.cpuUsage();
  started = performance.now();
  counts.clear();
  void backendCpu().then((s) => (pgCpu = s));
});

const session = new Session();
session.connect();
let profiling = false;
process.on('SIGUSR2', () => {
  profiling = true;
  void session.post('Profiler.enable').then(() => session.post('Profiler.start'));
});

const stop = async () => {
  if (profiling) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROFILE_OUT ?? 'server.cpuprofile', JSON.stringify(profile));
  }
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${served} answers in ${seconds.toFixed(1)} s; process CPU ${((used.user + used.system) / served).toFixed(0)} µs an answer (user ${(used.user / served).toFixed(0)}, system ${(used.system / served).toFixed(0)})`,
  );
  const pgNow = await backendCpu();
  if (pgNow !== null && pgCpu !== null)
    console.log(
      `PostgreSQL backends of the pool: ${(((pgNow - pgCpu) * 1e6) / served).toFixed(0)} µs CPU an answer (10 ms ticks; backends opened meanwhile count from their start)`,
    );
  console.log([...counts].map(([k, n]) => `${String(n).padStart(7)}  ${k}`).join('\n'));
  await app.close();
  await db.close();
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  }
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
