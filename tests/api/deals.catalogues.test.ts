import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { D, exec, node, refused, rowsOf, run, signIn, today, type Row } from './dealsHelpers';
import { zeros, zipParts } from './zipParts';

const { h, hospital, pharmacy } = await fileHarness({ hospital: 'H21010200001', pharmacy: 'P21010200002' });
beforeAll(async () => {
  await signIn(h, hospital);
  await signIn(h, pharmacy);
}, BOOT_TIMEOUT);

const maxVer = async (deal: string) =>
  (await h.call<string>('GET', `${D}/querymaxver/${deal}`, { token: hospital })).data;

describe('13xx catalogue download → 9102 → savedb → querymaxver', () => {
  it('querymaxver answers 0 before any import', async () => {
    expect(await h.call('GET', `${D}/querymaxver/1301`, { token: hospital })).toMatchObject({
      code: 0,
      data: '0',
    });
  });

  it('1301 answers a file of a few hundred rows; the zip downloads; savedb imports it and bumps the version', async () => {
    const res = await exec(h, hospital, '1301', { data: { ver: await maxVer('1301') } });
    const out = node(res.data.dealOutput, 'data');
    expect(out).toMatchObject({ filename: '1301_20240101000000.zip', dld_end_time: today(1) });
    expect(Number(out.data_cnt)).toBeGreaterThanOrEqual(200);
    expect(res.data.fileUrl).toMatch(/^\/commondeal\/files\/F\d{22}\?ticket=/);
    const url = (
      await exec(h, hospital, '9102', {
        fsDownloadIn: { file_qury_no: out.file_qury_no, filename: 'plc', fixmedins_code: 'H21010200001' },
      })
    ).data.fileUrl!;
    const zip = await h.app.inject({ method: 'GET', url });
    const lines = new TextDecoder()
      .decode(unzipSync(new Uint8Array(zip.rawPayload))['1301_20240101000000.txt']!)
      .split('\n');
    expect(lines).toHaveLength(Number(out.data_cnt));
    expect(lines[0]!.split('\t')).toHaveLength(10);

    const saved = await h.call<{ ver: string; count: number }>('GET', `${D}/savedb`, {
      token: hospital,
      query: { dealName: '1301', fileName: String(out.filename) },
    });
    expect(saved).toMatchObject({
      code: 0,
      message: '导入数据库成功',
      data: { ver: '1301_20240101000000', count: out.data_cnt },
    });
    expect(await maxVer('1301')).toBe('1301_20240101000000');
    const [row] = await h.rows<{ code: string; name: string; data: Row }>(
      "select code, name, data from catalogue_rows where deal_name = '1301' limit 1",
    );
    expect(row?.code).toMatch(/^[XZ]A/);
    expect(row?.data).toMatchObject({
      med_list_codg: row?.code,
      drug_genname: expect.any(String),
      vali_flag: '1',
    });
    expect(
      await h.call('GET', `${D}/savedb`, {
        token: hospital,
        query: { dealName: '1301', fileName: String(out.file_qury_no) },
      }),
    ).toMatchObject({ code: 1, message: '该版本目录已导入' });
  });

  it('the next download starts from the local max version; after the latest: 本地已是最新版本，无需下载', async () => {
    for (const expected of ['1301_20240701000000', '1301_20250101000000']) {
      const out = await run(h, hospital, '1301', { data: { ver: await maxVer('1301') } });
      const filename = String(node(out, 'data').filename);
      expect(filename).toBe(`${expected}.zip`);
      await h.call('GET', `${D}/savedb`, {
        token: hospital,
        query: { dealName: '1301', fileName: filename },
      });
    }
    expect(await maxVer('1301')).toBe('1301_20250101000000');
    expect(await refused(h, hospital, '1301', { data: { ver: await maxVer('1301') } })).toBe(
      '本地已是最新版本，无需下载',
    );
    expect(await refused(h, hospital, '1307', { data: { ver: 'v9' } })).toBe('版本号不存在');
    expect(await refused(h, hospital, '1307', { data: {} })).toBe('请输入版本号');
  });

  it('savedb refusals write nothing: file of another institution, no file, not a DOWNLOAD deal, bad query', async () => {
    const out = node(await run(h, hospital, '1307', { data: { ver: '0' } }), 'data');
    const versions = await h.rows('select * from catalogue_versions order by deal_name, ver');
    const savedb = (token: string, query: Record<string, string>) =>
      h.call('GET', `${D}/savedb`, { token, query });
    expect(await savedb(pharmacy, { dealName: '1307', fileName: String(out.filename) })).toMatchObject({
      code: 1,
      message: '目录文件不存在，请先下载',
    });
    expect(await savedb(hospital, { dealName: '1312', fileName: 'x' })).toMatchObject({
      code: 1,
      message: '该交易没有可导入的目录文件',
    });
    expect(await savedb(hospital, { dealName: '1307' })).toMatchObject({
      status: 400,
      message: '请先下载目录文件',
    });
    expect(await h.call('GET', `${D}/savedb`, { query: { dealName: '1307', fileName: 'x' } })).toMatchObject({
      status: 401,
    });
    expect(await h.rows('select * from catalogue_versions order by deal_name, ver')).toEqual(versions);
  });
  it('a catalogue file whose text inflates past 64 MB (zeros declared as 100 B) is refused, nothing imported', async () => {
    const out = node(await run(h, hospital, '1307', { data: { ver: '0' } }), 'data');
    const bomb = zipParts([{ name: 'catalogue.txt', deflated: zeros(96 * 1024 * 1024), declared: 100 }]);
    await h.rows('update deal_files set content = $1 where file_qury_no = $2', [bomb, out.file_qury_no]);
    const versions = await h.rows('select * from catalogue_versions order by deal_name, ver');
    expect(
      await h.call('GET', `${D}/savedb`, {
        token: hospital,
        query: { dealName: '1307', fileName: String(out.filename) },
      }),
    ).toMatchObject({ status: 200, code: 1, message: '目录文件解压后超过 64 MB 的上限' });
    expect(await h.rows('select * from catalogue_versions order by deal_name, ver')).toEqual(versions);
  });
});

