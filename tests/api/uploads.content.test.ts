/**
 * The limits of an uploaded file's content (docs/server.md, Limits of uploaded files), so that no upload
 * exhausts the memory, the disk or the event loop: a csv's line and field are bounded (结算明细导入); an
 * xlsx's parts, once unpacked, and its shared strings are bounded before exceljs reads it, whatever sizes
 * its zip declares (明细导入, excel-upd, 安全码导入), and exceljs writes no temporary file; a screens import
 * stops inflating an entry at its limit, yielding to the event loop, and refuses a symbolic link; so does
 * the reading of a file uploaded through 9101 (3202 对明细账). Every
 * bad file is refused with a Chinese message, the server's memory grows by less than 200 MB and
 * `/healthz` answers at once while it is refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_COLUMNS } from '../../server/reconciliation/detailExcel';
import { refused, run, signIn, today } from './dealsHelpers';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { sharedStrings, withPart, xlsxParts, zeros, zipParts, type Part } from './zipParts';

const R = '/commondeal/reconciliation';
const MB = 1024 * 1024;
/**
 * How the server is held to answer `/healthz` while a bad file is refused (docs/server.md): the blocking
 * guarded against lasted seconds (6 s for one entry, 27 s for four), with no `/healthz` answered until the
 * file was done. So no answer may be slower than HEALTHZ_MS, or three times the slowest answer of the
 * same process idle just before when the machine is so busy that even an idle server answers slower (a
 * CI run beside the PostgreSQL pass).
 */
const HEALTHZ_MS = 1000;
const HEADER = DETAIL_COLUMNS.map((c) => c.title);
const GOOD_ROW = ['S00000001', 'M1', '21010000000000000101', '10.01', '5.02', '1.03', '0'];
const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });
let base: string;
beforeAll(async () => {
  await signIn(h, hospital);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  // The client's first request loads it and opens the connection: not the server's time.
  await (await fetch(`${base}/healthz`)).text();
}, BOOT_TIMEOUT);

