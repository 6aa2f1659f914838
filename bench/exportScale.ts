/**
 * Streamed exports at scale (docs/performance.md, Streamed exports): a million rows of 交易日志 exported
 * through the HTTP server as xlsx and as csv, each timed and the server process's RSS sampled, against
 * the targets (≤ 60 s, RSS growth ≤ 200 MB). The rows are seed:scale's (server/seed/scale.ts), made in
 * the embedded database of EXPORT_BENCH_DATA_DIR (laid out as the server's DATA_DIR, `pgdata/` in it,
 * so `DATA_DIR=… npm run serve` opens it too; default: a directory in the system's temp, kept for the
 * next run, which reuses the rows). The client is curl in its own process, so that only the
 * server's memory is measured. Standalone: `npx tsx bench/exportScale.ts`; `EXPORT_BENCH_ROWS` for
 * another count; also `BENCH_ONLY=export npm run bench`.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import { createPgliteDb, migrate } from '../server/db';
import { seedDemo } from '../server/seed';
import { SCALE_ORG, seedScale } from '../server/seed/scale';
import { createSession } from '../server/services/sessions';

const ROWS = Number(process.env.EXPORT_BENCH_ROWS ?? 1_000_000);
const DATA_DIR = process.env.EXPORT_BENCH_DATA_DIR ?? join(tmpdir(), `yibao-export-bench-${ROWS}`);
/**
 * The exports in order (`EXPORT_BENCH_FORMATS`, default `xlsx,csv,xlsx`): the first finds the database
 * cold and its worker's memory not yet grown, the third the same export warm.
 */
const FORMATS = (process.env.EXPORT_BENCH_FORMATS ?? 'xlsx,csv,xlsx')
  .split(',')
  .filter((f): f is 'xlsx' | 'csv' => f === 'xlsx' || f === 'csv');
/** The targets of docs/performance.md. */
export const EXPORT_TARGETS = { seconds: 60, rssGrowthMb: 200 } as const;

export interface ExportFigures {
  format: 'xlsx' | 'csv';
  rows: number;
  announced: number;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakGrowthMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** curl in its own process: the answer's size, its X-Total-Rows and the time to its last byte. */
function download(url: string, token: string, body: string) {
  return new Promise<{ bytes: number; announced: number; seconds: number }>((resolve, reject) => {
    const curl = spawn('curl', [
      ...['-sS', '-o', '/dev/null', '-D', '-', '-X', 'POST', url],
      ...['-H', `authorization: Bearer ${token}`, '-H', 'content-type: application/json', '--data', body],
      ...['-w', 'BYTES=%{size_download} SECONDS=%{time_total}\n'],
    ]);
    let out = '';
    curl.stdout.on('data', (c: Buffer) => (out += c.toString()));
    curl.stderr.on('data', (c: Buffer) => process.stderr.write(c));
    curl.on('error', reject);
    curl.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl exited ${code}`));
      const announced = Number(/x-total-rows:\s*(\d+)/i.exec(out)?.[1] ?? NaN);
      const bytes = Number(/BYTES=(\d+)/.exec(out)?.[1] ?? NaN);
      const seconds = Number(/SECONDS=([\d.]+)/.exec(out)?.[1] ?? NaN);
      resolve({ bytes, announced, seconds });
    });
  });
}

/** Seeds (or reuses) the rows, then exports them once as each format. */
export async function runExportBench(log: (line: string) => void = console.log): Promise<ExportFigures[]> {
  log(`export: ${ROWS.toLocaleString('en')} rows of 交易日志 in ${DATA_DIR}`);
  const db = await createPgliteDb(join(DATA_DIR, 'pgdata'));
  try {
    await migrate(db);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from deal_log where fixmedins_code = $1',
      [SCALE_ORG],
    );
    if ((rows[0]?.n ?? 0) < ROWS) {
      const started = Date.now();
      await seedDemo(db, { scryptN: 2 ** 10 });
      let shown = 0;
      await seedScale(
        db,
        { users: 0, dealLog: ROWS, settlements: 0, sec: 0, tickets: 0 },
        1,
        (what, done, total) => {
          if (done - shown >= 200_000 || done === total) {
            shown = done;
            log(`  seeding ${what} ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
          }
        },
        2 ** 10,
      );
      await db.exec('vacuum analyze deal_log');
      log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const app = await buildApp({ db, logger: false, production: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/commondeal/deal-log/export`;
    const [user] = (
      await db.query<{ user_id: number }>('select user_id from users where username = $1', [SCALE_ORG])
    ).rows;
    const token = await createSession(db, user!.user_id, 120);
    const figures: ExportFigures[] = [];
    try {
      for (const format of FORMATS) {
        global.gc?.();
        const before = process.memoryUsage().rss;
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
        const body = JSON.stringify({ beginTime: '2026-09-01', endTime: '2026-10-31', format });
        const got = await download(url, token, body).finally(() => clearInterval(sampler));
        const f: ExportFigures = {
          format,
          rows: ROWS,
          announced: got.announced,
          bytes: got.bytes,
          seconds: got.seconds,
          rssBeforeMb: mb(before),
          rssPeakGrowthMb: mb(peak - before),
        };
        figures.push(f);
        log(
          `  ${format}: ${f.seconds.toFixed(1)} s (target ≤ ${EXPORT_TARGETS.seconds} s), ` +
            `${mb(f.bytes).toFixed(1)} MB, X-Total-Rows ${f.announced.toLocaleString('en')}, ` +
            `RSS ${f.rssBeforeMb.toFixed(0)} MB + peak ${f.rssPeakGrowthMb.toFixed(0)} MB ` +
            `(target ≤ ${EXPORT_TARGETS.rssGrowthMb} MB)`,
        );
      }
    } finally {
      await app.close();
    }
    return figures;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runExportBench().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
