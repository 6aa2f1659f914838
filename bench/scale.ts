/**
 * The scale section of `npm run bench` (`BENCH_ONLY=scale`; alone: `npx tsx bench/scale.ts`): a
 * province's volume (`seedScale`: 100,000 users, a million deal-log rows and a million settlements, fewer
 * with BENCH_SCALE_USERS / BENCH_SCALE_ROWS) in a throw-away database, PGlite in a data directory and
 * (when DATABASE_URL is set) PostgreSQL in a throw-away schema. On each: one client asking the pages an
 * auditor asks (first, next, last, prefix searches), each with the plan of its query; then 100 connections
 * of a mixed workload (pages, filters and cursors varied so that the list cache mostly misses; one request
 * in ten a write) against the app and against a bare Fastify answering the same calls from memory (the
 * floor of this run); the list cache's hit rate from `/metrics`. Memory at rest and start: scaleRest.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { createPgliteDb, migrate, type Db } from '../server/db';
import { inThrowAwaySchema } from './pgSchema';
import { seedDemo } from '../server/seed';
import { SCALE_ORG, seedScale } from '../server/seed/scale';
import { createSession } from '../server/services/sessions';
import { mixOf, type Call } from './scaleMix';
import type { LoadResult, ScaleFigures } from './scaleFigures';
import { singleClient, withPlans } from './scaleSingle';
import { deepPages, deepTables, isolation } from './scaleDeep';

const run = promisify(execFile);
const LOAD = fileURLToPath(new URL('./loadMix.mjs', import.meta.url));
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 100_000);
const ROWS = Number(process.env.BENCH_SCALE_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const DRIVERS = (process.env.BENCH_SERVER_DRIVERS ?? 'pglite,pg').split(',');

async function load(url: string, mix: Call[]): Promise<LoadResult> {
  const spec = { url, connections: 100, seconds: SECONDS, warmup: 2, mix };
  const { stdout } = await run(process.execPath, [LOAD, JSON.stringify(spec)], {
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
}

/** A bare Fastify answering every call of the mix with an answer of the app, from memory. */
async function floorServer(answers: Map<string, string>) {
  const floor = Fastify({ logger: false });
  for (const [key, body] of answers) {
    const [method, path] = key.split(' ') as ['POST' | 'PUT', string];
    floor.route({
      method,
      url: path,
      handler: async (request, reply) => {
        if (!request.headers.authorization) return reply.code(401).send();
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });
  }
  await floor.listen({ port: 0, host: '127.0.0.1' });
  return { floor, url: `http://127.0.0.1:${(floor.server.address() as AddressInfo).port}` };
}

/**
 * A bare Fastify whose one route sends `statements` trivial statements (`select $1::int`, prepared) one
 * after another to `db`: what the round trips alone of a request cost on this machine and database, the
 * ceiling of an app that sends as many (docs/performance.md#the-round-trip-floor).
 */
async function roundTripFloor(db: Db, statements: number): Promise<LoadResult> {
  const floor = Fastify({ logger: false });
  floor.post('/floor', async (request, reply) => {
    if (!request.headers.authorization) return reply.code(401).send();
    let n = 0;
    for (let i = 0; i < statements; i++)
      n = (await db.query<{ n: number }>('select $1::int as n', [i], { prepare: true })).rows[0]!.n;
    return { code: 0, data: n };
  });
  await floor.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(floor.server.address() as AddressInfo).port}`;
    const call: Call = {
      name: 'floor',
      weight: 1,
      method: 'POST',
      path: '/floor',
      token: '-',
      bodies: ['{}'],
    };
    return await load(url, [call]);
  } finally {
    await floor.close();
  }
}

/** The list cache's counters (hit, joined, miss) as `/metrics` shows them. */
async function cacheCounts(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^yb_list_cache_requests_total\{result="(\w+)"\} (\d+)/gm))
    out[m[1]!] = Number(m[2]);
  return out;
}

async function fill(db: Db, driver: string): Promise<void> {
  await migrate(db);
  await seedDemo(db, { scryptN: 2 ** 10 });
  const started = performance.now();
  let shown = '';
  await seedScale(
    db,
    { users: USERS, dealLog: ROWS, settlements: ROWS, sec: USERS, tickets: USERS },
    1,
    (what, done, total) => {
      const line = `  ${driver}: ${what} ${Math.floor((done / total) * 10) * 10}%`;
      if (line !== shown) console.log((shown = line));
    },
    2 ** 10,
  );
  for (const table of [
    'users',
    'user_name_pieces',
    'deal_log',
    'center_settlements',
    'org_settlements',
    'sec_applications',
    'order_tickets',
    'deal_log_hours',
    'settlement_hours',
  ])
    await db.exec(`vacuum analyze ${table}`);
  console.log(`  ${driver}: filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function benchDriver(driver: string, db: Db): Promise<ScaleFigures> {
  await fill(db, driver);
  const planned = withPlans(db);
  // The mix stands for many people through two sessions: no limit per caller on it (the isolation
  // figure, on `direct`, has the default limits).
  const app = await buildApp({
    db: planned.db,
    logger: false,
    production: false,
    config: { listConcurrencyPerCaller: 0 },
  });
  // One client asks each page 15 times: without the list cache, so that the database answers each.
  const direct = await buildApp({
    db: planned.db,
    logger: false,
    production: false,
    config: { listCache: false },
  });
  const urlOf = async (server: typeof app) => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  };
  const url = await urlOf(app);
  const directUrl = await urlOf(direct);
  try {
    const idOf = async (name: string) =>
      (await db.query<{ user_id: number }>('select user_id from users where username = $1', [name])).rows[0]!
        .user_id;
    const tokens = {
      hospital: await createSession(db, await idOf(SCALE_ORG), 120),
      operator: await createSession(db, await idOf('admin'), 120),
    };
    console.log(`  ${driver}: one client…`);
    const single = await singleClient(directUrl, tokens, planned);
    // Deep pages asked by their number, and 100 connections of them beside a second client (scaleDeep.ts).
    console.log(`  ${driver}: deep pages and isolation…`);
    const deepTokens = { ...tokens, other: await createSession(db, await idOf('admin'), 120) };
    const deep = deepTables(
      driver,
      await deepPages(directUrl, deepTokens),
      await isolation(directUrl, deepTokens),
    );
    const mix = await mixOf(db, tokens);
    // The floor answers each call with the app's answer to its first body.
    const answers = new Map<string, string>();
    for (const call of mix) {
      const res = await fetch(url + call.path, {
        method: call.method,
        headers: { authorization: `Bearer ${call.token}`, 'content-type': 'application/json' },
        body: call.bodies[0],
      });
      answers.set(`${call.method} ${call.path}`, await res.text());
    }
    const { floor, url: floorUrl } = await floorServer(answers);
    try {
      console.log(`  ${driver}: 100 connections, the floor…`);
      const floorLoad = await load(floorUrl, mix);
      console.log(`  ${driver}: 100 connections, the app…`);
      const before = await cacheCounts(url);
      const sentBefore = planned.statements();
      const appLoad = await load(url, mix);
      const sent = planned.statements() - sentBefore;
      const after = await cacheCounts(url);
      const delta = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
      const asked = delta('hit') + delta('joined') + delta('miss');
      // Counted over the warm-up too: the requests of both, at the measured rate.
      const requests = appLoad.reqPerSec * (appLoad.seconds + 2);
      const perRequest = requests ? sent / requests : 0;
      const roundTrips: ScaleFigures['roundTrips'] = [];
      for (const statements of [...new Set([1, Math.max(1, Math.round(perRequest))])]) {
        console.log(`  ${driver}: 100 connections, ${statements} trivial statement(s) a request…`);
        roundTrips.push({ statements, load: await roundTripFloor(db, statements) });
      }
      return {
        driver,
        deep,
        rows: ROWS,
        users: USERS,
        single,
        load: appLoad,
        floor: floorLoad,
        statementsPerRequest: perRequest,
        roundTrips,
        cacheHitRate: asked ? (delta('hit') + delta('joined')) / asked : 0,
      };
    } finally {
      await floor.close();
    }
  } finally {
    await Promise.all([app.close(), direct.close()]);
  }
}

/** PGlite in a data directory, then PostgreSQL in a throw-away schema when DATABASE_URL is set. */
export async function runScaleBench(): Promise<ScaleFigures[]> {
  const figures: ScaleFigures[] = [];
  if (DRIVERS.includes('pglite')) {
    const dir = await mkdtemp(join(tmpdir(), 'yb-scale-'));
    const lite = await createPgliteDb(join(dir, 'pgdata'));
    try {
      figures.push(await benchDriver('PGlite', lite));
    } finally {
      await lite.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  const url = process.env.DATABASE_URL;
  if (url && DRIVERS.includes('pg')) {
    const schema = `bench_scale_${process.pid}`;
    figures.push(await inThrowAwaySchema(url, schema, (db) => benchDriver('PostgreSQL', db)));
  }
  return figures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { scaleTables } = await import('./scaleReport');
  const { restFigures } = await import('./scaleRest');
  Promise.resolve()
    .then(async () => {
      const rest = await restFigures();
      console.log(scaleTables(await runScaleBench(), rest));
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
