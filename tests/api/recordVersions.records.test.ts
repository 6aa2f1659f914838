/**
 * No silent overwrite (docs/server.md#record-versions) for security-code applications, security
 * management codes, operation codes and deal SQL configurations: every update sends the version it read;
 * the second update from the same read is refused with 409 该记录已被他人修改，请刷新后重试 and changes
 * nothing. A state transition whose second run is refused by its state keeps that message; a stale read
 * of it (someone edited the record meanwhile) is refused by its version.
 */
import { describe, expect, it } from 'vitest';
import { STALE_RECORD } from '../../server/recordVersions';
import { D } from './dealsHelpers';
import { fileHarness } from './helpers';

const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });

const C = '/commondeal';
const page = { size: 20, current: 1 };
const stale = { status: 409, message: STALE_RECORD };

interface Listed {
  id: number;
  version: number;
  status: string;
}

/** An application as 安全码审批 lists it (its id and version). */
const listed = async (orgCode: string) => {
  const res = await h.call<{ records: Listed[] }>('POST', `${C}/sec/applications`, {
    token: admin,
    body: { page, orgCode, status: '' },
  });
  return res.data.records[0]!;
};
const rowOf = async (id: number) => (await h.rows('select * from sec_applications where id = $1', [id]))[0];
const post = (path: string, body: unknown, token = admin) => h.call('POST', `${C}${path}`, { token, body });

const RESUBMIT = { hisPrd: '11', orgLevelCode: '02', oldOrgCode: 'B77', tel: '13811112222' };
/** 编辑 from another tab: the application changes under the first tab's read. */
const editedElsewhere = async (read: Listed) =>
  expect(await post('/sec/apply', { ...read, ...RESUBMIT, hisName: '另一个窗口' })).toMatchObject({
    code: 0,
  });

const APPROVAL = {
  orgName: '北京市朝阳社区医院',
  hisName: '东华软件',
  hisCode: 'NEU',
  expiration: '20271231',
  chainSign: '0',
  hisPrd: '11',
  userNum: 100,
  address: '北京市朝阳区',
  areaCode: '1101',
  oldOrgCode: 'A1234',
  orgLevelCode: '01',
  orgInsTypeCode: '1',
  prodFlag: '1',
  headOffice: '北京市朝阳社区医院',
};

describe('security-code applications: an update from a stale read is refused (409), nothing changes', () => {
  it('编辑 (POST /sec/apply) twice from one read: the second is refused', async () => {
    const read = await listed('H21010300012');
    const body = { id: read.id, version: read.version, ...RESUBMIT };
    expect(await post('/sec/apply', { ...body, hisName: '甲' })).toMatchObject({
      code: 0,
      data: { hisName: '甲', version: read.version + 1 },
    });
    const saved = await rowOf(read.id);
    expect(await post('/sec/apply', { ...body, hisName: '乙' })).toMatchObject({
      ...stale,
      data: { version: read.version + 1 },
    });
    expect(await rowOf(read.id)).toEqual(saved);
  });

  it('退回 (withdraw) from a read older than an edit is refused; a second 退回 still answers 申请已无效', async () => {
    const read = await listed('P21020200021');
    await editedElsewhere(read);
    const edited = await rowOf(read.id);
    expect(await post('/sec/apply/update', { ...read, op: 'withdraw' })).toMatchObject(stale);
    expect(await rowOf(read.id)).toEqual(edited);
    const fresh = await listed('P21020200021');
    expect(await post('/sec/apply/update', { ...fresh, op: 'withdraw' })).toMatchObject({
      code: 0,
      message: '成功取消申请',
    });
    expect(await post('/sec/apply/update', { ...fresh, op: 'withdraw' })).toMatchObject({
      code: 0,
      message: '申请已无效',
    });
  });

  it('重置 (reset) and 回退 (rollback) from a read older than an edit are refused', async () => {
    const read = await listed('P11010800032');
    expect(read.status).toBe('1');
    await editedElsewhere(read);
    const edited = await rowOf(read.id);
    expect(await post('/sec/apply/update', { ...read, op: 'reset' })).toMatchObject(stale);
    expect(await post('/sec/update', { ...read, op: 'rollback' })).toMatchObject(stale);
    expect(await rowOf(read.id)).toEqual(edited);
    expect(await h.rows("select 1 from sec_cainfo where org_code = 'P11010800032'")).toHaveLength(1);
  });

  it('审批 (approve) of an application edited since it was read is refused; twice answers 仅待审核的申请可以审批', async () => {
    const read = await listed('H11010500031');
    const body = { id: read.id, orgCode: 'H11010500031', ...APPROVAL };
    await editedElsewhere(read);
    const edited = await rowOf(read.id);
    expect(await post('/sec/approve', { ...body, version: read.version })).toMatchObject(stale);
    expect(await rowOf(read.id)).toEqual(edited);
    const fresh = await listed('H11010500031');
    expect(await post('/sec/approve', { ...body, version: fresh.version })).toMatchObject({
      code: 0,
      message: '审核成功',
    });
    expect(await post('/sec/approve', { ...body, version: fresh.version })).toMatchObject({
      code: 1,
      message: '仅待审核的申请可以审批',
    });
  });

  it('批量审批 with one application edited since the list was read: the whole batch is refused', async () => {
    const a = await listed('H21010300011');
    const b = await listed('P21010200002');
    await editedElsewhere(b);
    const before = [await rowOf(a.id), await rowOf(b.id)];
    expect(await post('/sec/approve/batch', [a, b])).toMatchObject(stale);
    expect([await rowOf(a.id), await rowOf(b.id)]).toEqual(before);
  });

  it('驳回 (reject) twice from one read: the second is refused', async () => {
    const read = await listed('H21010300011');
    const body = { id: read.id, version: read.version, op: 'reject' };
    expect(await post('/sec/update', { ...body, memo: '资料不全' })).toMatchObject({
      code: 0,
      message: '驳回成功！',
    });
    const saved = await rowOf(read.id);
    expect(await post('/sec/update', { ...body, memo: '另一个原因' })).toMatchObject(stale);
    expect(await rowOf(read.id)).toEqual(saved);
  });

  it('查询远程 (query-remote) of an application rejected since it was read is refused: no code issued', async () => {
    const read = await listed('H31010100041');
    expect(await post('/sec/update', { ...read, op: 'reject', memo: '资料不全' })).toMatchObject({ code: 0 });
    const rejected = await rowOf(read.id);
    expect(await post('/sec/query-remote', { id: read.id, version: read.version })).toMatchObject(stale);
    expect(await rowOf(read.id)).toEqual(rejected);
  });

  it('an update without the version it read is refused (400)', async () => {
    const read = await listed('H21020200022');
    expect(await post('/sec/update', { id: read.id, op: 'reject', memo: 'x' })).toMatchObject({
      status: 400,
    });
  });
});

