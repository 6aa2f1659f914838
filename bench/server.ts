/**
 * The server section of `npm run bench`: autocannon, 100 connections on loopback, on the menu
 * list and the user list of a throw-away database with 100,000 users and 100,000 menus, on PGlite and (when
 * DATABASE_URL is set) PostgreSQL, against a bare Fastify answering the same bodies from memory in the
 * same run (the floor). Each call twice: as the app ships (pages cached per instance, checked against
 * the table versions) and with LIST_CACHE=0 (each call queries the database). Also single-client page 1
 * of each list (p50). autocannon runs in its own process (its CLI), so that it does not share the
 * server's main thread.
 * Standalone: `npx tsx bench/server.ts`.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { createPgliteDb, migrate, type Db } from '../server/db';
import { inThrowAwaySchema } from './pgSchema';
import { seedDemo } from '../server/seed';
import { createSession } from '../server/services/sessions';
import type { LoadFigures, ServerFigures } from './serverFigures';

const run = promisify(execFile);
const AUTOCANNON = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));
export const SEEDED = 100_000;
const DURATION_S = Number(process.env.BENCH_SERVER_SECONDS ?? 8);
const WARMUP_S = '2';
/** `BENCH_SERVER_DRIVERS=pg` (or `pglite`): one driver only, when comparing changes of one of them. */
const DRIVERS = (process.env.BENCH_SERVER_DRIVERS ?? 'pglite,pg').split(',');
/** The PostgreSQL pool's size (`BENCH_PG_POOL`; default that of `createPgDb`). */
const PG_POOL = process.env.BENCH_PG_POOL ? Number(process.env.BENCH_PG_POOL) : undefined;

/** One list call of the bench: what the screens send (page 1, 10 rows). */
export interface Call {
  name: string;
  method: 'POST';
  path: string;
  body: string;
}

const CALLS: Call[] = [
  {
    name: '菜单列表 POST /platformmenu/menus',
    method: 'POST',
    path: '/commondeal/platformmenu/menus',
    body: JSON.stringify({ isValid: '1', page: { size: 10, current: 1 } }),
  },
  {
    name: '用户列表 POST /api/user-manage',
    method: 'POST',
    path: '/commondeal/api/user-manage',
    body: JSON.stringify({ page: { size: 10, current: 1 } }),
  },
];

export async function autocannon(
  url: string,
  call: Call,
  token: string,
  connections: number,
): Promise<LoadFigures> {
  const { stdout } = await run(
    process.execPath,
    [
      AUTOCANNON,
      '--json',
      '-c',
      String(connections),
      '-d',
      String(connections === 1 ? Math.max(3, DURATION_S / 2) : DURATION_S),
      // Two seconds of the same load first, not counted: connections opened, code optimised, caches
      // filled, as on a server that has been running (the floor is warmed the same way).
      '--warmup',
      '[',
      '-c',
      String(connections),
      '-d',
      WARMUP_S,
      ']',
      '-m',
      call.method,
      '-H',
      `authorization=Bearer ${token}`,
      '-H',
      'content-type=application/json',
      '-b',
      call.body,
      url + call.path,
    ],
    // The load generator runs with Node's defaults whatever the server's options (NODE_OPTIONS).
    { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_OPTIONS: '' } },
  );
  // With a warm-up autocannon prints its figures first, then the measured run's.
  const r = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** 100,000 users of one institution and 100,000 menus under one top-level menu (set-based inserts). */