/** Posts one file as the console does (multipart field `file`): the status and the body. */
async function post(url: string, data: Uint8Array | string, name: string, token: string) {
  const fd = new FormData();
  fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  const res = await h.app.inject({
    method: 'POST',
    url,
    payload: fd,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.body };
}

/** The last NDJSON line of a streamed detail import: its answer. */
async function detailImport(data: Uint8Array | string, name: string) {
  const { body } = await post(`${R}/detail-rec/import`, data, name, hospital);
  return JSON.parse(body.trim().split('\n').at(-1)!) as { code: number; message: string };
}

const staged = async () =>
  (await h.rows<{ n: number }>('select count(*)::int as n from detail_import_rows'))[0]!.n;

/** Asks `/healthz` every 10 ms until `done()`: the slowest answer. */
async function probeHealthz(done: () => boolean): Promise<number> {
  let slowest = 0;
  while (!done()) {
    const t = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.text();
    slowest = Math.max(slowest, performance.now() - t);
    await new Promise((r) => setTimeout(r, 10));
  }
  return slowest;
}

/**
 * Runs `work` while asking `/healthz` over the network every 10 ms: its answer, the slowest `/healthz`,
 * the limit it is held to (HEALTHZ_MS, or three times the slowest of half a second idle before) and the
 * growth of the resident memory (sampled every 10 ms) over the process's at the start.
 */
async function watched<T>(
  work: () => Promise<T>,
): Promise<{ result: T; slowest: number; limit: number; grewMb: number }> {
  const idleUntil = performance.now() + 500;
  const idle = await probeHealthz(() => performance.now() > idleUntil);
  const limit = Math.max(HEALTHZ_MS, 3 * idle);
  const start = process.memoryUsage().rss;
  let peak = start;
  let done = false;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const probe = probeHealthz(() => done);
  try {
    const result = await work();
    done = true;
    return { result, slowest: await probe, limit, grewMb: (peak - start) / MB };
  } finally {
    done = true;
    clearInterval(sampler);
    await probe;
  }
}

/** The temporary files of this process (exceljs' streaming reader names them tmp-<pid>-…). */
const tempFiles = () => readdirSync(tmpdir()).filter((f) => f.startsWith(`tmp-${process.pid}-`));

/** A detail template with one good row, its parts changed by `change`. */
async function detailXlsx(change: (parts: Part[]) => Part[] = (p) => p): Promise<Buffer> {
  return zipParts(change(await xlsxParts('结算明细', [HEADER, GOOD_ROW])));
}

describe('结算明细导入 (csv): a line and a field are bounded', () => {
  it('a field longer than 1,000 characters is refused with its line number, quickly, nothing staged', async () => {
    const csv = `${HEADER.join(',')}\n${'9'.repeat(8 * MB)},M1,P1,1,1,1,0\n`;
    const t = performance.now();
    expect(await detailImport(csv, '明细.csv')).toEqual({
      code: 1,
      message: '第2行有字段超过1000个字符：请使用下载的模板填写',
    });
    expect(performance.now() - t).toBeLessThan(5000);
    expect(await staged()).toBe(0);
  });

  it('a line longer than 10,000 characters is refused, a quoted field counted across its line breaks', async () => {
    const wide = `${HEADER.join(',')}\n${GOOD_ROW.join(',')}\n${Array(12).fill('x'.repeat(900)).join(',')}\n`;
    expect(await detailImport(wide, '明细.csv')).toEqual({
      code: 1,
      message: '第3行超过10000个字符：请使用下载的模板填写',
    });
    const quoted = `${HEADER.join(',')}\n"${'a\n'.repeat(600)}",M1,P1,1,1,1,0\n`;
    expect((await detailImport(quoted, '明细.csv')).message).toBe(
      '第2行有字段超过1000个字符：请使用下载的模板填写',
    );
  });
});

describe('xlsx: the unpacked parts and the shared strings are bounded before exceljs reads them', () => {
  it('结算明细导入: a shared-strings table of 96 MB declared as 100 B is refused at 64 MB, the server answering /healthz', async () => {
    const table = sharedStrings(Buffer.alloc(96 * MB, 'a'), '<si><t>', '</t></si>');
    const file = await detailXlsx((p) =>
      withPart(p, { name: 'xl/sharedStrings.xml', data: table, declared: 100 }),
    );
    expect(file.length).toBeLessThan(MB);
    const { result, slowest, limit, grewMb } = await watched(() => detailImport(file, '明细.xlsx'));
    expect(result).toEqual({ code: 400, message: 'xlsx文件中的共享字符串表解压后超过64 MB的上限' });
    expect(slowest).toBeLessThan(limit);
    expect(grewMb).toBeLessThan(200);
    expect(await staged()).toBe(0);
  });

  it('结算明细导入: more than 1,000,000 shared strings are refused', async () => {
    const table = sharedStrings(Buffer.alloc(17 * 1_000_001, '<si><t>1</t></si>'));
    const file = await detailXlsx((p) => withPart(p, { name: 'xl/sharedStrings.xml', data: table }));
    expect(await detailImport(file, '明细.xlsx')).toEqual({
      code: 400,
      message: 'xlsx文件中的共享字符串超过1000000条的上限',
    });
  });

  it('明细 excel-upd: a worksheet of 64 MB of zeros declared as 100 B is refused (400) at 16 MB', async () => {
    const file = await detailXlsx((p) =>
      withPart(p, { name: 'xl/worksheets/sheet1.xml', deflated: zeros(64 * MB), declared: 100 }),
    );
    const res = await post(`${R}/detail-rec/excel-upd`, file, '明细.xlsx', hospital);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 400,
      message: 'xlsx文件中的xl/worksheets/sheet1.xml解压后超过16 MB的上限',
    });
  });

  it('明细 excel-upd: more than 100,000 shared strings are refused (400)', async () => {
    const table = sharedStrings(Buffer.alloc(17 * 100_001, '<si><t>1</t></si>'));
    const file = await detailXlsx((p) => withPart(p, { name: 'xl/sharedStrings.xml', data: table }));
    const res = await post(`${R}/detail-rec/excel-upd`, file, '明细.xlsx', hospital);
    expect([res.status, JSON.parse(res.body).message]).toEqual([
      400,
      'xlsx文件中的共享字符串超过100000条的上限',
    ]);
  });

  it('安全码导入: a shared-strings table over 8 MB, as declared, is refused (400) before it is read', async () => {
    const parts = await xlsxParts('安全管理码', [
      ['机构编码', '机构名称', '开发商编码', '开发商名称', '安全管理码', '状态', '有效期'],
    ]);
    const table = sharedStrings(Buffer.alloc(9 * MB, 'b'), '<si><t>', '</t></si>');
    const file = zipParts(withPart(parts, { name: 'xl/sharedStrings.xml', data: table }));
    const res = await post('/commondeal/sec/upload', file, 'codes.xlsx', admin);
    expect([res.status, JSON.parse(res.body).message]).toEqual([
      400,
      'xlsx文件中的共享字符串表解压后超过8 MB的上限',
    ]);
  });
});

