/** Security codes, both sides: every gate enforced by the server. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { batchExpiration } from '../../server/sec/rules';
import { build, fileHarness } from './helpers';

const { h, admin, hospital, pharmacy, plain } = await fileHarness(
  { admin: 'admin', hospital: 'H21010200001', pharmacy: 'P21010200002', plain: '13900000002' },
  { config: { secRegistryDelayMs: 0 } },
);

const C = '/commondeal';
const page = { size: 20, current: 1 };
const applications = () => h.rows('select * from sec_applications order by id');
const idOf = async (orgCode: string) =>
  (
    await h.rows<{ id: number }>('select id from sec_applications where org_code = $1 order by id desc', [
      orgCode,
    ])
  )[0]!.id;
const stateOf = async (id: number) =>
  (
    await h.rows<{ status: string; if_valid: string; memo: string; secret_code: string | null }>(
      'select status, if_valid, memo, secret_code from sec_applications where id = $1',
      [id],
    )
  )[0]!;
/** An application's id and version as the lists answer them (an edit sends the version it read). */
const read = async (id: number) => ({
  id,
  version: (await h.rows<{ version: number }>('select version from sec_applications where id = $1', [id]))[0]!
    .version,
});
const APPLY = {
  orgCode: 'H21010499001',
  orgName: '沈阳市新建医院',
  hisName: '东软集团',
  hisPrd: '00',
  conerName: '王五',
  tel: '13812345678',
  oldOrgCode: 'A1234',
};
const APPROVAL = (id: number, orgCode: string) => ({
  id,
  orgCode,
  orgName: '沈阳市新建医院',
  hisName: '东软集团',
  hisCode: 'NEU',
  expiration: '20271231',
  chainSign: '0',
  hisPrd: '11',
  userNum: 100,
  address: '沈阳市和平区',
  areaCode: '2101',
  oldOrgCode: 'A1234',
  orgLevelCode: '01',
  orgInsTypeCode: '1',
  prodFlag: '1',
  headOffice: '沈阳市新建医院',
});

describe('PUT /sec/apply (new application)', () => {
  it('is public: status 0, hisCode NET and prodFlag 0 for hisPrd 00, userNum 255, 成功提交申请', async () => {
    const res = await h.call('PUT', `${C}/sec/apply`, { body: APPLY });
    expect(res).toMatchObject({
      code: 0,
      message: '成功提交申请',
      data: { status: '0', ifValid: '1', hisCode: 'NET', prodFlag: '0', userNum: 255, areaCode: '2101' },
    });
  });
  it('refuses a second valid application of one institution, writes nothing', async () => {
    const before = await applications();
    expect(await h.call('PUT', `${C}/sec/apply`, { body: APPLY })).toMatchObject({
      code: 1,
      message: '该机构已有有效的安全码申请',
    });
    expect(await applications()).toEqual(before);
  });
  it('a logged-in institution applies only for itself', async () => {
    const res = await h.call('PUT', `${C}/sec/apply`, {
      token: hospital,
      body: { ...APPLY, orgCode: 'P21010499002' },
    });
    expect(res.status).toBe(403);
  });
  it('请输入原定点编号 for a bad original code, nothing written', async () => {
    const before = await applications();
    expect(
      await h.call('PUT', `${C}/sec/apply`, {
        body: { ...APPLY, orgCode: 'H21010499003', oldOrgCode: '旧-1' },
      }),
    ).toMatchObject({ status: 400, message: '请输入原定点编号' });
    expect(await applications()).toEqual(before);
  });
});