export async function seedLarge(db: Db): Promise<void> {
  await db.query(
    `insert into users (username, password_hash, org_code, org_name, contact)
     select 'bench_' || g, 'x', 'H21010200001', '沈阳市示范医院', '联系人' || g from generate_series(1, $1::int) g`,
    [SEEDED],
  );
  const [top] = (
    await db.query<{ menu_id: number }>('select menu_id from menus where parent_id is null limit 1')
  ).rows;
  await db.query(
    `insert into menus (menupath, menuname, parent_id, gradation, is_valid)
     select '/home/bench' || g, '压测菜单' || g, $1, g, '1' from generate_series(1, $2::int) g`,
    [top!.menu_id, SEEDED],
  );
  // Vacuumed as well as analysed, as a table in service is: otherwise the autovacuum of the 200,000 new
  // rows runs on the same cores during the first measured call (the menu list).
  for (const table of ['users', 'menus']) await db.exec(`vacuum analyze ${table}`);
}

/** A bare Fastify answering each call's body from memory: the floor of what this machine serves. */
async function floorServer(bodies: Map<string, string>) {
  const floor = Fastify({ logger: false });
  for (const [path, body] of bodies) {
    floor.post(path, async (request, reply) => {
      if (!request.headers.authorization) return reply.code(401).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });
  }
  await floor.listen({ port: 0, host: '127.0.0.1' });
  return { floor, url: `http://127.0.0.1:${(floor.server.address() as AddressInfo).port}` };
}

async function benchDriver(driver: string, db: Db): Promise<ServerFigures[]> {
  await migrate(db);
  await seedDemo(db, { scryptN: 2 ** 10 });
  console.log(`  ${driver}: seeding ${SEEDED.toLocaleString('en')} users and menus…`);
  await seedLarge(db);
  // The app as it ships, and the same app with the list cache off: the database path of each call.
  const app = await buildApp({ db, logger: false, production: false });
  const direct = await buildApp({ db, logger: false, production: false, config: { listCache: false } });
  const urlOf = async (server: typeof app) => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  };
  const url = await urlOf(app);
  const directUrl = await urlOf(direct);
  const [admin] = (await db.query<{ user_id: number }>("select user_id from users where username = 'admin'"))
    .rows;
  const token = await createSession(db, admin!.user_id, 120);
  const bodies = new Map<string, string>();
  for (const call of CALLS) {
    const res = await fetch(url + call.path, {
      method: call.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: call.body,
    });
    const text = await res.text();
    if (!res.ok || JSON.parse(text).code !== 0) throw new Error(`${call.path}: ${text.slice(0, 200)}`);
    bodies.set(call.path, text);
  }
  const { floor, url: floorUrl } = await floorServer(bodies);
  const out: ServerFigures[] = [];
  try {
    for (const call of CALLS) {
      console.log(`  ${driver}: ${call.name}…`);
      const floorFigures = await autocannon(floorUrl, call, token, 100);
      for (const [cached, target] of [
        [true, url],
        [false, directUrl],
      ] as const) {
        const load = await autocannon(target, call, token, 100);
        const single = await autocannon(target, call, token, 1);
        out.push({ driver, call: call.name, cached, load, floor: floorFigures, single: single.p50 });
      }
    }
  } finally {
    await floor.close();
    await Promise.all([app.close(), direct.close()]);
  }
  return out;
}

/** PGlite in memory, then PostgreSQL in a throw-away schema when DATABASE_URL is set. */
export async function runServerBench(): Promise<ServerFigures[]> {
  const figures: ServerFigures[] = [];
  if (DRIVERS.includes('pglite')) {
    const lite = await createPgliteDb();
    try {
      figures.push(...(await benchDriver('PGlite', lite)));
    } finally {
      await lite.close();
    }
  }
  const url = process.env.DATABASE_URL;
  if (url && DRIVERS.includes('pg')) {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    figures.push(
      ...(await inThrowAwaySchema(
        url,
        schema,
        (db) => benchDriver('PostgreSQL', db),
        PG_POOL ? { max: PG_POOL } : {},
      )),
    );
  }
  return figures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { serverTable } = await import('./report');
  runServerBench()
    .then((figures) => {
      console.log(
        `\nServer: autocannon, 100 connections, loopback, ${SEEDED.toLocaleString('en')} users and menus\n`,
      );
      console.log(serverTable(figures));
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