describe('xlsx: exceljs leaves no temporary file', () => {
  it('a worksheet before the shared strings imports without one; a broken one leaves none either', async () => {
    const before = tempFiles();
    const good = await detailXlsx();
    const answer = await detailImport(good, '明细.xlsx');
    expect(answer).toMatchObject({ code: 0, message: '导入成功' });
    const broken = await detailXlsx((p) =>
      withPart(p, {
        name: 'xl/worksheets/sheet1.xml',
        data: '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c <<',
      }),
    );
    expect(await detailImport(broken, '明细.xlsx')).toEqual({
      code: 1,
      message: '文件无法读取：请使用下载的模板填写（xlsx，或另存为UTF-8编码的csv）',
    });
    expect(tempFiles()).toEqual(before);
  });
});

describe('界面导入: entries inflate only up to their limit; a symbolic link is refused', () => {
  it('four entries of 64 MB of zeros declared as 100 B: each refused at 200 kB, /healthz answering throughout', async () => {
    const bomb = zipParts(
      [1, 2, 3, 4].map((i) => ({ name: `bomb${i}.screen.json`, deflated: zeros(64 * MB), declared: 100 })),
    );
    const { result, slowest, limit, grewMb } = await watched(() =>
      post('/commondeal/screens/studio/import', bomb, 'screens.zip', admin),
    );
    expect(result.status).toBe(400);
    expect((JSON.parse(result.body) as { data: { problems: unknown[] } }).data.problems).toEqual(
      [1, 2, 3, 4].map((i) => ({
        file: `bomb${i}.screen.json`,
        path: '',
        message: '文件超过 200 kB 的上限',
      })),
    );
    expect(slowest).toBeLessThan(limit);
    expect(grewMb).toBeLessThan(200);
  });

  it('an entry marked as a symbolic link (unix mode S_IFLNK) is refused, named, and nothing is published', async () => {
    const doc = JSON.parse(readFileSync('screens/forbidden.screen.json', 'utf8')) as object;
    const text = JSON.stringify({ ...doc, title: '链接' });
    const zip = zipParts([{ name: 'forbidden.screen.json', data: text, mode: 0o120777 }]);
    const res = await post('/commondeal/screens/studio/import', zip, 'screens.zip', admin);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body) as { message: string; data: { problems: unknown[] } };
    expect(body.data.problems).toEqual([
      { file: 'forbidden.screen.json', path: '', message: '压缩包中的符号链接不受支持：只接受普通文件' },
    ]);
    expect(body.message).toBe(
      '导入被拒绝：1 个文件有问题，没有写入任何版本（forbidden.screen.json：压缩包中的符号链接不受支持：只接受普通文件）',
    );
  });
});

describe('9101 → 3202: the uploaded detail file inflates only up to 64 MB', () => {
  const H = 'H21010200001';
  /** Uploads `zip` through 9101 and asks 3202 to reconcile it (an empty statement): 3202's answer. */
  async function reconcile(zip: Uint8Array) {
    const fsUploadIn = { in: Buffer.from(zip).toString('base64'), filename: 'detail.zip', fixmedins_code: H };
    const up = await run(h, hospital, '9101', { fsUploadIn });
    const data = {
      ...{ setl_optins: '210100', file_qury_no: (up.data as { file_qury_no: string }).file_qury_no },
      ...{ stmt_begndate: today(-70), stmt_enddate: today() },
      ...{ medfee_sumamt: '0.00', fund_pay_sumamt: '0.00', cash_payamt: '0.00', fixmedins_setl_cnt: '1' },
    };
    return refused(h, hospital, '3202', { data });
  }

  it('128 MB of zeros declared as 100 B is refused with 明细文件解压后超过 64 MB 的上限, /healthz answering', async () => {
    const bomb = zipParts([{ name: 'detail.txt', deflated: zeros(128 * MB), declared: 100 }]);
    const { result, slowest, limit, grewMb } = await watched(() => reconcile(bomb));
    expect(result).toBe('明细文件解压后超过 64 MB 的上限');
    expect(slowest).toBeLessThan(limit);
    expect(grewMb).toBeLessThan(200);
  });

  it('a declared size over 64 MB is refused before inflating; a symbolic link is a file that cannot be read', async () => {
    const declared = zipParts([{ name: 'detail.txt', data: 'x', declared: 65 * MB }]);
    expect(await reconcile(declared)).toBe('明细文件解压后超过 64 MB 的上限');
    const link = zipParts([{ name: 'detail.txt', data: '/etc/passwd', mode: 0o120777 }]);
    expect(await reconcile(link)).toBe('明细文件无法读取');
  });

  it('a normal file is still read: its one row is counted against the statement', async () => {
    const row = ['S1', 'M1', 'P1', '10.00', '5.00', '1.00', '0'].join('\t');
    expect(await reconcile(zipParts([{ name: 'detail.txt', data: `${row}\n${row}` }]))).toBe(
      '明细文件的结算笔数与定点医药机构结算笔数不符',
    );
  });
});