describe('POST /secCodes/query (institution list)', () => {
  it('an institution sees only its own rows', async () => {
    const res = await h.call<{ records: { orgCode: string }[]; total: number; pageSize: number }>(
      'POST',
      `${C}/secCodes/query`,
      { token: hospital, body: { page, orgCode: 'H21010200001' } },
    );
    expect(res.code).toBe(0);
    expect(res.data.records.length).toBeGreaterThan(0);
    expect(res.data.records.every((r) => r.orgCode === 'H21010200001')).toBe(true);
    expect(res.data.pageSize).toBe(20);
  });
  it('asking for another institution is refused (403)', async () => {
    const res = await h.call('POST', `${C}/secCodes/query`, {
      token: hospital,
      body: { page, orgCode: 'P21010200002' },
    });
    expect(res.status).toBe(403);
  });
  it('the 9999 operator queries any institution', async () => {
    const res = await h.call<{ records: { orgCode: string }[] }>('POST', `${C}/secCodes/query`, {
      token: admin,
      body: { page, orgCode: 'P2101' },
    });
    expect(res.data.records.map((r) => r.orgCode)).toContain('P21010200002');
  });
  it('the institution code is required (请输入机构编码)', async () => {
    expect(await h.call('POST', `${C}/secCodes/query`, { token: hospital, body: { page } })).toMatchObject({
      status: 400,
      message: '请输入机构编码',
    });
  });
});

describe('POST /sec/apply/update (institution: withdraw and reset)', () => {
  it('withdraw is refused when status is 1 or 2 (已审核，不能退回！), whatever the console sent', async () => {
    for (const orgCode of ['H21010200001', 'H21020200022']) {
      const id = await idOf(orgCode);
      const before = await stateOf(id);
      const res = await h.call('POST', `${C}/sec/apply/update`, {
        token: admin,
        body: { ...(await read(id)), op: 'withdraw' },
      });
      expect(res).toMatchObject({ code: 1, message: '已审核，不能退回！' });
      expect(await stateOf(id)).toEqual(before);
    }
  });
  it('withdraw at status 0 sets ifValid 0 (成功取消申请); again it is skipped', async () => {
    const id = await idOf('P21010200002');
    expect(
      await h.call('POST', `${C}/sec/apply/update`, {
        token: pharmacy,
        body: { ...(await read(id)), op: 'withdraw' },
      }),
    ).toMatchObject({ code: 0, message: '成功取消申请', data: { ifValid: '0', status: '0' } });
    expect(
      await h.call('POST', `${C}/sec/apply/update`, {
        token: pharmacy,
        body: { ...(await read(id)), op: 'withdraw' },
      }),
    ).toMatchObject({ code: 0, message: '申请已无效' });
  });
  it("another institution's application is refused (403)", async () => {
    const id = await idOf('H21010300011');
    const res = await h.call('POST', `${C}/sec/apply/update`, {
      token: hospital,
      body: { ...(await read(id)), op: 'withdraw' },
    });
    expect(res.status).toBe(403);
    expect((await stateOf(id)).if_valid).toBe('1');
  });
  it('reset only at status 1: status 0, ifValid 0, code cleared, 重置成功，稍后再次发起申请', async () => {
    const pending = await idOf('H21010300011');
    expect(
      await h.call('POST', `${C}/sec/apply/update`, {
        token: admin,
        body: { ...(await read(pending)), op: 'reset' },
      }),
    ).toMatchObject({ code: 1, message: '仅已下发安全码的申请可以重置' });
    const id = await idOf('P11010800032');
    expect(
      await h.call('POST', `${C}/sec/apply/update`, {
        token: admin,
        body: { ...(await read(id)), op: 'reset' },
      }),
    ).toMatchObject({
      code: 0,
      message: '重置成功，稍后再次发起申请',
    });
    expect(await stateOf(id)).toEqual({
      status: '0',
      if_valid: '0',
      memo: '申请已被驳回！',
      secret_code: null,
    });
  });
});

describe('POST /sec/apply (编辑: resubmission)', () => {
  it('only when valid; sets ifValid 1, memo 重新申请, prodFlag from hisPrd', async () => {
    const id = await idOf('H21010300012');
    const body = {
      ...(await read(id)),
      hisName: '卫宁健康',
      hisPrd: '11',
      orgLevelCode: '02',
      oldOrgCode: 'B77',
      tel: '13811112222',
    };
    const res = await h.call('POST', `${C}/sec/apply`, { token: admin, body });
    expect(res).toMatchObject({
      code: 0,
      message: '更新申请信息成功',
      data: { ifValid: '1', memo: '重新申请', prodFlag: '1', hisCode: 'NEU', orgLevelCode: '02' },
    });
    const invalid = await idOf('H44010600051');
    expect(
      await h.call('POST', `${C}/sec/apply`, { token: admin, body: { ...body, ...(await read(invalid)) } }),
    ).toMatchObject({
      code: 1,
      message: '申请已无效，不能编辑',
    });
  });
});

