/**
 * The streamed detail import of 结算明细对账 (docs/operations.md, 结算明细导入): a csv or an xlsx read as it
 * arrives, answered in NDJSON (progress lines, then the answer), its rows staged on the server by import
 * id and institution; 上传对账信息 sends them through 9101 by that id; bad rows are listed by row and
 * column (the first 100, then how many more) with nothing staged; another institution's id is refused; a
 * cancelled upload leaves nothing.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstText } from '../../server/deals/files';
import { DETAIL_COLUMNS } from '../../server/reconciliation/detailExcel';
import { findReconBatch } from '../../server/repositories/reconBatches';
import { signIn } from './dealsHelpers';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

const R = '/commondeal/reconciliation';
const HOSPITAL = 'H21010200001';
const PHARMACY = 'P21010200002';
const tokens = new Map<string, string>();
const HEADER = DETAIL_COLUMNS.map((c) => c.title);

let port: number;
const { h } = await fileHarness();
beforeAll(async () => {
  for (const u of [HOSPITAL, PHARMACY]) tokens.set(u, await h.tokenOf(u));
  await signIn(h, tokens.get(HOSPITAL)!);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
}, BOOT_TIMEOUT);

/** `n` good rows: amounts 10.01, 5.02 and 1.03 each. */
const goodRows = (n: number, prefix = 'S'): unknown[][] =>
  Array.from({ length: n }, (_, i) => [
    `${prefix}${String(i).padStart(8, '0')}`,
    `M${i}`,
    `2101${String(i).padStart(16, '0')}`,
    '10.01',
    '5.02',
    '1.03',
    i % 2 ? '1' : '0',
  ]);

const csvOf = (rows: unknown[][], bom = false) =>
  Buffer.from((bom ? '\ufeff' : '') + Papa.unparse([HEADER, ...rows]), 'utf8');

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('结算明细');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface Line {
  read?: number;
  checked?: number;
  code?: number;
  message?: string;
  data?: {
    importId: string;
    fixmedins_setl_cnt: number;
    medfee_sumamt: number;
    fund_pay_sumamt: number;
    acct_pay: number;
    preview: Record<string, unknown>[];
  };
}

