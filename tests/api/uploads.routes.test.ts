/**
 * Every upload route (docs/server.md, Uploads): a file over the route's limit is refused with 文件超过 N MB
 * (N its own limit) and nothing is staged or written — never a part of the file taken for the whole —
 * and a malformed multipart body (another boundary than the header's, cut before its closing boundary,
 * no boundary) is 400 请求格式不正确, never a 500. The streamed detail import answers NDJSON once the file
 * has begun: a refusal found after that is its last line, with code 400.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_COLUMNS } from '../../server/reconciliation/detailExcel';
import { signIn } from './dealsHelpers';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { malformedUploads, multipartBody, multipartHeaders, type RawMultipart } from './multipartBodies';

const C = '/commondeal';
const MB = 1024 * 1024;
const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });
let port: number;
beforeAll(async () => {
  await signIn(h, hospital);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
}, BOOT_TIMEOUT);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SCREEN = readFileSync('screens/forbidden.screen.json');

/** `n` good detail rows as the template has them. */
const detailRows = (n: number): string[][] =>
  Array.from({ length: n }, (_, i) => [
    `U${String(i).padStart(8, '0')}`,
    `M${i}`,
    `2101${String(i).padStart(16, '0')}`,
    '10.01',
    '5.02',
    '1.03',
    '0',
  ]);
const detailCsv = (n: number) =>
  Papa.unparse([DETAIL_COLUMNS.map((c) => c.title), ...detailRows(n)], { newline: '\n' });

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface UploadRoute {
  name: string;
  url: string;
  token: () => string;
  /** The route's limit in MB, as its refusal says it. */
  limitMb: number;
  /** A file the route takes (for the malformed bodies). */
  good: () => Promise<[string, Buffer]>;
  /** Whether it answers NDJSON (the streamed detail import). */
  ndjson?: boolean;
}

const ROUTES: UploadRoute[] = [
  {
    name: '结算明细 excel-upd',
    url: `${C}/reconciliation/detail-rec/excel-upd`,
    token: () => hospital,
    limitMb: 5,
    good: async () => ['明细.xlsx', await xlsxOf([DETAIL_COLUMNS.map((c) => c.title), ...detailRows(20)])],
  },
  {
    name: '结算明细 import (streamed)',
    url: `${C}/reconciliation/detail-rec/import`,
    token: () => hospital,
    limitMb: 32,
    good: async () => ['明细.csv', Buffer.from(detailCsv(3000))],
    ndjson: true,
  },
  {
    name: '安全码 upload',
    url: `${C}/sec/upload`,
    token: () => admin,
    limitMb: 2,
    good: async () => ['安全码.xlsx', await xlsxOf([['机构编码', '机构名称']])],
  },
  {
    name: '服务单 attachment',
    url: `${C}/order/attachment`,
    token: () => hospital,
    limitMb: 1,
    good: async () => ['a.png', PNG],
  },
  {
    name: '界面工作台 import',
    url: `${C}/screens/studio/import`,
    token: () => admin,
    limitMb: 5,
    good: async () => ['forbidden.screen.json', SCREEN],
  },
];

/** The rows every upload route could stage or write. */
const written = async () =>
  (
    await h.rows<Record<string, number>>(
      `select (select count(*)::int from detail_imports) as imports,
              (select count(*)::int from detail_import_rows) as staged,
              (select count(*)::int from order_attachments) as attachments,
              (select count(*)::int from sec_codes) as sec_codes,
              (select count(*)::int from screen_versions) as versions,
              (select count(*)::int from screen_events) as events`,
    )
  )[0]!;

interface Answer {
  status: number;
  code?: number;
  message?: string;
  /** The NDJSON lines before the answer (progress). */
  progress: unknown[];
}

async function send(route: UploadRoute, raw: RawMultipart): Promise<Answer> {
  const res = await h.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...raw.headers, authorization: `Bearer ${route.token()}` },
    payload: raw.payload,
  });
  if (String(res.headers['content-type']).includes('ndjson')) {
    const lines = res.body
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { code?: number; message?: string });
    const last = lines.at(-1)!;
    return { status: res.statusCode, code: last.code, message: last.message, progress: lines.slice(0, -1) };
  }
  const json = res.json<{ code: number; message: string }>();
  return { status: res.statusCode, code: json.code, message: json.message, progress: [] };
}

const upload = (route: UploadRoute, name: string, data: Buffer | string): RawMultipart => ({
  name,
  headers: multipartHeaders(),
  payload: multipartBody(name, data),
});