describe('operator: list, approve, batch, reject, roll back, query remote', () => {
  it('the list filters by area (province or city), product type and status; plain institutions are refused', async () => {
    const res = await h.call<{ records: { areaCode: string; status: string }[]; total: number }>(
      'POST',
      `${C}/sec/applications`,
      { token: admin, body: { page, areaCode: '2102', status: '0' } },
    );
    expect(res.data.records.length).toBeGreaterThan(0);
    expect(res.data.records.every((r) => r.areaCode === '2102' && r.status === '0')).toBe(true);
    const province = await h.call<{ records: { areaCode: string }[] }>('POST', `${C}/sec/applications`, {
      token: admin,
      body: { page, areaCode: '21', status: '' },
    });
    expect(province.data.records.every((r) => r.areaCode.startsWith('21'))).toBe(true);
    expect((await h.call('POST', `${C}/sec/applications`, { token: hospital, body: { page } })).status).toBe(
      403,
    );
    expect((await h.call('POST', `${C}/sec/applications`, { token: plain, body: { page } })).status).toBe(
      403,
    );
  });

  it('approve only at status 0 (审核成功 → status 2), a missing field refuses with its prompt', async () => {
    const id = await idOf('H21010499001');
    const before = await stateOf(id);
    const { orgLevelCode: _l, ...missing } = { ...APPROVAL(id, 'H21010499001'), ...(await read(id)) };
    expect(await h.call('POST', `${C}/sec/approve`, { token: admin, body: missing })).toMatchObject({
      status: 400,
      message: '请选择国家机构等级',
    });
    expect(
      await h.call('POST', `${C}/sec/approve`, {
        token: admin,
        body: { ...APPROVAL(id, 'H21010499001'), ...(await read(id)), oldOrgCode: '旧' },
      }),
    ).toMatchObject({ status: 400, message: '请输入原定点编号' });
    expect(await stateOf(id)).toEqual(before);
    expect(
      await h.call('POST', `${C}/sec/approve`, {
        token: admin,
        body: { ...APPROVAL(id, 'H21010499001'), ...(await read(id)) },
      }),
    ).toMatchObject({
      code: 0,
      message: '审核成功',
      data: { status: '2' },
    });
    expect(
      await h.call('POST', `${C}/sec/approve`, {
        token: admin,
        body: { ...APPROVAL(id, 'H21010499001'), ...(await read(id)) },
      }),
    ).toMatchObject({
      code: 1,
      message: '仅待审核的申请可以审批',
    });
  });

  it('query remote only at 2 or 4; issues a secret from a random source, shown once, sk stored hashed', async () => {
    const id = await idOf('H21010499001');
    const res = await h.call<{ secretCode: string; ak: string; sk: string; status: string }>(
      'POST',
      `${C}/sec/query-remote`,
      { token: admin, body: await read(id) },
    );
    expect(res).toMatchObject({ code: 0, message: '安全码已下发', data: { status: '1' } });
    expect(res.data.secretCode).toMatch(/^[0-9A-F]{32}$/);
    expect(res.data.sk.length).toBeGreaterThanOrEqual(40);
    const [row] = await h.rows<{ sk: string; secret_code: string }>(
      'select sk, secret_code from sec_applications where id = $1',
      [id],
    );
    expect(row!.secret_code).toBe(res.data.secretCode);
    expect(row!.sk).not.toBe(res.data.sk);
    expect(row!.sk).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await h.call('POST', `${C}/sec/query-remote`, { token: admin, body: await read(id) }),
    ).toMatchObject({
      code: 1,
      message: '仅已审核待下发的申请可以查询远程',
    });
  });

  it('the simulated registry issues only after its delay', async () => {
    const slow = await build({ db: h.db, config: { secRegistryDelayMs: 7 * 86_400_000 } });
    try {
      const token = await slow.tokenOf('admin');
      const id = await idOf('H31010100041');
      expect(await slow.call('POST', `${C}/sec/query-remote`, { token, body: await read(id) })).toMatchObject(
        {
          code: 1,
          message: '国家平台尚未下发安全码，请稍后再查询',
        },
      );
      expect((await stateOf(id)).status).toBe('2');
    } finally {
      await slow.app.close();
    }
  });

  it('batch approval: userNum 255, expiration 31 Dec, status 4, one transaction; partial success is a warning', async () => {
    const ids = [await idOf('H11010500031'), await idOf('P21020200021')];
    const res = await h.call('POST', `${C}/sec/approve/batch`, {
      token: admin,
      body: await Promise.all(ids.map(read)),
    });
    expect(res).toMatchObject({ code: 0, message: '批量审核成功，共 2 条', data: { type: 'success' } });
    const rows = await h.rows<{ status: string; user_num: number; expiration: string }>(
      'select status, user_num, expiration from sec_applications where id = any($1) order by id',
      [ids],
    );
    expect(rows).toEqual(ids.map(() => ({ status: '4', user_num: 255, expiration: batchExpiration() })));
    const another = await idOf('H21010300011');
    const partial = await h.call<{ type: string }>('POST', `${C}/sec/approve/batch`, {
      token: admin,
      body: [await read(ids[0]!), await read(another)],
    });
    expect(partial).toMatchObject({
      code: 0,
      data: { type: 'warning', approved: [another], skipped: [ids[0]] },
    });
    expect(partial.message).toContain('部分审核成功');
  });

  it('batch approval with nothing selected: 请选中待审批数据！', async () => {
    expect(await h.call('POST', `${C}/sec/approve/batch`, { token: admin, body: [] })).toMatchObject({
      status: 400,
      message: '请选中待审批数据！',
    });
  });

  it('batch expiration: 31 Dec this year before July, else next year', () => {
    expect(batchExpiration(new Date('2026-06-30T12:00:00+08:00'))).toBe('20261231');
    expect(batchExpiration(new Date('2026-07-01T12:00:00+08:00'))).toBe('20271231');
  });

  it('reject needs a memo (请输入驳回原因), then ifValid 0 with 驳回成功！', async () => {
    const id = await idOf('H21010300012');
    expect(
      await h.call('POST', `${C}/sec/update`, {
        token: admin,
        body: { ...(await read(id)), op: 'reject', memo: ' ' },
      }),
    ).toMatchObject({
      code: 1,
      message: '请输入驳回原因',
    });
    expect((await stateOf(id)).if_valid).toBe('1');
    expect(
      await h.call('POST', `${C}/sec/update`, {
        token: admin,
        body: { ...(await read(id)), op: 'reject', memo: '资料不全' },
      }),
    ).toMatchObject({ code: 0, message: '驳回成功！', data: { ifValid: '0', memo: '资料不全' } });
  });

  it('roll back only at status 1: status 0, ifValid 0, code cleared (成功取消申请); ignored when invalid', async () => {
    const pending = await idOf('H21020200023');
    expect(
      await h.call('POST', `${C}/sec/update`, {
        token: admin,
        body: { ...(await read(pending)), op: 'rollback' },
      }),
    ).toMatchObject({
      code: 1,
      message: '仅已下发安全码的申请可以回退',
    });
    const id = await idOf('H21010499001');
    expect(
      await h.call('POST', `${C}/sec/update`, {
        token: admin,
        body: { ...(await read(id)), op: 'rollback' },
      }),
    ).toMatchObject({
      code: 0,
      message: '成功取消申请',
    });
    expect(await stateOf(id)).toMatchObject({ status: '0', if_valid: '0', secret_code: null });
  });

  it('institutions cannot approve, batch, reject, query remote, import or export', async () => {
    const id = await idOf('H21010300011');
    for (const [path, body] of [
      ['/sec/approve', { ...APPROVAL(id, 'H21010300011'), version: 0 }],
      ['/sec/approve/batch', [{ id, version: 0 }]],
      ['/sec/update', { id, op: 'reject', memo: 'x', version: 0 }],
      ['/sec/query-remote', { id, version: 0 }],
      ['/sec/secretimp', []],
      ['/sec/export', {}],
    ] as const) {
      for (const token of [hospital, plain])
        expect((await h.call('POST', `${C}${path}`, { token, body })).status, path).toBe(403);
    }
  });
});