describe('DOWNJSON: 1312 paged query → downLoadJson', () => {
  it('answers one page of rows with the paging info; the rows are stored once however often they are posted', async () => {
    const query = { data: { query_date: today(), page_num: '2', page_size: '50' } };
    const out = await run(h, hospital, '1312', query);
    const rows = rowsOf(out, 'data');
    expect(rows).toHaveLength(50);
    expect(node(out, 'pageinfo')).toEqual({ recordCounts: 360, pages: 8, pageNum: 2, size: 50 });
    expect(rows[0]).toMatchObject({ hilist_code: expect.any(String), insu_admdvs: '210100' });
    const post = () => h.call<number>('POST', `${D}/downLoadJson/1312`, { token: hospital, body: rows });
    expect(await post()).toMatchObject({ code: 0, data: 50 });
    await post();
    expect(await h.rows("select * from catalogue_rows where deal_name = '1312'")).toHaveLength(50);
    const filtered = rowsOf(
      await run(h, hospital, '1312', { data: { ...query.data, page_num: '1', hilist_code: 'XA0000001' } }),
      'data',
    );
    expect(filtered.every((r) => String(r.hilist_code).startsWith('XA0000001'))).toBe(true);
  });

  it('bad input: not an array / empty → 400; a DOWNLOAD deal → code 1; page size over 1000 → center refusal', async () => {
    const post = (deal: string, body: unknown) =>
      h.call('POST', `${D}/downLoadJson/${deal}`, { token: hospital, body });
    expect(await post('1312', [])).toMatchObject({ status: 400, message: '请提供要导入的目录数据' });
    expect(await post('1312', [1])).toMatchObject({ status: 400, message: '每条目录数据须为对象' });
    expect(await post('1301', [{ a: 1 }])).toMatchObject({ code: 1, message: '该交易不支持导入JSON数据' });
    expect(await post('9999', [{ a: 1 }])).toMatchObject({ code: 1, message: '交易不存在' });
    expect(await h.call('POST', `${D}/downLoadJson/1312`, { body: [{ a: 1 }] })).toMatchObject({
      status: 401,
    });
    expect(
      await refused(h, hospital, '1318', { data: { query_date: today(), page_num: '1', page_size: '5000' } }),
    ).toBe('本页数据量须为1到1000');
  });
});
