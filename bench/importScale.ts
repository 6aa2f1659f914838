/**
 * `tsx bench/importScale.ts`: a large hospital's month of 结算明细对账 (docs/performance.md, 结算明细导入).
 * Builds a 100,000-row template as xlsx and as csv, then for each, on a fresh embedded server, times the
 * whole journey — upload, the streamed parse and staging (NDJSON progress), 上传对账信息 by import id
 * through 9101 to the center simulator, the answer — and samples the process's resident memory (the
 * server, its PGlite worker and this client) against the targets: at most 20 s and 200 MB of growth.
 * Each file is imported in a process of its own. `IMPORT_ROWS=…` changes the row count.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { buildApp } from '../server/app';
import { createPgliteDb, migrate } from '../server/db';
import { DETAIL_COLUMNS } from '../server/reconciliation/detailExcel';
import { seedDemo } from '../server/seed';
import { createSession } from '../server/services/sessions';

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const HOSPITAL = 'H21010200001';
const TARGET_SECONDS = 20;
const TARGET_MB = 200;
const MB = 1024 * 1024;
const run = promisify(execFile);

/** Row `i` of the month: ids of a real hospital's lengths, amounts with cents. */
const row = (i: number) => [
  `4001${String(i).padStart(11, '0')}`,
  `3001${String(i).padStart(11, '0')}`,
  `2101${String(i).padStart(16, '0')}`,
  ((i % 5000) + 12.34).toFixed(2),
  ((i % 3000) + 5.5).toFixed(2),
  (i % 100).toFixed(2),
  i % 20 ? '0' : '1',
];

async function files(dir: string): Promise<{ csv: Buffer; xlsx: Buffer }> {
  const header = DETAIL_COLUMNS.map((c) => c.title);
  const rows = Array.from({ length: ROWS }, (_, i) => row(i));
  const csv = Buffer.from(Papa.unparse([header, ...rows]), 'utf8');
  const path = join(dir, 'month.xlsx');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const ws = wb.addWorksheet('结算明细');
  ws.addRow(header).commit();
  for (const r of rows) ws.addRow(r).commit();
  ws.commit();
  await wb.commit();
  return { csv, xlsx: await readFile(path) };
}

interface Figures {
  kind: string;
  mb: number;
  importSeconds: number;
  journeySeconds: number;
  rssGrowthMb: number;
  /** The growth by the end of the import (before 上传对账信息). */
  importRssMb: number;
  /** The growth of the JavaScript heap at its peak (the rest of the RSS: PGlite's memory, buffers, code). */
  heapGrowthMb: number;
  progressLines: number;
  rows: number;
}

async function journey(kind: 'xlsx' | 'csv', data: Buffer): Promise<Figures> {
  const dir = await mkdtemp(join(tmpdir(), 'yb-import-bench-'));
  const db = await createPgliteDb(join(dir, 'db'));
  await migrate(db);
  await seedDemo(db, { scryptN: 2 ** 10 });
  const app = await buildApp({ db, logger: false, production: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/commondeal`;
    const [user] = (
      await db.query<{ user_id: number }>('select user_id from users where username = $1', [HOSPITAL])
    ).rows;
    const token = await createSession(db, user!.user_id, 120);
    const auth = { authorization: `Bearer ${token}` };
    const signin = (await (await fetch(`${url}/signin`, { headers: auth })).json()) as { code: number };
    if (signin.code !== 0) throw new Error('签到失败');
    const form = () => {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(data)]), `month.${kind}`);
      return fd;
    };
    global.gc?.();
    let peak = process.memoryUsage().rss;
    const base = peak;
    const heapBase = process.memoryUsage().heapUsed;
    let heapPeak = heapBase;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed);
    }, 20);
    const start = performance.now();
    const res = await fetch(`${url}/reconciliation/detail-rec/import`, {
      method: 'POST',
      headers: auth,
      body: form(),
    });
    const lines = (await res.text()).trim().split('\n');
    const answer = JSON.parse(lines.at(-1)!) as { code: number; message: string; data: { importId: string } };
    if (answer.code !== 0) throw new Error(`导入失败：${answer.message}`);
    const imported = performance.now();
    const importPeak = Math.max(peak, process.memoryUsage().rss);
    const up = (await (
      await fetch(`${url}/reconciliation/detail-rec/upd`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ importId: answer.data.importId }),
      })
    ).json()) as { code: number; message: string; data: { fixmedins_setl_cnt: number } };
    if (up.code !== 0) throw new Error(`上传对账信息失败：${up.message}`);
    const done = performance.now();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      kind,
      mb: data.length / MB,
      importSeconds: (imported - start) / 1000,
      journeySeconds: (done - start) / 1000,
      rssGrowthMb: (peak - base) / MB,
      importRssMb: (importPeak - base) / MB,
      heapGrowthMb: (heapPeak - heapBase) / MB,
      progressLines: lines.length - 1,
      rows: up.data.fixmedins_setl_cnt,
    };
  } finally {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each journey runs in a process of its own (`IMPORT_FILE`), so the memory of one is not the other's. */
async function inChild(kind: 'xlsx' | 'csv', path: string): Promise<Figures> {
  const { stdout } = await run(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, IMPORT_FILE: path, IMPORT_KIND: kind },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
}

if (process.env.IMPORT_FILE) {
  const kind = process.env.IMPORT_KIND === 'csv' ? 'csv' : 'xlsx';
  console.log(JSON.stringify(await journey(kind, await readFile(process.env.IMPORT_FILE))));
} else {
  const dir = await mkdtemp(join(tmpdir(), 'yb-import-files-'));
  console.log(`构造 ${ROWS.toLocaleString('en')} 行的 xlsx 与 csv…`);
  const built = await files(dir);
  const results: Figures[] = [];
  for (const kind of ['xlsx', 'csv'] as const) {
    console.log(`导入 ${kind}…`);
    const path = join(dir, `month-sent.${kind}`);
    await writeFile(path, built[kind]);
    results.push(await inChild(kind, path));
  }
  await rm(dir, { recursive: true, force: true });
  console.log(
    `\n| file | size | rows sent (9101) | upload + parse + stage | whole journey (≤ ${TARGET_SECONDS} s) | RSS growth (≤ ${TARGET_MB} MB) | progress lines |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const f of results) {
    const ok = (good: boolean) => (good ? '' : ' **over**');
    console.log(
      `| ${f.kind} | ${f.mb.toFixed(1)} MB | ${f.rows.toLocaleString('en')} | ${f.importSeconds.toFixed(1)} s | ` +
        `${f.journeySeconds.toFixed(1)} s${ok(f.journeySeconds <= TARGET_SECONDS)} | ` +
        `${f.rssGrowthMb.toFixed(0)} MB${ok(f.rssGrowthMb <= TARGET_MB)} (import ${f.importRssMb.toFixed(0)} MB; JS heap ${f.heapGrowthMb.toFixed(0)} MB) | ${f.progressLines} |`,
    );
  }
  if (results.some((f) => f.journeySeconds > TARGET_SECONDS || f.rssGrowthMb > TARGET_MB))
    process.exitCode = 1;
}