describe('import and export', () => {
  it('the export is a real xlsx of the filtered list, row by row', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `${C}/sec/export`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { areaCode: '2102', status: '' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const list = await h.call<{ records: { orgCode: string }[] }>('POST', `${C}/sec/applications`, {
      token: admin,
      body: { page: { size: 100, current: 1 }, areaCode: '2102' },
    });
    expect(ws.getRow(1).getCell(1).value).toBe('机构编码');
    const codes: string[] = [];
    ws.eachRow((row, n) => n > 1 && codes.push(String(row.getCell(1).value)));
    expect(codes).toEqual(list.data.records.map((r) => r.orgCode));
  });

  async function upload(rows: unknown[][]) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('安全管理码');
    ws.addRow(['机构编码', '机构名称', '开发商编码', '开发商名称', '安全管理码', '状态', '有效期']);
    for (const r of rows) ws.addRow(r);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const boundary = '----sec';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="codes.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: `${C}/sec/upload`,
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    return res.json() as { code: number; message: string; data: unknown };
  }

  it('upload names every bad row; a good file answers the preview rows; 保存 writes them in one transaction', async () => {
    const bad = await upload([
      ['H21010200001', '沈阳市示范医院', 'NEU', '东软集团', 'ABC', '1', '20271231'],
      ['h2101', '坏', 'XYZ', '东软', 'A', '1', '2027'],
      ['P21010200002', '', 'NET', '东软', 'B', '3', '20271231'],
    ]);
    expect(bad.code).not.toBe(0);
    expect(bad.message).toContain('第 3 行');
    expect(bad.message).toContain('第 4 行');
    expect(bad.message).not.toContain('第 2 行');
    const good = await upload([
      ['H21010200001', '沈阳市示范医院', 'NEU', '东软集团', 'ABC123', '1', '20271231'],
      ['P21010200002', '沈阳市示范大药房', 'NET', '东软集团', 'DEF456', '0', '20271231'],
    ]);
    expect(good).toMatchObject({ code: 0, message: '上传成功' });
    expect(await h.call('POST', `${C}/sec/secretimp`, { token: admin, body: [] })).toMatchObject({
      status: 400,
      message: '请先上传要保存的安全管理码',
    });
    expect(await h.call('POST', `${C}/sec/secretimp`, { token: admin, body: good.data })).toMatchObject({
      code: 0,
      message: '保存成功',
      data: 2,
    });
    expect(await h.rows('select org_code, secret_code from sec_codes order by org_code')).toEqual([
      { org_code: 'H21010200001', secret_code: 'ABC123' },
      { org_code: 'P21010200002', secret_code: 'DEF456' },
    ]);
  });

  it('the template downloads as an xlsx with the import columns', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `${C}/sec/template/secode`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(5).value).toBe('安全管理码');
  });
});

