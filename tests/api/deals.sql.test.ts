import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';
import { D, ZHANG } from './dealsHelpers';

const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });

const configs = () => h.rows('select * from deal_sql_configs order by deal_code, node_name');
/** The version of a node's configuration as the configure dialog reads it (0: none yet). */
const versionOf = async (body: Record<string, unknown>) => {
  const query = { dealCode: String(body.dealCode), nodeName: String(body.nodeName) };
  const read = await h.call<{ version?: number }>('GET', `${D}/queryDealSqlByDealCode`, {
    token: admin,
    query,
  });
  return read.data?.version ?? 0;
};
/** Saves a configuration from a fresh read, as the configure dialog does. */
const save = async (token: string, body: Record<string, unknown>) =>
  h.call<Record<string, unknown>>('POST', `${D}/updateDealSql`, {
    token,
    body: { ...body, version: await versionOf(body) },
  });
const supportInfo = (token: string, dealName: string, hisParamSet: Record<string, unknown>) =>
  h.call<Record<string, unknown>>('POST', `${D}/query-supportinfo`, {
    token,
    body: { dealName, hisParamSet },
  });

const config2207 = {
  dealCode: '2207',
  dealName: '门诊结算',
  nodeName: 'data',
  params: 'psn_no',
  dataSource: 'DEFAULT',
  sql: `select v.psn_no, '02' as mdtrt_cert_type, p.certno as mdtrt_cert_no, v.mdtrt_id, v.insutype, v.med_type
          from support_visits v join support_persons p on p.psn_no = v.psn_no
         where v.psn_no = $1 and v.status = '1' and v.kind = 'O'`,
};

describe('GET /commondeal/queryDealSqlByDealCode and POST /commondeal/updateDealSql (the 9999 operator)', () => {
  it('answers the stored configuration (the demo one of 1101), or nulls', async () => {
    const res = await h.call('GET', `${D}/queryDealSqlByDealCode`, {
      token: admin,
      query: { dealCode: '1101', nodeName: 'data' },
    });
    expect(res).toMatchObject({
      code: 0,
      data: { dealCode: '1101', nodeName: 'data', params: 'psn_name', dataSource: 'DEFAULT' },
    });
    const none = await h.call('GET', `${D}/queryDealSqlByDealCode`, {
      token: admin,
      query: { dealCode: '2207', nodeName: 'data' },
    });
    expect(none.data).toMatchObject({ sql: null, params: null });
  });

  it('saves a configuration (保存成功) and answers it; dataSource defaults to DEFAULT', async () => {
    const { dataSource: _d, ...body } = config2207;
    expect(await save(admin, body)).toMatchObject({ code: 0, message: '保存成功', data: { ...config2207 } });
    const res = await h.call('GET', `${D}/queryDealSqlByDealCode`, {
      token: admin,
      query: { dealCode: '2207', nodeName: 'data' },
    });
    expect(res.data).toMatchObject({ sql: config2207.sql, params: 'psn_no' });
  });

  it.each([
    ['SQL须为单条 select 查询语句', { sql: 'delete from users' }],
    ['只能配置一条SQL语句', { sql: 'select 1; drop table users' }],
    [
      'SQL只能查询数据，不能包含 DELETE',
      { sql: 'with x as (delete from users returning *) select * from x' },
    ],
    ['SQL只能查询数据，不能包含 INTO', { sql: 'select * into copy_of_users from users' }],
    ['SQL使用了 $2，但只配置了1个参数', { sql: 'select $1, $2' }],
    ['参数 user_id 不是该交易的输入字段', { params: 'user_id' }],
    ['参数须为以逗号分隔的字段名', { params: 'psn_no;drop' }],
    ['请选择节点', { nodeName: undefined }],
    ['数据源只能为DEFAULT', { dataSource: 'OTHER' }],
  ])('%s: refused with 400, nothing written', async (message, change) => {
    const before = await configs();
    expect(await save(admin, { ...config2207, ...change })).toMatchObject({ status: 400, message });
    expect(await configs()).toEqual(before);
  });

  it('该交易没有此输入节点 / 交易不存在: code 1; an empty SQL deletes the configuration', async () => {
    expect(await save(admin, { ...config2207, nodeName: 'setlinfo' })).toMatchObject({
      code: 1,
      message: '该交易没有此输入节点',
    });
    expect(await save(admin, { ...config2207, dealCode: '8888' })).toMatchObject({
      code: 1,
      message: '交易不存在',
    });
    await save(admin, { ...config2207, dealCode: '2206' });
    expect(await save(admin, { ...config2207, dealCode: '2206', sql: '' })).toMatchObject({
      code: 0,
      data: { sql: null },
    });
    expect(await h.rows("select * from deal_sql_configs where deal_code = '2206'")).toEqual([]);
  });

  it('a non-admin gets 403 and writes nothing; anonymous gets 401', async () => {
    const before = await configs();
    expect(await save(hospital, config2207)).toMatchObject({ status: 403, message: '无权访问该功能' });
    expect(
      await h.call('GET', `${D}/queryDealSqlByDealCode`, {
        token: hospital,
        query: { dealCode: '1101', nodeName: 'data' },
      }),
    ).toMatchObject({ status: 403 });
    expect(await save('', config2207)).toMatchObject({ status: 401 });
    expect(await configs()).toEqual(before);
  });
});

