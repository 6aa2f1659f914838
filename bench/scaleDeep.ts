/**
 * Deep pages and isolation, in the scale section of `npm run bench` (bench/scale.ts; alone on a database
 * seeded by `npm run seed:scale`: `DATABASE_URL=… npx tsx bench/scaleDeep.ts`, or without DATABASE_URL on
 * the embedded database of DATA_DIR). docs/performance.md#deep-pages-and-isolation.
 *
 * - one client asks pages by their number deep in each long list (no cursor: what a jump asks), 5 times
 *   each (p50);
 * - 100 connections of deep jumps (one caller: pages 40,000–50,000 of 交易日志 and 对账冲正查询) run beside
 *   a second client (another caller, 4 connections) asking ordinary pages; the second client's p99 and
 *   failures are the isolation figure (the jumper's refusals, 429, are counted apart).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LoadResult } from './scaleFigures';
import type { Call } from './scaleMix';
import { percentile } from './stats';

const run = promisify(execFile);
const LOAD = fileURLToPath(new URL('./loadMix.mjs', import.meta.url));
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);

export interface DeepTokens {
  /** The scale seed's hospital (its log and settlements). */
  hospital: string;
  /** The 9999 operator (the user list, 安全码审批, the tickets). */
  operator: string;
  /** The second client of the isolation figure: another caller than the jumper (the operator). */
  other: string;
}

export interface DeepFigure {
  name: string;
  p50: number;
  targetMs: number;
}

export interface IsolationFigures {
  jumps: LoadResult;
  ordinary: LoadResult;
}

const WHOLE = { beginTime: '2026-09-01', endTime: '2026-10-31' };
const SETTLED = { startDate: '2026-09-01', endDate: '2026-10-31' };

interface Deep {
  name: string;
  path: string;
  token: keyof DeepTokens;
  body: object;
}

const page = (current: number) => ({ page: { size: 20, current } });

const DEEP: Deep[] = [
  ...[1_000, 10_000, 25_000, 50_000].map((n) => ({
    name: `交易日志 第${n.toLocaleString('en-US')}页（页码）`,
    path: '/deal-log/query',
    token: 'hospital' as const,
    body: { ...WHOLE, ...page(n) },
  })),
  ...[1_000, 10_000, 25_000, 50_000].map((n) => ({
    name: `对账冲正查询 第${n.toLocaleString('en-US')}页（页码）`,
    path: '/reconciliation/queryFirst',
    token: 'hospital' as const,
    body: { ...SETTLED, ...page(n) },
  })),
  ...[1_000, 5_000].map((n) => ({
    name: `用户管理 第${n.toLocaleString('en-US')}页（页码）`,
    path: '/api/user-manage',
    token: 'operator' as const,
    body: page(n),
  })),
  {
    name: '安全码审批 第5,000页（页码）',
    path: '/sec/applications',
    token: 'operator',
    body: page(5_000),
  },
  {
    name: '服务单申请与查询 第5,000页（页码）',
    path: '/order/ticket/query',
    token: 'operator',
    body: { status: '4', ...page(5_000) },
  },
];