describe('安全码维护 (cainfo)', () => {
  it('the hospital sees its issued code; an update must match it (error data.message)', async () => {
    const row = await h.call<{ cainfo: string; fixmedinsCode: string; version: number }>(
      'GET',
      `${C}/common/query-cainfo`,
      {
        token: hospital,
      },
    );
    expect(row).toMatchObject({ code: 0, data: { fixmedinsCode: 'H21010200001' } });
    expect(
      await h.call('POST', `${C}/common/insert-cainfo`, {
        token: hospital,
        body: { cainfo: '', version: row.data.version },
      }),
    ).toMatchObject({
      status: 400,
      message: '请输入安全管理码',
    });
    expect(
      await h.call('POST', `${C}/common/insert-cainfo`, {
        token: hospital,
        body: { cainfo: 'WRONG', version: row.data.version },
      }),
    ).toMatchObject({
      code: 1,
      data: { message: '安全管理码与平台下发的不一致' },
    });
    expect(
      await h.call('POST', `${C}/common/insert-cainfo`, {
        token: hospital,
        body: { cainfo: row.data.cainfo, version: row.data.version },
      }),
    ).toMatchObject({ code: 0, message: '更新成功' });
  });
  it('the divisions are GB/T 2260 provinces and prefectures', async () => {
    const res = await h.call<
      { value: string; label: string; children: { value: string; label: string }[] }[]
    >('GET', `${C}/common/divisions`, { token: admin });
    const liaoning = res.data.find((p) => p.value === '21');
    expect(liaoning?.label).toBe('辽宁省');
    expect(liaoning?.children).toContainEqual({ value: '2101', label: '沈阳市' });
  });
});

