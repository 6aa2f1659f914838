/**
 * Settlement detail reconciliation and its log: the xlsx import (checked by content, every bad cell by row
 * and column, nothing stored), the template, the upload through 9101, 开始对账 (3202 + 3201) writing the log and
 * the differences, the log query and delete scoped to the institution, the base-info dictionaries and the
 * completeness check.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { detailTemplate } from '../../server/reconciliation/detailExcel';
import { signIn } from './dealsHelpers';
import { zeros, zipParts } from './zipParts';
import { BOOT_TIMEOUT, fileHarness } from './helpers';

const R = '/commondeal/reconciliation';
const HOSPITAL = 'H21010200001';
const PHARMACY = 'P21010200002';
const tokens = new Map<string, string>();

const { h } = await fileHarness();
beforeAll(async () => {
  for (const u of [HOSPITAL, PHARMACY, '13900000002']) tokens.set(u, await h.tokenOf(u));
  await signIn(h, tokens.get(HOSPITAL)!);
}, BOOT_TIMEOUT);

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await detailTemplate()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  ws.spliceRows(2, 1);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(data: Buffer | string, name: string, as = HOSPITAL) {
  const fd = new FormData();
  fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  return h.app.inject({
    method: 'POST',
    url: `${R}/detail-rec/excel-upd`,
    payload: fd,
    headers: { authorization: `Bearer ${tokens.get(as)}` },
  });
}

const count = async (table: string) =>
  (await h.rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('detail-rec/template and excel-upd', () => {
  it('the template is a real xlsx with the seven columns; a filled one is parsed into excelData', async () => {
    const anonymous = await h.app.inject({ method: 'GET', url: `${R}/detail-rec/template` });
    expect(anonymous.statusCode).toBe(401);
    const res = await h.app.inject({
      method: 'GET',
      url: `${R}/detail-rec/template`,
      headers: { authorization: `Bearer ${tokens.get(HOSPITAL)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const file = await xlsxOf([['S1', 'M1', 'P1', 57, 40, 10, '0']]);
    const body = JSON.parse((await upload(file, '明细.xlsx')).body);
    expect(body.code).toBe(0);
    expect(body.data.excelData).toEqual([
      {
        setl_id: 'S1',
        mdtrt_id: 'M1',
        psn_no: 'P1',
        medfee_sumamt: 57,
        fund_pay_sumamt: 40,
        acct_pay: 10,
        refd_setl_flag: '0',
      },
    ]);
  });

  it('every bad cell is reported by row and column in Chinese, and nothing is stored', async () => {
    const before = await count('recon_batches');
    const file = await xlsxOf([
      ['S1', 'M1', 'P1', 'abc', 40, 10, '0'],
      ['S2', '', 'P2', 1, 1, 1, '5'],
    ]);
    const body = JSON.parse((await upload(file, '明细.xlsx')).body);
    expect(body.code).not.toBe(0);
    expect(body.message).toContain('第2行第4列（医疗费总额）');
    expect(body.message).toContain('第3行第2列（就诊ID）：不能为空');
    expect(body.message).toContain('第3行第7列（退费结算标志）');
    expect(await count('recon_batches')).toBe(before);
  });

  it('a malformed xlsx and a renamed executable are refused (by content, not by name)', async () => {
    const zipNotXlsx = Buffer.from('PK\u0003\u0004not really a workbook', 'binary');
    const bad = JSON.parse((await upload(zipNotXlsx, '明细.xlsx')).body);
    expect(bad.code).not.toBe(0);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const renamed = JSON.parse((await upload(exe, '明细.xlsx')).body);
    expect(renamed.code).not.toBe(0);
    expect(renamed.message).toContain('只能上传xlsx格式的文件');
  });
});

describe('detail-rec/upd and confirm → log and differences', () => {
  it('uploads the rows (9101), reconciles (3202 + 3201), writes the log and the differences; deletes by id', async () => {
    const token = tokens.get(HOSPITAL)!;
    const center = await h.rows<Record<string, unknown>>(
      `select setl_id, mdtrt_id, psn_no, medfee_sumamt::float8 as medfee_sumamt, fund_pay_sumamt::float8 as fund_pay_sumamt,
              acct_pay::float8 as acct_pay, refd_setl_flag, to_char(setl_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day
         from center_settlements where fixmedins_code = $1 and not reversed order by setl_time limit 3`,
      [HOSPITAL],
    );
    expect(center.length).toBeGreaterThan(1);
    const rows = center.map(({ day: _day, ...r }) => r);
    // One row differs from the center (data inconsistent), one the center does not know.
    (rows[0] as { medfee_sumamt: number }).medfee_sumamt += 1;
    rows.push({
      setl_id: 'X1',
      mdtrt_id: 'MX',
      psn_no: 'PX',
      medfee_sumamt: 5,
      fund_pay_sumamt: 1,
      acct_pay: 1,
      refd_setl_flag: '0',
    });
    const empty = await h.call('POST', `${R}/detail-rec/upd`, { token, body: { rows: [] } });
    expect(empty.message).toBe('请完善对账信息！');
    const up = await h.call<Record<string, number | string>>('POST', `${R}/detail-rec/upd`, {
      token,
      body: { rows },
    });
    expect(up.code).toBe(0);
    expect(up.data.fixmedins_setl_cnt).toBe(rows.length);
    expect(String(up.data.file_qury_no)).not.toBe('');
    const start = String(center[0]!.day);
    const end = String(center.at(-1)!.day);
    const dataNode = {
      file_qury_no: up.data.file_qury_no,
      clr_type: '11',
      setl_optins: '210100',
      stmt_begndate: start,
      stmt_enddate: end,
      medfee_sumamt: up.data.medfee_sumamt,
      fund_pay_sumamt: up.data.fund_pay_sumamt,
      cash_payamt: up.data.cash_payamt,
      acct_pay: up.data.acct_pay,
      fixmedins_setl_cnt: up.data.fixmedins_setl_cnt,
    };
    // Another institution cannot reconcile this batch.
    const other = await h.call('POST', `${R}/detail-rec/confirm`, {
      token: tokens.get(PHARMACY),
      body: { batchId: up.data.batchId, dataNode },
    });
    expect(other.message).toBe('对账批次不存在，请重新上传对账信息');
    const done = await h.call<string>('POST', `${R}/detail-rec/confirm`, {
      token,
      body: { batchId: up.data.batchId, dataNode },
    });
    expect(done.code).toBe(0);
    expect(done.data).toMatch(/^对账完成：/);
    const diffs = await h.rows<{ setl_id: string; stmt_rslt: string }>(
      'select setl_id, stmt_rslt from recon_differences where fixmedins_code = $1',
      [HOSPITAL],
    );
    expect(diffs).toEqual(expect.arrayContaining([{ setl_id: 'X1', stmt_rslt: '2' }]));
    expect(diffs.find((d) => d.setl_id === rows[0]!.setl_id)?.stmt_rslt).toBe('3');
    const log = await h.call<{ id: number; compare_status: string; diff_num: number }[]>('GET', `${R}/log`, {
      token,
      query: { start, end },
    });
    expect(log.data[0]).toMatchObject({ compare_status: '02', diff_num: diffs.length });
    // The pharmacy sees none of it and cannot delete it.
    const theirs = await h.call<unknown[]>('GET', `${R}/log`, {
      token: tokens.get(PHARMACY),
      query: { start, end },
    });
    expect(theirs.data).toEqual([]);
    const del = await h.call('DELETE', `${R}/log`, {
      token: tokens.get(PHARMACY),
      query: { id: String(log.data[0]!.id) },
    });
    expect(del.message).toBe('对账日志不存在');
    const ok = await h.call('DELETE', `${R}/log`, { token, query: { id: String(log.data[0]!.id) } });
    expect(ok.message).toBe('删除成功');
    expect(await count('recon_differences')).toBe(0);
  });

  it('bad input is refused with nothing written (a negative amount, a start after the end)', async () => {
    const token = tokens.get(HOSPITAL)!;
    const before = await count('recon_batches');
    const bad = await h.call('POST', `${R}/detail-rec/upd`, {
      token,
      body: {
        rows: [
          {
            setl_id: 'a',
            mdtrt_id: 'b',
            psn_no: 'c',
            medfee_sumamt: -1,
            fund_pay_sumamt: 0,
            acct_pay: 0,
            refd_setl_flag: '0',
          },
        ],
      },
    });
    expect(bad.code).not.toBe(0);
    expect(await count('recon_batches')).toBe(before);
    const log = await h.call('GET', `${R}/log`, { token, query: { start: '2026-11-10', end: '2026-11-01' } });
    expect(log.message).toBe('开始日期不能晚于结束日期');
  });

  it('a result file whose text inflates past 64 MB is refused (对账结果文件解压后超过 64 MB 的上限), no log written', async () => {
    const token = tokens.get(HOSPITAL)!;
    const row = { setl_id: 'B1', mdtrt_id: 'MB', psn_no: 'PB', medfee_sumamt: 5, fund_pay_sumamt: 1 };
    const up = await h.call<Record<string, number | string>>('POST', `${R}/detail-rec/upd`, {
      token,
      body: { rows: [{ ...row, acct_pay: 1, refd_setl_flag: '0' }] },
    });
    const { batchId, ...totals } = up.data;
    // The center's 3202 answers a result file of 96 MB of zeros declared as 100 B.
    const bomb = zipParts([{ name: 'result.txt', deflated: zeros(96 * 1024 * 1024), declared: 100 }]);
    await h.rows('create table test_bomb (content bytea)');
    await h.rows('insert into test_bomb values ($1)', [bomb]);
    await h.rows(`create function test_bomb() returns trigger language plpgsql as $$
      begin new.content := (select content from test_bomb); return new; end $$`);
    await h.rows(`create trigger test_bomb before insert on deal_files for each row
      when (new.kind = 'result') execute function test_bomb()`);
    const logs = await count('recon_logs');
    try {
      const dataNode = {
        ...{ file_qury_no: totals.file_qury_no, clr_type: '11', setl_optins: '210100' },
        ...{ stmt_begndate: '2026-01-01', stmt_enddate: '2026-01-31', medfee_sumamt: totals.medfee_sumamt },
        ...{
          fund_pay_sumamt: totals.fund_pay_sumamt,
          cash_payamt: totals.cash_payamt,
          acct_pay: totals.acct_pay,
        },
        fixmedins_setl_cnt: totals.fixmedins_setl_cnt,
      };
      const done = await h.call('POST', `${R}/detail-rec/confirm`, { token, body: { batchId, dataNode } });
      expect(done).toMatchObject({ status: 200, code: 1, message: '对账结果文件解压后超过 64 MB 的上限' });
      expect(await count('recon_logs')).toBe(logs);
    } finally {
      await h.rows('drop trigger test_bomb on deal_files');
      await h.rows('drop function test_bomb');
      await h.rows('drop table test_bomb');
    }
  });
});

describe('base info and the completeness check', () => {
  it('every dictionary as [{value, name}], rush_status 0 未冲正 / 1 已冲正; info complete for the demo hospital', async () => {
    const res = await h.call<Record<string, { value: string; name: string }[]>>(
      'GET',
      '/commondeal/common/baseinfo',
      {
        token: tokens.get('13900000002'),
      },
    );
    expect(res.data.rush_status).toEqual([
      { value: '0', name: '未冲正' },
      { value: '1', name: '已冲正' },
    ]);
    for (const k of [
      'setl_optins',
      'med_type',
      'clr_type',
      'insutype',
      'stmt_rslt',
      'refd_setl_flag',
      'med_prd_category',
      'hosp_lv',
      'fixmedins_type',
    ])
      expect(res.data[k]?.length).toBeGreaterThan(0);
    const complete = await h.call<boolean>('GET', `${R}/user-info/complete`, { token: tokens.get(HOSPITAL) });
    expect(complete.data).toBe(true);
  });
});