async function ask(url: string, tokens: DeepTokens, d: Deep): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${url}/commondeal${d.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[d.token]}`, 'content-type': 'application/json' },
    body: JSON.stringify(d.body),
  });
  const answer = (await res.json()) as { code: number; message: string; data: { records?: unknown[] } };
  if (answer.code !== 0) throw new Error(`${d.name}: ${answer.message}`);
  if (!answer.data.records?.length) throw new Error(`${d.name}: 无数据（数据量不足）`);
  return performance.now() - t;
}

/** One client, each deep page 5 times (after one untimed call): p50. */
export async function deepPages(url: string, tokens: DeepTokens): Promise<DeepFigure[]> {
  const out: DeepFigure[] = [];
  for (const d of DEEP) {
    await ask(url, tokens, d);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await ask(url, tokens, d));
    out.push({ name: d.name, p50: percentile(times, 50), targetMs: 50 });
  }
  return out;
}

async function load(url: string, connections: number, mix: Call[]): Promise<LoadResult> {
  const spec = { url, connections, seconds: SECONDS, warmup: 1, mix };
  const { stdout } = await run(process.execPath, [LOAD, JSON.stringify(spec)], {
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
}

const bodies = (make: (n: number) => object, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => JSON.stringify(make(from + ((i * 97) % 10_000))));

/** 100 connections of deep jumps (one caller) beside a second client (another caller, 4 connections). */
export async function isolation(url: string, tokens: DeepTokens): Promise<IsolationFigures> {
  const jumps: Call[] = [
    {
      name: '交易日志 深页',
      weight: 1,
      method: 'POST',
      path: '/commondeal/deal-log/query',
      token: tokens.hospital,
      bodies: bodies((n) => ({ ...WHOLE, ...page(n) }), 40_000, 200),
    },
    {
      name: '对账冲正查询 深页',
      weight: 1,
      method: 'POST',
      path: '/commondeal/reconciliation/queryFirst',
      token: tokens.hospital,
      bodies: bodies((n) => ({ ...SETTLED, ...page(n) }), 40_000, 200),
    },
  ];
  const ordinary: Call[] = [
    {
      name: '交易日志 第1页',
      weight: 1,
      method: 'POST',
      path: '/commondeal/deal-log/query',
      token: tokens.other,
      bodies: [JSON.stringify({ ...WHOLE, ...page(1) })],
    },
    {
      name: '用户管理 第1页',
      weight: 1,
      method: 'POST',
      path: '/commondeal/api/user-manage',
      token: tokens.other,
      bodies: [JSON.stringify({ page: { size: 10, current: 1 } })],
    },
    {
      name: '对账冲正查询 第1页',
      weight: 1,
      method: 'POST',
      path: '/commondeal/reconciliation/queryFirst',
      token: tokens.other,
      bodies: [JSON.stringify({ ...SETTLED, ...page(1) })],
    },
  ];
  const [j, o] = await Promise.all([load(url, 100, jumps), load(url, 4, ordinary)]);
  return { jumps: j, ordinary: o };
}

const f1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');

/** The tables of both figures. */
export function deepTables(driver: string, deep: DeepFigure[], iso: IsolationFigures): string {
  const lines = [
    `${driver}: one client, a page asked by its number (p50 of 5)`,
    '',
    '| page | p50 ms | target |',
  ];
  lines.push('| --- | --- | --- |');
  for (const d of deep) lines.push(`| ${d.name} | ${f1(d.p50)} | ≤ ${d.targetMs} |`);
  lines.push('', `${driver}: 100 connections of deep jumps beside a second client (${SECONDS} s)`, '');
  lines.push(
    '| | req/s | calls | failed or refused | p50 ms | p99 ms |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const [who, r] of [
    ['deep jumps (one caller, 100 connections)', iso.jumps],
    ['second client (4 connections)', iso.ordinary],
  ] as const)
    for (const [name, c] of Object.entries(r.calls))
      lines.push(
        `| ${who}: ${name} | ${f1(c.count / r.seconds)} | ${c.count} | ${c.errors} | ${f1(c.p50)} | ${f1(c.p99)} |`,
      );
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { buildApp } = await import('../server/app');
  const { openDb } = await import('../server/openDb');
  const { createSession } = await import('../server/services/sessions');
  const { SCALE_ORG } = await import('../server/seed/scale');
  const db = await openDb(process.env);
  const app = await buildApp({
    db,
    logger: false,
    production: false,
    seed: false,
    config: { listCache: false },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const idOf = async (name: string) =>
    (await db.query<{ user_id: number }>('select user_id from users where username = $1', [name])).rows[0]!
      .user_id;
  const admin = await idOf('admin');
  const tokens: DeepTokens = {
    hospital: await createSession(db, await idOf(SCALE_ORG), 120),
    operator: await createSession(db, admin, 120),
    other: await createSession(db, admin, 120),
  };
  try {
    const driver = db.driver === 'pg' ? 'PostgreSQL' : 'PGlite';
    console.log(deepTables(driver, await deepPages(url, tokens), await isolation(url, tokens)));
  } finally {
    await app.close();
    await db.close();
  }
}