describe('POST /commondeal/query-supportinfo', () => {
  it('runs each node configuration with the parameters bound by name and answers the first row per node', async () => {
    const res = await supportInfo(hospital, '1101', { psn_name: '张伟' });
    expect(res).toMatchObject({
      code: 0,
      data: {
        data: {
          mdtrt_cert_type: '02',
          mdtrt_cert_no: ZHANG!.certno,
          certno: ZHANG!.certno,
          psn_name: '张伟',
        },
      },
    });
    const visit = await supportInfo(hospital, '2207', { psn_no: ZHANG!.psn_no });
    expect(visit.data).toMatchObject({ data: { mdtrt_id: '300179901', med_type: '11', insutype: '310' } });
    expect(await supportInfo(hospital, '2201', {})).toMatchObject({ code: 0, data: {} });
  });

  it("an injection attempt in a parameter is only a value: no rows, and nothing changes ('; drop table users; --)", async () => {
    const users = await h.rows('select * from users order by user_id');
    for (const psn_name of ["'; drop table users; --", "张伟' or '1'='1"]) {
      expect(await supportInfo(hospital, '1101', { psn_name })).toMatchObject({
        code: 0,
        data: { data: {} },
      });
    }
    expect(await h.rows('select * from users order by user_id')).toEqual(users);
  });

  it('a configuration that writes (nextval) is refused when saved, and again when run if stored behind its back', async () => {
    const sql = "select nextval('deal_msg_seq') as psn_no";
    const message = 'SQL不能调用函数 nextval（只允许常用的聚合、字符串、日期和数值函数）';
    expect(await save(admin, { ...config2207, dealCode: '2206', params: '', sql })).toMatchObject({
      status: 400,
      message,
    });
    await h.rows(
      `insert into deal_sql_configs (deal_code, node_name, deal_name, params, sql, saved_by)
       values ('2206', 'data', '门诊预结算', '', $1, (select user_id from users where username = 'admin'))`,
      [sql],
    );
    const [before] = await h.rows<{ last_value: string }>('select last_value from deal_msg_seq');
    expect(await supportInfo(hospital, '2206', {})).toMatchObject({
      code: 1,
      message: `节点 data 的SQL配置无效：${message}`,
    });
    expect(await h.rows('select last_value from deal_msg_seq')).toEqual([before]);
    await h.rows("delete from deal_sql_configs where deal_code = '2206'");
  });

  it('a configuration saved (or altered) outside updateDealSql by a non-admin never runs', async () => {
    await h.rows(
      `insert into deal_sql_configs (deal_code, node_name, deal_name, params, sql, saved_by)
       values ('5206', 'data', '人员累计信息查询', '', 'select psn_no from insured_persons', (select user_id from users where username = 'H21010200001'))`,
    );
    expect(await supportInfo(hospital, '5206', {})).toMatchObject({ code: 0, data: {} });
    await h.rows(`update deal_sql_configs set sql = 'delete from users', saved_by = (select user_id from users where username = 'admin')
                   where deal_code = '5206'`);
    expect(await supportInfo(hospital, '5206', {})).toMatchObject({
      code: 1,
      message: '节点 data 的SQL配置无效：SQL须为单条 select 查询语句',
    });
  });

  it('bad input: unknown deal → 交易不存在, malformed body → 400, anonymous → 401', async () => {
    expect(await supportInfo(hospital, '8888', {})).toMatchObject({ code: 1, message: '交易不存在' });
    expect(await supportInfo(hospital, '1101', { psn_name: { nested: true } })).toMatchObject({
      status: 400,
    });
    expect(await h.call('POST', `${D}/query-supportinfo`, { body: { dealName: '1101' } })).toMatchObject({
      status: 401,
    });
  });
});