describe('appKey (bill-submission operation code)', () => {
  it('apply once per institution; add is refused once a record exists; 9999 cannot apply or edit', async () => {
    const body = {
      orgCode: 'H21010200001',
      orgName: '沈阳市示范医院',
      conerName: '张三',
      tel: '13812340000',
    };
    expect(await h.call('POST', `${C}/appKey/apply`, { token: hospital, body })).toMatchObject({
      code: 0,
      message: '提交申请成功！',
      data: { status: '0' },
    });
    expect(await h.call('POST', `${C}/appKey/apply`, { token: hospital, body })).toMatchObject({
      code: 1,
      message: '本机构已有结算单操作码申请',
    });
    expect(
      await h.call('POST', `${C}/appKey/apply`, { token: admin, body: { ...body, orgCode: '9999' } }),
    ).toMatchObject({
      code: 1,
      message: '平台运营机构不能申请或编辑结算单操作码',
    });
    expect(
      (
        await h.call('POST', `${C}/appKey/apply`, {
          token: hospital,
          body: { ...body, orgCode: 'P21010200002' },
        })
      ).status,
    ).toBe(403);
  });
  it('edit is refused once issued (已下发操作码，不能编辑！); approval only at status 0', async () => {
    const [issued] = await h.rows<{ id: number; version: number }>(
      "select id, version from app_keys where org_code = 'P21010200002'",
    );
    const body = {
      id: issued!.id,
      version: issued!.version,
      orgCode: 'P21010200002',
      orgName: '药房',
      conerName: '李四',
      tel: '13812340001',
    };
    expect(await h.call('POST', `${C}/appKey/update`, { token: pharmacy, body })).toMatchObject({
      code: 1,
      message: '已下发操作码，不能编辑！',
    });
    expect(
      await h.call('POST', `${C}/appKey/approve`, {
        token: admin,
        body: { id: issued!.id, version: issued!.version },
      }),
    ).toMatchObject({
      code: 1,
      message: '仅待审核的操作码申请可以审批',
    });
    const [mine] = await h.rows<{ id: number; version: number }>(
      "select id, version from app_keys where org_code = 'H21010200001'",
    );
    expect(
      (
        await h.call('POST', `${C}/appKey/approve`, {
          token: hospital,
          body: { id: mine!.id, version: mine!.version },
        })
      ).status,
    ).toBe(403);
    expect(
      await h.call('POST', `${C}/appKey/update`, {
        token: admin,
        body: { ...body, id: mine!.id, version: mine!.version },
      }),
    ).toMatchObject({
      code: 1,
      message: '平台运营机构不能申请或编辑结算单操作码',
    });
    const approved = await h.call<{ appKey: string }>('POST', `${C}/appKey/approve`, {
      token: admin,
      body: { id: mine!.id, version: mine!.version },
    });
    expect(approved).toMatchObject({ code: 0, message: '审核成功', data: { status: '1' } });
    expect(approved.data.appKey).toMatch(/^[0-9a-f]{32}$/);
  });
  it('an institution lists only its own; asking for another is refused', async () => {
    const own = await h.call<{ records: { orgCode: string }[] }>('POST', `${C}/appKey/query`, {
      token: hospital,
      body: { page, orgCode: '' },
    });
    expect(own.data.records.every((r) => r.orgCode === 'H21010200001')).toBe(true);
    expect(
      (
        await h.call('POST', `${C}/appKey/query`, {
          token: hospital,
          body: { page, orgCode: 'P21010200002' },
        })
      ).status,
    ).toBe(403);
  });
});