/** Imports a file; answers the NDJSON lines of the answer, the last one being the answer itself. */
async function importFile(data: Buffer, name: string, as = HOSPITAL): Promise<Line[]> {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await h.app.inject({
    method: 'POST',
    url: `${R}/detail-rec/import`,
    payload: fd,
    headers: { authorization: `Bearer ${tokens.get(as)}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/x-ndjson');
  return res.body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
}

const staged = async (importId?: string) =>
  (
    await h.rows<{ n: number }>(
      importId
        ? 'select count(*)::int as n from detail_import_rows where import_id = $1'
        : 'select count(*)::int as n from detail_import_rows',
      importId ? [importId] : [],
    )
  )[0]!.n;
const imports = async () =>
  (await h.rows<{ n: number }>('select count(*)::int as n from detail_imports'))[0]!.n;

describe('detail-rec/import: good files are staged and summarised', () => {
  it('a csv (with a BOM) of 2,500 rows: progress lines, then the id, the count, the totals and 100 rows of preview', async () => {
    const lines = await importFile(csvOf(goodRows(2500), true), '明细.csv');
    const answer = lines.at(-1)!;
    expect(answer.code).toBe(0);
    expect(lines.slice(0, -1)).toEqual([
      { read: 1000, checked: 1000 },
      { read: 2000, checked: 2000 },
      { read: 2500, checked: 2500 },
    ]);
    expect(answer.data).toMatchObject({
      fixmedins_setl_cnt: 2500,
      medfee_sumamt: 25025,
      fund_pay_sumamt: 12550,
      acct_pay: 2575,
    });
    expect(answer.data!.preview).toHaveLength(100);
    expect(answer.data!.preview[1]).toEqual({
      setl_id: 'S00000001',
      mdtrt_id: 'M1',
      psn_no: '21010000000000000001',
      medfee_sumamt: 10.01,
      fund_pay_sumamt: 5.02,
      acct_pay: 1.03,
      refd_setl_flag: '1',
    });
    expect(await staged(answer.data!.importId)).toBe(2500);
  });

  it('an xlsx, and upd with its importId (plus a manual row) sends every row through 9101', async () => {
    const token = tokens.get(HOSPITAL)!;
    const [answer] = (await importFile(await xlsxOf(goodRows(1500, 'X')), '明细.xlsx')).slice(-1);
    expect(answer!.code).toBe(0);
    expect(answer!.data!.fixmedins_setl_cnt).toBe(1500);
    const manual = {
      setl_id: 'MANUAL1',
      mdtrt_id: 'MM',
      psn_no: 'PP',
      medfee_sumamt: 1,
      fund_pay_sumamt: 0,
      acct_pay: 0,
      refd_setl_flag: '0',
    };
    const up = await h.call<{
      fixmedins_setl_cnt: number;
      medfee_sumamt: number;
      file_qury_no: string;
      batchId: string;
    }>('POST', `${R}/detail-rec/upd`, { token, body: { importId: answer!.data!.importId, rows: [manual] } });
    expect(up.code).toBe(0);
    expect(up.data.fixmedins_setl_cnt).toBe(1501);
    expect(up.data.medfee_sumamt).toBe(15016);
    const [file] = await h.rows<{ content: Uint8Array }>(
      'select content from deal_files where file_qury_no = $1',
      [up.data.file_qury_no],
    );
    const sent = (await firstText(file!.content, (m) => {
      throw new Error(m);
    }))!.split('\n');
    expect(sent).toHaveLength(1501);
    expect(sent[0]).toBe('X00000000\tM0\t21010000000000000000\t10.01\t5.02\t1.03\t0');
    expect(sent.at(-1)).toMatch(/^MANUAL1\t/);
    // The batch 开始对账 reconciles has the same rows, the staged ones first.
    const batch = await findReconBatch(h.db, up.data.batchId, HOSPITAL);
    expect(batch!.rows).toHaveLength(1501);
    expect(batch!.rows.at(-1)).toEqual(manual);
    expect(batch!.rows[0]).toEqual({
      setl_id: 'X00000000',
      mdtrt_id: 'M0',
      psn_no: '21010000000000000000',
      medfee_sumamt: 10.01,
      fund_pay_sumamt: 5.02,
      acct_pay: 1.03,
      refd_setl_flag: '0',
    });
    // A manual row repeating an imported settlement is refused.
    const twice = await h.call('POST', `${R}/detail-rec/upd`, {
      token,
      body: { importId: answer!.data!.importId, rows: [{ ...manual, setl_id: 'X00000007' }] },
    });
    expect(twice.message).toBe('结算ID X00000007 重复');
  });
});

describe('detail-rec/import: refusals stage nothing', () => {
  it('bad rows are listed by row and column, the first 100 then the count of the rest; nothing staged', async () => {
    const before = await staged();
    const rows = goodRows(1800);
    for (let i = 0; i < 150; i++) rows[i * 10]![3] = 'abc';
    rows[5]![6] = '5';
    rows[7]![0] = rows[6]![0];
    const answer = (await importFile(csvOf(rows), '明细.csv')).at(-1)!;
    expect(answer.code).not.toBe(0);
    expect(answer.message).toContain('第2行第4列（医疗费总额）：须为不小于0、最多两位小数的金额');
    expect(answer.message).toContain('第7行第7列（退费结算标志）：须为0（否）或1（是）');
    expect(answer.message).toContain('第9行第1列（结算ID）：与第8行重复');
    expect(answer.message!.split('；')).toHaveLength(101);
    expect(answer.message).toMatch(/；……另有 52 处错误未列出$/);
    expect(await staged()).toBe(before);
  });

  it('an xlsx with a bad cell after the first staged batches: nothing left', async () => {
    const before = await staged();
    const rows = goodRows(2200, 'B');
    rows[2100]![1] = '';
    const answer = (await importFile(await xlsxOf(rows), '明细.xlsx')).at(-1)!;
    expect(answer.message).toBe('第2102行第2列（就诊ID）：不能为空');
    expect(await staged()).toBe(before);
  });

  it('a csv not in UTF-8, a wrong header and a file of another kind are refused in Chinese', async () => {
    // 结算 in GBK.
    const gbk = Buffer.from([0xbd, 0xe1, 0xcb, 0xe3, 0x2c, 0x0a]);
    expect((await importFile(gbk, '明细.csv')).at(-1)!.message).toContain('须为UTF-8编码');
    const header = Buffer.from('结算ID,人员编号\nS1,P1\n', 'utf8');
    expect((await importFile(header, '明细.csv')).at(-1)!.message).toBe(
      '第1行第2列应为「就诊ID」：请使用下载的模板',
    );
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    expect((await importFile(exe, '明细.csv')).at(-1)!.message).toBe(
      '只能上传xlsx或csv格式的文件（按文件内容识别）',
    );
  });
});

describe('detail-rec/upd with importId: the caller institution only', () => {
  it("another institution's importId is refused and nothing is sent", async () => {
    const answer = (await importFile(csvOf(goodRows(10, 'P')), '明细.csv')).at(-1)!;
    const before = (await h.rows<{ n: number }>('select count(*)::int as n from recon_batches'))[0]!.n;
    const other = await h.call('POST', `${R}/detail-rec/upd`, {
      token: tokens.get(PHARMACY),
      body: { importId: answer.data!.importId },
    });
    expect([other.status, other.message]).toEqual([403, '无权访问该功能']);
    const bad = await h.call('POST', `${R}/detail-rec/upd`, {
      token: tokens.get(HOSPITAL),
      body: { importId: 'not-an-id' },
    });
    expect(bad.message).toContain('导入编号格式不正确');
    expect((await h.rows<{ n: number }>('select count(*)::int as n from recon_batches'))[0]!.n).toBe(before);
  });

  it('imports older than a day are deleted by the next import, but one a batch still needs', async () => {
    const old = (await importFile(csvOf(goodRows(5, 'O')), '明细.csv')).at(-1)!.data!.importId;
    const sent = (await importFile(csvOf(goodRows(5, 'Q')), '明细.csv')).at(-1)!.data!.importId;
    const up = await h.call('POST', `${R}/detail-rec/upd`, {
      token: tokens.get(HOSPITAL),
      body: { importId: sent },
    });
    expect(up.code).toBe(0);
    await h.rows(
      `update detail_imports set created_at = now() - interval '25 hours' where import_id = any($1)`,
      [[old, sent]],
    );
    await importFile(csvOf(goodRows(5, 'N')), '明细.csv');
    expect(await staged(old)).toBe(0);
    expect(await staged(sent)).toBe(5);
    const gone = await h.call('POST', `${R}/detail-rec/upd`, {
      token: tokens.get(HOSPITAL),
      body: { importId: old },
    });
    expect(gone.message).toBe('导入的明细不存在或已过期，请重新导入');
  });
});

describe('detail-rec/import: a cancelled upload', () => {
  it('closing the request mid-upload stops the import and deletes what it had staged', async () => {
    const before = await imports();
    const boundary = 'cancel-boundary';
    const file = csvOf(goodRows(4000, 'C'));
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="明细.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `${R}/detail-rec/import`,
      headers: {
        authorization: `Bearer ${tokens.get(HOSPITAL)}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    req.on('error', () => undefined);
    const firstLine = new Promise<string>((resolve) =>
      req.on('response', (res) => res.once('data', (chunk: Buffer) => resolve(chunk.toString()))),
    );
    // Half the file: the server reads it, stages its first batches and says so.
    req.write(head);
    req.write(file.subarray(0, file.length / 2));
    expect(JSON.parse((await firstLine).split('\n')[0]!)).toEqual({ read: 1000, checked: 1000 });
    const cancelled = `select count(*)::int as n from detail_import_rows where setl_id like 'C%'`;
    expect((await h.rows<{ n: number }>(cancelled))[0]!.n).toBeGreaterThan(0);
    expect(await imports()).toBe(before + 1);
    req.destroy();
    for (let i = 0; i < 50 && (await imports()) > before; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await imports()).toBe(before);
    expect((await h.rows<{ n: number }>(cancelled))[0]!.n).toBe(0);
  });
});
