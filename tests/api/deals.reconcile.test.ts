import { unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { exec, node, refused, run, signIn, today } from './dealsHelpers';

const { h, hospital, pharmacy } = await fileHarness({ hospital: 'H21010200001', pharmacy: 'P21010200002' });
beforeAll(async () => {
  await signIn(h, hospital);
  await signIn(h, pharmacy);
}, BOOT_TIMEOUT);

const H = 'H21010200001';
const range = { stmt_begndate: today(-70), stmt_enddate: today() };

interface Totals {
  medfee: string;
  fund: string;
  acct: string;
  cnt: number;
}

/** The totals of a table's standing settlements of H, insutype 310, outpatient. */
const totals = async (table: 'center_settlements' | 'org_settlements') =>
  (
    await h.rows<Totals>(
      `select sum(medfee_sumamt)::text as medfee, sum(fund_pay_sumamt)::text as fund, sum(acct_pay)::text as acct,
              count(*)::int as cnt
         from ${table} where fixmedins_code = $1 and insutype = '310' and clr_type = '11' and not reversed`,
      [H],
    )
  )[0]!;

const stmt = (t: Totals) => ({
  data: {
    ...{ insutype: '310', clr_type: '11', setl_optins: '210100', ...range },
    ...{
      medfee_sumamt: t.medfee,
      fund_pay_sumamt: t.fund,
      acct_pay: t.acct,
      fixmedins_setl_cnt: String(t.cnt),
    },
  },
});

describe('3201 医药机构费用结算对总账', () => {
  it('stmt_rslt 0 (平) when the institution sends the totals the center recorded', async () => {
    const out = await run(h, hospital, '3201', stmt(await totals('center_settlements')));
    expect(node(out, 'stmtinfo')).toEqual({
      setl_optins: '210100',
      stmt_rslt: '0',
      stmt_rslt_dscr: '对账平',
    });
  });

  it("stmt_rslt 1 (不平) with the center's figures when the hospital's own records differ (demo data)", async () => {
    const mine = await totals('org_settlements');
    const center = await totals('center_settlements');
    expect(mine).not.toEqual(center);
    const out = node(await run(h, hospital, '3201', stmt(mine)), 'stmtinfo');
    expect(out.stmt_rslt).toBe('1');
    expect(out.stmt_rslt_dscr).toBe(
      `对账不平：中心结算${center.cnt}笔，医疗费总额${center.medfee}元，基金支付总额${center.fund}元，个人账户支出${center.acct}元`,
    );
  });

  it('对账开始日期不能晚于结束日期; a missing date answers its tip', async () => {
    const input = stmt(await totals('center_settlements'));
    expect(
      await refused(h, hospital, '3201', {
        data: { ...input.data, stmt_begndate: today(1), stmt_enddate: today(-1) },
      }),
    ).toBe('对账开始日期不能晚于结束日期');
    expect(await refused(h, hospital, '3201', { data: { ...input.data, stmt_enddate: '' } })).toBe(
      '请选择对账结束日期',
    );
  });
});

interface LedgerRow {
  setl_id: string;
  mdtrt_id: string;
  psn_no: string;
  medfee_sumamt: string;
  fund_pay_sumamt: string;
  acct_pay: string;
  refd_setl_flag: string;
}

async function uploadLedger(token: string, org: string) {
  const rows = await h.rows<LedgerRow>(
    `select setl_id, mdtrt_id, psn_no, medfee_sumamt::text, fund_pay_sumamt::text, acct_pay::text, refd_setl_flag
       from org_settlements where fixmedins_code = $1 and not reversed order by setl_time`,
    [org],
  );
  const text = rows.map((r) => Object.values(r).join('\t')).join('\n');
  const zip = zipSync({ 'detail.txt': new TextEncoder().encode(text) });
  const input = {
    fsUploadIn: { in: Buffer.from(zip).toString('base64'), filename: 'detail.zip', fixmedins_code: org },
  };
  const out = node(await run(h, token, '9101', input), 'data');
  const sum = (k: keyof LedgerRow) => rows.reduce((s, r) => s + Number(r[k]), 0);
  const header = {
    ...{ setl_optins: '210100', file_qury_no: out.file_qury_no, ...range },
    ...{ medfee_sumamt: sum('medfee_sumamt').toFixed(2), fund_pay_sumamt: sum('fund_pay_sumamt').toFixed(2) },
    ...{ cash_payamt: (sum('medfee_sumamt') - sum('fund_pay_sumamt') - sum('acct_pay')).toFixed(2) },
    fixmedins_setl_cnt: String(rows.length),
  };
  return { fileQuryNo: String(out.file_qury_no), header };
}

async function download(url: string): Promise<string[][]> {
  const res = await h.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const text = new TextDecoder().decode(unzipSync(new Uint8Array(res.rawPayload))['result.txt']!);
  return text.split('\n').map((l) => l.split('\t'));
}

describe('9101 → 3202 → 9102: detail reconciliation round trip', () => {
  it('the result file lists each settlement: 0 对平, 1 中心多, 2 医药机构多 (hospital), 3 数据不一致 (pharmacy)', async () => {
    const { header } = await uploadLedger(hospital, H);
    const res = await exec(h, hospital, '3202', { data: header });
    const fileinfo = node(res.data.dealOutput, 'fileinfo');
    expect(fileinfo.filename).toMatch(/_result\.zip$/);
    expect(res.data.fileUrl).toMatch(
      new RegExp(`^/commondeal/files/${String(fileinfo.file_qury_no)}\\?ticket=`),
    );
    const dl = await h.call<{ fileUrl: string }>('POST', '/commondeal/exec-deal', {
      token: hospital,
      body: {
        dealName: '9102',
        dealInput: {
          fsDownloadIn: { file_qury_no: fileinfo.file_qury_no, filename: 'plc', fixmedins_code: H },
        },
      },
    });
    const lines = await download(dl.data.fileUrl);
    const results = new Set(lines.map((l) => l[4]));
    expect(results).toEqual(new Set(['0', '1', '2']));
    const centerOnly = lines.find((l) => l[4] === '1')!;
    expect(await h.rows('select * from org_settlements where setl_id = $1', [centerOnly[2]])).toEqual([]);
    expect(centerOnly[3]).toMatch(/^H21010200001\d{18}$/);

    const p = await uploadLedger(pharmacy, 'P21010200002');
    const pInfo = node(await run(h, pharmacy, '3202', { data: p.header }), 'fileinfo');
    const pUrl = (
      await h.call<{ fileUrl: string }>('POST', '/commondeal/exec-deal', {
        token: pharmacy,
        body: {
          dealName: '9102',
          dealInput: {
            fsDownloadIn: {
              file_qury_no: pInfo.file_qury_no,
              filename: 'plc',
              fixmedins_code: 'P21010200002',
            },
          },
        },
      })
    ).data.fileUrl;
    expect((await download(pUrl)).filter((l) => l[4] === '3')).toHaveLength(1);
  });

  it('files belong to their institution: another one gets 文件不存在 from 9102 and 403 from the download URL', async () => {
    const { fileQuryNo } = await uploadLedger(hospital, H);
    const fsDownloadIn = { file_qury_no: fileQuryNo, filename: 'plc', fixmedins_code: 'P21010200002' };
    expect(await refused(h, pharmacy, '9102', { fsDownloadIn })).toBe('文件不存在');
    expect(await refused(h, pharmacy, '9102', { fsDownloadIn: { ...fsDownloadIn, fixmedins_code: H } })).toBe(
      '定点医药机构编号与当前机构不符',
    );
    const url = `/commondeal/files/${fileQuryNo}`;
    expect(await h.call('GET', url, { token: pharmacy })).toMatchObject({ status: 403 });
    expect(await h.call('GET', url)).toMatchObject({ status: 401 });
    expect(await h.call('GET', url, { query: { ticket: 'forged' } })).toMatchObject({ status: 403 });
    expect(
      (await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${hospital}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('bad uploads and headers are refused and write nothing', async () => {
    const files = await h.rows('select file_qury_no from deal_files');
    const up = (o: object) =>
      refused(h, hospital, '9101', { fsUploadIn: { filename: 'a.zip', fixmedins_code: H, ...o } });
    expect(await up({ in: '%%%' })).toBe('文件数据须为base64编码');
    expect(await up({ in: Buffer.from('plain text').toString('base64') })).toBe('文件不是有效的zip压缩包');
    expect(await up({ in: 'AAAA', filename: 'a.exe' })).toBe('文件名须以.zip或.txt结尾');
    expect(await up({ in: '' })).toBe('请输入文件数据（base64）');
    expect(await h.rows('select file_qury_no from deal_files')).toEqual(files);
    const { header } = await uploadLedger(hospital, H);
    expect(await refused(h, hospital, '3202', { data: { ...header, fixmedins_setl_cnt: '1' } })).toBe(
      '明细文件的结算笔数与定点医药机构结算笔数不符',
    );
    expect(await refused(h, hospital, '3202', { data: { ...header, file_qury_no: 'F0' } })).toBe(
      '文件查询号不存在',
    );
  });
});
