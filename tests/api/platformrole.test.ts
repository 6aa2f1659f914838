import { describe, expect, it } from 'vitest';
import { fileHarness, roleId } from './helpers';

interface Role {
  roleId: number;
  roleName: string;
  roleCnname: string;
}

const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });

const R = '/commondeal/api/platformrole';
const rolesTable = () => h.rows('select * from roles order by role_id');

describe('GET /commondeal/api/platformrole/list', () => {
  it('lists the roles', async () => {
    const res = await h.call<{ records: Role[]; total: number }>('GET', `${R}/list`, { token: admin });
    expect(res.data.total).toBe(5);
    expect(res.data.records.map((r) => [r.roleName, r.roleCnname])).toEqual([
      ['ROLE_ADMIN', '管理员'],
      ['ROLE_ORG', '机构用户'],
      ['ROLE_RUSHFREE', '免支付冲正'],
      ['ROLE_CONFIG', '界面配置'],
      ['ROLE_ORDER', '服务单办理'],
    ]);
  });

  it('pages in SQL: page 2 holds the next roles by id and the total; never more than a page', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      await h.call('POST', `${R}/insert`, {
        token: admin,
        body: { roleName: `ROLE_PAGE_${n}`, roleCnname: `分页${n}` },
      });
    }
    const ids = (await h.rows<{ role_id: number }>('select role_id from roles order by role_id')).map(
      (r) => r.role_id,
    );
    // The five seeded roles (ROLE_CONFIG: 界面工作台's configurators; ROLE_ORDER: the ticket handlers)
    // and the eight added here.
    expect(ids).toHaveLength(13);
    const second = await h.call<{ records: Role[]; total: number }>('GET', `${R}/list`, {
      token: admin,
      query: { size: '4', current: '2' },
    });
    expect(second.data.total).toBe(13);
    expect(second.data.records.map((r) => r.roleId)).toEqual(ids.slice(4, 8));
    const unasked = await h.call<{ records: Role[] }>('GET', `${R}/list`, { token: admin });
    expect(unasked.data.records).toHaveLength(10);
    expect(await h.call('GET', `${R}/list`, { token: admin, query: { size: '101' } })).toMatchObject({
      status: 400,
    });
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8])
      await h.rows('delete from roles where role_name = $1', [`ROLE_PAGE_${n}`]);
  });

  it('wrong role → 403, anonymous → 401', async () => {
    expect(await h.call('GET', `${R}/list`, { token: hospital })).toMatchObject({
      status: 403,
      message: '无权访问该功能',
    });
    expect(await h.call('GET', `${R}/list`)).toMatchObject({
      status: 401,
      message: '登录已过期，请重新登录',
    });
  });
});

describe('POST /commondeal/api/platformrole/insert', () => {
  it('adds a role and answers it', async () => {
    const res = await h.call<Role>('POST', `${R}/insert`, {
      token: admin,
      body: { roleName: 'ROLE_AUDIT', roleCnname: '审计' },
    });
    expect(res).toMatchObject({ code: 0, data: { roleName: 'ROLE_AUDIT', roleCnname: '审计' } });
  });

  it.each([
    ['请输入角色名称', { roleCnname: '甲' }],
    ['请输入角色名称', { roleName: '', roleCnname: '甲' }],
    ['请输入角色中文名称', { roleName: 'ROLE_X' }],
    ['请输入角色中文名称', { roleName: 'ROLE_X', roleCnname: '  ' }],
    [
      '角色名称须以字母开头，只能包含字母、数字、下划线，且不超过50个字符',
      { roleName: "x'; drop table roles; --", roleCnname: '甲' },
    ],
  ])('%s: bad input is refused with 400 and nothing is written', async (message, body) => {
    const before = await rolesTable();
    expect(await h.call('POST', `${R}/insert`, { token: admin, body })).toMatchObject({
      status: 400,
      code: 400,
      message,
    });
    expect(await rolesTable()).toEqual(before);
  });

  it('角色已存在: a duplicate role name (any case) is refused', async () => {
    const before = await rolesTable();
    for (const roleName of ['ROLE_ORG', 'role_org']) {
      expect(
        await h.call('POST', `${R}/insert`, { token: admin, body: { roleName, roleCnname: '重复' } }),
      ).toMatchObject({
        code: 1,
        message: '角色已存在',
      });
    }
    expect(await rolesTable()).toEqual(before);
  });

  it('wrong role → 403, anonymous → 401, nothing written', async () => {
    const before = await rolesTable();
    const body = { roleName: 'ROLE_HACK', roleCnname: '越权' };
    expect(await h.call('POST', `${R}/insert`, { token: hospital, body })).toMatchObject({ status: 403 });
    expect(await h.call('POST', `${R}/insert`, { body })).toMatchObject({ status: 401 });
    expect(await rolesTable()).toEqual(before);
  });
});

describe('DELETE /commondeal/api/platformrole/delete/{id}', () => {
  it('deletes a role with its menu grants and user assignments', async () => {
    const id = await roleId(h, 'ROLE_RUSHFREE');
    expect(await h.call('DELETE', `${R}/delete/${id}`, { token: admin })).toMatchObject({
      code: 0,
      message: '删除成功',
    });
    expect(await h.rows('select * from roles where role_id = $1', [id])).toEqual([]);
    expect(await h.rows('select * from user_roles where role_id = $1', [id])).toEqual([]);
  });

  it('角色不存在 / 内置角色不能删除 / malformed id: nothing is deleted', async () => {
    const before = await rolesTable();
    expect(await h.call('DELETE', `${R}/delete/999999`, { token: admin })).toMatchObject({
      code: 1,
      message: '角色不存在',
    });
    expect(
      await h.call('DELETE', `${R}/delete/${await roleId(h, 'ROLE_ADMIN')}`, { token: admin }),
    ).toMatchObject({
      code: 1,
      message: '内置角色不能删除',
    });
    expect(await h.call('DELETE', `${R}/delete/0`, { token: admin })).toMatchObject({
      status: 400,
      message: '角色编号不能小于1',
    });
    expect(await rolesTable()).toEqual(before);
  });

  it('wrong role → 403, anonymous → 401, nothing deleted', async () => {
    const before = await rolesTable();
    const id = await roleId(h, 'ROLE_ORG');
    expect(await h.call('DELETE', `${R}/delete/${id}`, { token: hospital })).toMatchObject({ status: 403 });
    expect(await h.call('DELETE', `${R}/delete/${id}`)).toMatchObject({ status: 401 });
    expect(await rolesTable()).toEqual(before);
  });
});
