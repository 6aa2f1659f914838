/**
 * Streamed exports (docs/performance.md, Streamed exports): 交易日志 (xlsx, csv), 安全码申请 (xlsx, no
 * row cap) and the differences of a reconciliation (xlsx, csv) are read in keyset batches and written as
 * they come. Each holds exactly the filtered rows in the list's order, never another institution's; the
 * csv is UTF-8 with BOM, quoted per RFC 4180 and guarded against formulas; a client that goes away stops
 * the reads; no row answers the JSON refusal the console shows.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { csvField } from '../../server/services/exportStream';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

const C = '/commondeal';
const HOSPITAL = 'H21010200001';
const PHARMACY = 'P21010200002';
/** Small batches, so that a few thousand rows cross many batch boundaries. */
const BATCH = 100;
const { h, admin, hospital, pharmacy } = await fileHarness(
  { admin: 'admin', hospital: HOSPITAL, pharmacy: PHARMACY },
  { config: { exportBatchRows: BATCH } },
);

const DAY = (offset: number) =>
  new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const FILTER = { beginTime: DAY(-1), endTime: DAY(0), msgid: 'X' };
let hospitalLog = 0;
let pharmacyLog = 0;
let emptyLog = 0;

beforeAll(async () => {
  // 4,500 rows, a third the pharmacy's; three rows share each second (the id breaks the tie); operators
  // chosen to need quoting, a formula guard, or neither.
  await h.db.query(
    `insert into deal_log (msgid, infno, fixmedins_code, opter, inf_time, request, infcode, inf_refmsgid,
                           refmsg_time, respond_time, err_msg)
     select 'X' || lpad(g::text, 20, '0'), '2207', case when g % 3 = 0 then $1 else $2 end,
            (array['=cmd|calc', '张,三', 'say "hi"', '+86', '@sum', 'op' || g])[1 + (g / 3) % 6],
            now() - interval '1 hour' - (g / 3) * interval '1 second', '{}', case when g % 7 = 0 then 1 else 0 end,
            'R' || g, '20260101000000000', '20260101000000000',
            case when g % 7 = 0 then '-错误' || chr(10) || '第二行' end
       from generate_series(1, 4500) g`,
    [PHARMACY, HOSPITAL],
  );
  const log = async (org: string) =>
    (
      await h.rows<{ id: number }>(
        `insert into recon_logs (fixmedins_code, compare_status, clr_type, setl_optins, stmt_begndate, stmt_enddate,
                                 file_qury_no, fixmedins_setl_cnt, medfee_sumamt, fund_pay_sumamt, acct_pay,
                                 cash_payamt, created_by)
         values ($1, '02', '11', '210100', current_date, current_date, 'F1', 0, 0, 0, 0, 0, 'test')
         returning id::int as id`,
        [org],
      )
    )[0]!.id;
  [hospitalLog, pharmacyLog, emptyLog] = [await log(HOSPITAL), await log(PHARMACY), await log(HOSPITAL)];
  for (const [id, org] of [
    [hospitalLog, HOSPITAL],
    [pharmacyLog, PHARMACY],
  ] as const)
    await h.db.query(
      `insert into recon_differences (log_id, fixmedins_code, setl_id, mdtrt_id, psn_no, stmt_rslt, center_medfee)
       select $1, $2, 'S' || g, 'M' || g, '=P' || g, (1 + g % 3)::text, g * 1.5 from generate_series(1, 1234) g`,
      [id, org],
    );
}, BOOT_TIMEOUT);

/** The export's answer as raw bytes. */
async function exportOf(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  const res = await h.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return res;
}