describe('a file over its route’s limit is refused with 文件超过 N MB, and nothing is staged or written', () => {
  for (const route of ROUTES.filter((r) => !r.ndjson)) {
    it(`${route.name}: ${route.limitMb} MB and one byte → 文件超过 ${route.limitMb} MB`, async () => {
      const before = await written();
      const [name] = await route.good();
      const answer = await send(route, upload(route, name, Buffer.alloc(route.limitMb * MB + 1, 0x20)));
      expect([answer.status, answer.code, answer.message]).toEqual([
        400,
        400,
        `文件超过 ${route.limitMb} MB`,
      ]);
      expect(await written()).toEqual(before);
    });
  }

  it('结算明细 import (streamed): a csv of good rows over 32 MB is refused as its last NDJSON line, none of its rows staged', async () => {
    const route = ROUTES.find((r) => r.ndjson)!;
    // 1,000 good rows, then blank lines (skipped as blank rows) to 33 MB: taken in part, it would be a success.
    const blankLine = `${' '.repeat(255)}\n`;
    const head = `${detailCsv(1000)}\n`;
    const csv = head + blankLine.repeat(Math.ceil((33 * MB - head.length) / blankLine.length));
    const before = await written();
    const answer = await send(route, upload(route, '明细.csv', csv));
    expect([answer.status, answer.code, answer.message]).toEqual([200, 400, '文件超过 32 MB']);
    expect(await written()).toEqual(before);
  }, 120_000);
});

/**
 * Posts `head`, `chunks` of `chunk` and `tail` over HTTP as a browser does (Content-Length, each write
 * waiting for the socket); answers the status, the body and whether every byte was sent.
 */
async function postOverHttp(
  route: UploadRoute,
  parts: { head: Buffer; chunk: Buffer; chunks: number; tail: Buffer },
) {
  const length = parts.head.length + parts.chunk.length * parts.chunks + parts.tail.length;
  let sent = false;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        method: 'POST',
        path: route.url,
        headers: {
          ...multipartHeaders(),
          'content-length': length,
          authorization: `Bearer ${route.token()}`,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    void (async () => {
      req.write(parts.head);
      for (let i = 0; i < parts.chunks; i++)
        if (!req.write(parts.chunk)) await new Promise((r) => req.once('drain', r));
      req.end(parts.tail, () => (sent = true));
    })();
  });
  const { status, body } = await answer;
  return { status, body, sent };
}

describe('over HTTP, the refusal of a file over its limit arrives, and the upload is read to its end', () => {
  const [head, tail] = multipartBody('明细.csv', '\u0000').toString('latin1').split('\u0000') as [
    string,
    string,
  ];
  const parts = (first: string, chunk: string, chunks: number) => ({
    head: Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(first)]),
    chunk: Buffer.from(chunk),
    chunks,
    tail: Buffer.from(tail, 'latin1'),
  });

  it('结算明细 import (streamed): 40 MB of csv → its last line 文件超过 32 MB, every byte sent', async () => {
    const route = ROUTES.find((r) => r.ndjson)!;
    const blank = `${' '.repeat(255)}\n`.repeat(4096);
    const before = await written();
    const res = await postOverHttp(route, parts(`${detailCsv(1000)}\n`, blank, 40));
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!) as { code: number; message: string };
    expect([res.status, last.code, last.message, res.sent]).toEqual([200, 400, '文件超过 32 MB', true]);
    expect(await written()).toEqual(before);
  }, 60_000);

  it('服务单 attachment: 8 MB of text → 400 文件超过 1 MB, every byte sent', async () => {
    const route = ROUTES.find((r) => r.url.endsWith('/attachment'))!;
    const before = await written();
    const res = await postOverHttp(route, parts('说明', 'a'.repeat(MB), 8));
    expect([res.status, JSON.parse(res.body).message, res.sent]).toEqual([400, '文件超过 1 MB', true]);
    expect(await written()).toEqual(before);
  }, 60_000);
});

describe('a malformed multipart body is 400 请求格式不正确 on every upload route, and nothing is staged', () => {
  const CASES = malformedUploads('x', '').map((c) => c.name);
  for (const route of ROUTES)
    for (const [i, name] of CASES.entries()) {
      // The streamed import has begun its NDJSON answer once the file begins: a body cut inside the file
      // is refused as its last line; before the file, the answer is a plain 400.
      const status = route.ndjson && name.includes('cut') ? 200 : 400;
      it(`${route.name}: ${name} → ${status}, code 400 请求格式不正确`, async () => {
        const [file, data] = await route.good();
        const before = await written();
        const answer = await send(route, malformedUploads(file, data)[i]!);
        expect([answer.status, answer.code, answer.message]).toEqual([status, 400, '请求格式不正确']);
        expect(await written()).toEqual(before);
      });
    }
});