describe('安全码维护 (insert-cainfo): twice from one read, the second is refused', () => {
  it('the first saves (更新成功), the second is 409 and the record stays', async () => {
    const read = await h.call<{ cainfo: string; version: number }>('GET', `${C}/common/query-cainfo`, {
      token: hospital,
    });
    const body = { cainfo: read.data.cainfo, version: read.data.version };
    expect(await post('/common/insert-cainfo', body, hospital)).toMatchObject({
      code: 0,
      message: '更新成功',
      data: { version: read.data.version + 1 },
    });
    const saved = await h.rows("select * from sec_cainfo where org_code = 'H21010200001'");
    expect(await post('/common/insert-cainfo', body, hospital)).toMatchObject({
      ...stale,
      data: { version: read.data.version + 1 },
    });
    expect(await h.rows("select * from sec_cainfo where org_code = 'H21010200001'")).toEqual(saved);
  });
});

describe('结算单操作码 (appKey): edit and approval from a stale read are refused', () => {
  const KEY = { orgCode: 'H21010200001', orgName: '沈阳市示范医院', tel: '13812340000' };
  const mine = async () =>
    (
      await h.call<{ records: (Listed & { conerName: string })[] }>('POST', `${C}/appKey/query`, {
        token: hospital,
        body: { page },
      })
    ).data.records[0]!;
  const keyRow = () => h.rows("select * from app_keys where org_code = 'H21010200001'");

  it('修改 twice from one read: the second is refused', async () => {
    expect(await post('/appKey/apply', { ...KEY, conerName: '张三' }, hospital)).toMatchObject({ code: 0 });
    const read = await mine();
    const body = { ...KEY, id: read.id, version: read.version };
    expect(await post('/appKey/update', { ...body, conerName: '李四' }, hospital)).toMatchObject({
      code: 0,
      data: { conerName: '李四', version: read.version + 1 },
    });
    const saved = await keyRow();
    expect(await post('/appKey/update', { ...body, conerName: '王五' }, hospital)).toMatchObject(stale);
    expect(await keyRow()).toEqual(saved);
  });

  it('审核 of an application edited since it was read is refused; twice answers 仅待审核的操作码申请可以审批', async () => {
    const read = await mine();
    const edit = { ...KEY, id: read.id, version: read.version, conerName: '赵六' };
    expect(await post('/appKey/update', edit, hospital)).toMatchObject({ code: 0 });
    const edited = await keyRow();
    expect(await post('/appKey/approve', { id: read.id, version: read.version })).toMatchObject(stale);
    expect(await keyRow()).toEqual(edited);
    const fresh = await mine();
    const approve = { id: fresh.id, version: fresh.version };
    expect(await post('/appKey/approve', approve)).toMatchObject({ code: 0, message: '审核成功' });
    expect(await post('/appKey/approve', approve)).toMatchObject({
      code: 1,
      message: '仅待审核的操作码申请可以审批',
    });
  });
});

describe('交易SQL配置 (updateDealSql): twice from one read, the second is refused', () => {
  const query = { dealCode: '2207', nodeName: 'data' };
  const read = async () =>
    (await h.call<{ version: number }>('GET', `${D}/queryDealSqlByDealCode`, { token: admin, query })).data;
  const config = () => h.rows("select * from deal_sql_configs where deal_code = '2207'");
  const save = (sql: string, version: number) =>
    h.call('POST', `${D}/updateDealSql`, {
      token: admin,
      body: { ...query, dealName: '门诊结算', params: 'psn_no', dataSource: 'DEFAULT', sql, version },
    });
  const SQL = 'select psn_no from support_visits where psn_no = $1';

  it('a new configuration (read as version 0) is created once; the second creation is refused', async () => {
    expect(await read()).toMatchObject({ sql: null, version: 0 });
    expect(await save(SQL, 0)).toMatchObject({ code: 0, message: '保存成功', data: { version: 1 } });
    const saved = await config();
    expect(await save(`${SQL} and 1 = 1`, 0)).toMatchObject({ ...stale, data: { version: 1 } });
    expect(await config()).toEqual(saved);
  });

  it('an edit and a removal (empty SQL) from one read: the second is refused', async () => {
    const { version } = await read();
    expect(await save(`${SQL} and 2 = 2`, version)).toMatchObject({
      code: 0,
      data: { version: version + 1 },
    });
    const saved = await config();
    expect(await save('', version)).toMatchObject(stale);
    expect(await save(`${SQL} and 3 = 3`, version)).toMatchObject(stale);
    expect(await config()).toEqual(saved);
  });
});