async function sheetRows(data: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const out: string[][] = [];
  ws.eachRow((row) => out.push((row.values as ExcelJS.CellValue[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

function csvRows(data: Buffer): string[][] {
  const text = data.toString('utf8');
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

/** The msgids of an institution's test rows in the list's order (time desc, id desc). */
const expectedMsgids = async (org: string) =>
  (
    await h.rows<{ msgid: string }>(
      `select msgid from deal_log where fixmedins_code = $1 and msgid like 'X%' order by inf_time desc, id desc`,
      [org],
    )
  ).map((r) => r.msgid);

describe('POST /commondeal/deal-log/export', () => {
  it('xlsx: opens in exceljs, exactly the filtered rows in the list order, only the caller’s institution', async () => {
    const res = await exportOf('POST', `${C}/deal-log/export`, hospital, { ...FILTER, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('交易日志.xlsx'));
    expect(Number(res.headers['x-total-rows'])).toBeGreaterThan(0);
    const [head, ...rows] = await sheetRows(res.rawPayload);
    expect(head).toEqual([
      '交易时间',
      '交易编号',
      '交易名称',
      '机构编码',
      '操作员',
      '交易结果',
      '错误信息',
      '发送方报文ID',
      '接收方报文ID',
    ]);
    expect(rows.map((r) => r[7])).toEqual(await expectedMsgids(HOSPITAL));
    expect(rows.length).toBe(3000);
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set([HOSPITAL]));
  });

  it('csv: UTF-8 with BOM, RFC 4180 quoting, a formula never starts a cell; parses back to the rows', async () => {
    const res = await exportOf('POST', `${C}/deal-log/export`, hospital, { ...FILTER, format: 'csv' });
    expect(res.headers['content-type']).toContain('text/csv');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain('"\'=cmd|calc"');
    expect(text).toContain('"say ""hi"""');
    const [head, ...rows] = csvRows(res.rawPayload);
    expect(head![0]).toBe('交易时间');
    expect(rows.map((r) => r[7])).toEqual(await expectedMsgids(HOSPITAL));
    const opters = new Set(rows.map((r) => r[4]));
    for (const o of ["'=cmd|calc", '张,三', 'say "hi"', "'+86", "'@sum"]) expect(opters).toContain(o);
    expect(rows.find((r) => r[5] === '失败')![6]).toBe("'-错误\n第二行");
    for (const r of rows)
      expect(
        r.every((cell) => !/^[=+\-@]/.test(cell)),
        r.join(),
      ).toBe(true);
  });

  it('the operator exports one institution by orgCode; an institution naming another is refused (403)', async () => {
    const res = await exportOf('POST', `${C}/deal-log/export`, admin, {
      ...FILTER,
      orgCode: PHARMACY,
      format: 'csv',
    });
    expect(
      csvRows(res.rawPayload)
        .slice(1)
        .map((r) => r[7]),
    ).toEqual(await expectedMsgids(PHARMACY));
    const other = await exportOf('POST', `${C}/deal-log/export`, hospital, { ...FILTER, orgCode: PHARMACY });
    expect(other.statusCode).toBe(403);
  });

  it('no row → the JSON refusal 无数据可导出, no file', async () => {
    const res = await exportOf('POST', `${C}/deal-log/export`, pharmacy, { ...FILTER, msgid: 'NONE' });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 1, message: '无数据可导出' });
  });

  it('validates its body with the list’s filter schema', async () => {
    const res = await exportOf('POST', `${C}/deal-log/export`, hospital, { ...FILTER, format: 'pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('文件格式只能是 xlsx 或 csv');
  });

  it('a client that goes away stops the server’s reads (batches counted)', async () => {
    const batches = { n: 0 };
    const query = h.app.db.query.bind(h.app.db);
    const spy = vi.spyOn(h.app.db, 'query').mockImplementation(async (sql, params, options) => {
      if (sql.includes('"keysetId"')) {
        batches.n += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
      return query(sql, params, options);
    });
    try {
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = h.app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: `${C}/deal-log/export`,
            headers: { authorization: `Bearer ${hospital}`, 'content-type': 'application/json' },
          },
          (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', () => undefined);
        req.once('error', reject);
        req.end(JSON.stringify({ ...FILTER, format: 'csv' }));
      });
      await new Promise((r) => setTimeout(r, 300));
      const after = batches.n;
      await new Promise((r) => setTimeout(r, 300));
      // 3,000 rows are 30 batches: the reads stopped soon after the client left, and stay stopped.
      expect(after).toBeLessThan(10);
      expect(batches.n).toBe(after);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('POST /commondeal/sec/export', () => {
  it('holds every row of the filter, beyond the old 10,000-row cap, newest first', async () => {
    await h.db.query(
      `insert into sec_applications (org_code, org_name, area_code)
       select 'X' || lpad(g::text, 8, '0'), '测试机构' || g, '990101' from generate_series(1, 10050) g`,
    );
    const res = await exportOf('POST', `${C}/sec/export`, admin, { areaCode: '99' });
    expect(res.headers['content-type'], res.body.slice(0, 300)).toContain('spreadsheetml');
    const [head, ...rows] = await sheetRows(res.rawPayload);
    expect(head![0]).toBe('机构编码');
    expect(rows.length).toBe(10050);
    expect(rows[0]![0]).toBe('X00010050');
    expect(rows.at(-1)![0]).toBe('X00000001');
  });
});

describe('GET /commondeal/reconciliation/log/differences/export', () => {
  const url = (id: number, format: string) =>
    `${C}/reconciliation/log/differences/export?id=${id}&format=${format}`;

  it('xlsx and csv: the record’s differences in the order found', async () => {
    const xlsx = await sheetRows((await exportOf('GET', url(hospitalLog, 'xlsx'), hospital)).rawPayload);
    const csv = csvRows((await exportOf('GET', url(hospitalLog, 'csv'), hospital)).rawPayload);
    const expected = Array.from({ length: 1234 }, (_, i) => `S${i + 1}`);
    expect(xlsx.slice(1).map((r) => r[0])).toEqual(expected);
    expect(csv.slice(1).map((r) => r[0])).toEqual(expected);
    expect(csv[1]![2]).toBe("'=P1");
    expect(csv[1]![5]).toBe('医药机构多');
  });

  it('another institution’s record is not found; a record without differences is refused', async () => {
    const other = await exportOf('GET', url(pharmacyLog, 'csv'), hospital);
    expect(other.json()).toMatchObject({ code: 1, message: '对账日志不存在' });
    const empty = await exportOf('GET', url(emptyLog, 'xlsx'), hospital);
    expect(empty.json()).toMatchObject({ code: 1, message: '该对账记录没有差异，无数据可导出' });
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['a"b', '"a""b"'],
    ['a\nb', '"a\nb"'],
    ['=1+1', '"\'=1+1"'],
    ['-1', '"\'-1"'],
    ['\tx', '"\'\tx"'],
  ])('RFC 4180 and the formula guard: %j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('numbers are written as numbers, null as an empty cell', () => {
    expect([csvField(-1.5), csvField(null)]).toEqual(['-1.5', '']);
  });
});
