/**
 * Memory at rest and start of the scale bench: the built server (`dist-server/main.js`, as `npm start`
 * runs it) started on a new data directory (the first start: initdb, migrations, demo data), stopped,
 * and started again on it (a restart); each time the seconds from the process's start to `/readyz`
 * answering 200, then its RSS after ten seconds at rest. On PostgreSQL (when DATABASE_URL is set) the same
 * in a throw-away schema.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
// @ts-expect-error scripts/build.mjs is plain JavaScript without declarations
import { buildIfStale } from '../scripts/build.mjs';

export interface RestFigures {
  driver: string;
  firstStartS: number;
  restartS: number;
  /** RSS at rest after the restart, MB. */
  restMb: number;
}

const REST_S = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/** Starts the built server with `env`, waits for /readyz, returns the seconds and, after the rest, its RSS. */
async function startOnce(env: NodeJS.ProcessEnv, port: number): Promise<{ seconds: number; mb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`服务未能启动（退出码 ${child.exitCode}）`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (performance.now() - started > 120_000) throw new Error('服务 120 秒内未就绪');
      await sleep(20);
    }
    const seconds = (performance.now() - started) / 1000;
    await sleep(REST_S * 1000);
    return { seconds, mb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function measure(driver: string, env: NodeJS.ProcessEnv): Promise<RestFigures> {
  const port = 19_000 + Math.floor(Math.random() * 500);
  const first = await startOnce(env, port);
  const again = await startOnce(env, port);
  return { driver, firstStartS: first.seconds, restartS: again.seconds, restMb: again.mb };
}

/** The figures on the embedded database, then on PostgreSQL when DATABASE_URL is set. */
export async function restFigures(): Promise<RestFigures[]> {
  await buildIfStale({ only: ['server'], log: () => undefined });
  const out: RestFigures[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'yb-rest-'));
  try {
    out.push(await measure('PGlite', { DATA_DIR: dir, DATABASE_URL: '' }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_rest_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema ${schema}`);
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      out.push(await measure('PostgreSQL', { DATABASE_URL: scoped.toString() }));
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  }
  return out;
}
