/**
 * Who manages accounts: ROLE_ADMIN and the institution admin (the account named after its institution code)
 * only; nobody resets, disables, deletes or re-roles an account holding a role they do not hold; an
 * institution grants only roles it holds, never ROLE_ADMIN or ROLE_RUSHFREE.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness, idOf, roleId, snapshot } from './helpers';

let admin: string;
let hospital: string;
let pharmacy: string;
let nurse: string;
let pharmacist: string;
const HOSPITAL = 'H21010200001';
const PHARMACY = 'P21010200002';
/** A hospital colleague given ROLE_ADMIN in the set-up. */
const ADMIN_COLLEAGUE = '13900000008';
/** The pharmacy's ROLE_RUSHFREE user, given ROLE_ADMIN in the set-up: an institution's ROLE_ADMIN. */
const PHARMACY_ROLE_ADMIN = '13900000009';
const U = '/commondeal/api/user-manage';
const GOOD = 'Good@20260';
const NO_RIGHT = { status: 403, message: '无权访问该功能' };
const BEYOND = { status: 403, message: '该用户拥有您未拥有的角色，无权操作' };

const rolesOf = async (username: string) =>
  (
    await h.rows<{ role_name: string }>(
      `select r.role_name from user_roles ur join roles r using (role_id) join users u using (user_id)
        where u.username = $1 order by 1`,
      [username],
    )
  ).map((r) => r.role_name);
/** What a refused change of an account must leave as it was (a session's last use may move). */
const ACCOUNTS = { tables: ['users', 'user_roles', 'sessions(token_hash)'] };
const reset = async (token: string, user: string, orgCode = HOSPITAL) =>
  h.call('PUT', `${U}/resetPass`, {
    token,
    body: { user: await h.encrypt(user), newPassword: await h.encrypt(GOOD), orgCode },
  });
/** The account's version as the list or the role dialog reads it (0 when there is no such account). */
const versionOf = async (userId: number) =>
  (await h.rows<{ version: number }>('select version from users where user_id = $1', [userId]))[0]?.version ??
  0;
const grant = async (token: string, userId: number, roleIds: number[]) =>
  h.call('POST', `${U}/role`, { token, body: { userId, roleIds, version: await versionOf(userId) } });
const setValid = async (token: string, userId: number, ifValid: '0' | '1') =>
  h.call('PUT', `${U}/valid`, { token, body: { userId, ifValid, version: await versionOf(userId) } });

const { h } = await fileHarness();
beforeAll(async () => {
  await h.db.query(
    `insert into user_roles (user_id, role_id) select u.user_id, r.role_id from users u, roles r
      where u.username = any($1) and r.role_name = 'ROLE_ADMIN'`,
    [[ADMIN_COLLEAGUE, PHARMACY_ROLE_ADMIN]],
  );
  admin = await h.tokenOf('admin');
  hospital = await h.tokenOf(HOSPITAL);
  pharmacy = await h.tokenOf(PHARMACY);
  nurse = await h.tokenOf('13900000002');
  pharmacist = await h.tokenOf(PHARMACY_ROLE_ADMIN);
}, BOOT_TIMEOUT);

describe('a plain institution user (ROLE_ORG, 13900000002) manages no account', () => {
  it('list, detail, mobile check, add, disable, delete and password reset → 无权访问该功能; nothing changes', async () => {
    const before = await snapshot(h, ACCOUNTS);
    const colleague = await idOf(h, 'T21010200003');
    const calls = [
      h.call('POST', U, { token: nurse, body: { page: { size: 10, current: 1 } } }),
      h.call('GET', `${U}/user/${colleague}`, { token: nurse }),
      h.call('GET', `${U}/exists`, { token: nurse, query: { mobile: '13900000008' } }),
      h.call('POST', `${U}/add`, {
        token: nurse,
        body: {
          userName: '13711110001',
          orgCode: HOSPITAL,
          orgName: '医院',
          passWord: await h.encrypt(GOOD),
        },
      }),
      setValid(nurse, colleague, '0'),
      h.call('DELETE', U, { token: nurse, body: { userId: colleague } }),
      reset(nurse, 'T21010200003'),
      h.call('GET', `${U}/roles`, { token: nurse }),
    ];
    for (const res of await Promise.all(calls)) expect(res).toMatchObject(NO_RIGHT);
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });

  it('account take-over is refused: resetPass on the institution admin or an admin colleague, then log in', async () => {
    const before = await snapshot(h, ACCOUNTS);
    expect(await reset(nurse, HOSPITAL)).toMatchObject(NO_RIGHT);
    expect(await reset(nurse, ADMIN_COLLEAGUE)).toMatchObject(NO_RIGHT);
    for (const victim of [HOSPITAL, ADMIN_COLLEAGUE]) {
      const login = await h.tryLogin({ user: victim, password: await h.encrypt(GOOD) });
      expect(login).toMatchObject({ code: 1, message: '用户名或密码错误' });
    }
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });
});

describe('the institution admin manages its accounts, but none holding a role it does not hold', () => {
  it('lists its institution and resets a plain user’s password', async () => {
    const list = await h.call<{ total: number }>('POST', U, {
      token: hospital,
      body: { page: { size: 10, current: 1 } },
    });
    expect(list).toMatchObject({ code: 0 });
    expect(list.data.total).toBe(4);
    expect(
      await h.call('GET', `${U}/exists`, { token: hospital, query: { mobile: '13900000002' } }),
    ).toMatchObject({ code: 0, data: true });
    expect(await reset(hospital, 'T21010200003')).toMatchObject({ code: 0, message: '密码修改成功' });
  });

  it('a ROLE_ADMIN colleague: no reset, no disable, no delete, no re-role; nothing changes', async () => {
    const before = await snapshot(h, ACCOUNTS);
    const id = await idOf(h, ADMIN_COLLEAGUE);
    expect(await reset(hospital, ADMIN_COLLEAGUE)).toMatchObject(BEYOND);
    expect(await setValid(hospital, id, '0')).toMatchObject(BEYOND);
    expect(await h.call('DELETE', U, { token: hospital, body: { userId: id } })).toMatchObject(BEYOND);
    // The role dialog is ROLE_ADMIN's.
    expect(await grant(hospital, id, [])).toMatchObject(NO_RIGHT);
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });

  it('a ROLE_RUSHFREE account is out of reach of the pharmacy admin who does not hold it', async () => {
    const before = await snapshot(h, ACCOUNTS);
    expect(await reset(pharmacy, PHARMACY_ROLE_ADMIN, PHARMACY)).toMatchObject(BEYOND);
    expect(
      await h.call('DELETE', U, { token: pharmacy, body: { userId: await idOf(h, PHARMACY_ROLE_ADMIN) } }),
    ).toMatchObject(BEYOND);
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });

  it('the operator (ROLE_ADMIN of 9999) outranks every role', async () => {
    expect(await reset(admin, ADMIN_COLLEAGUE)).toMatchObject({ code: 0 });
    expect(await h.tryLogin({ user: ADMIN_COLLEAGUE, password: await h.encrypt(GOOD) })).toMatchObject({
      code: 0,
    });
  });
});

describe('role grants (POST /api/user-manage/role)', () => {
  let newcomer = 0;
  beforeAll(async () => {
    const added = await h.call<{ userId: number }>('POST', `${U}/add`, {
      token: pharmacy,
      body: { userName: '13711112222', orgCode: PHARMACY, orgName: '药房', passWord: await h.encrypt(GOOD) },
    });
    newcomer = added.data.userId;
  });

  it('the role list of the dialog: every role for the operator, the roles it holds but ROLE_ADMIN/ROLE_RUSHFREE for an institution', async () => {
    const names = async (token: string) =>
      (await h.call<{ roleName: string }[]>('GET', `${U}/roles`, { token })).data.map((r) => r.roleName);
    expect(await names(admin)).toEqual([
      'ROLE_ADMIN',
      'ROLE_ORG',
      'ROLE_RUSHFREE',
      'ROLE_CONFIG',
      'ROLE_ORDER',
    ]);
    expect(await names(pharmacist)).toEqual(['ROLE_ORG']);
  });

  it('an institution’s ROLE_ADMIN never grants ROLE_ADMIN or ROLE_RUSHFREE; nothing changes', async () => {
    const before = await snapshot(h, ACCOUNTS);
    expect(
      await grant(pharmacist, newcomer, [await roleId(h, 'ROLE_ORG'), await roleId(h, 'ROLE_ADMIN')]),
    ).toMatchObject({ status: 403, message: '无权授予或取消角色：管理员' });
    expect(await grant(pharmacist, newcomer, [await roleId(h, 'ROLE_RUSHFREE')])).toMatchObject({
      status: 403,
      message: '无权授予或取消角色：免支付冲正',
    });
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });

  it('only the operator grants ROLE_RUSHFREE; the institution then maintains the rest and the reserved role stays', async () => {
    const [org, rushfree] = [await roleId(h, 'ROLE_ORG'), await roleId(h, 'ROLE_RUSHFREE')];
    expect(await grant(admin, newcomer, [org, rushfree])).toMatchObject({ code: 0, message: '保存成功' });
    expect(
      await h.call('GET', `${U}/role`, { token: pharmacist, query: { userId: String(newcomer) } }),
    ).toMatchObject({ code: 0, data: { roleChecked: [org] } });
    expect(await grant(pharmacist, newcomer, [])).toMatchObject({ code: 0 });
    expect(await rolesOf('13711112222')).toEqual(['ROLE_RUSHFREE']);
    expect(await grant(pharmacist, newcomer, [org])).toMatchObject({ code: 0 });
    expect(await rolesOf('13711112222')).toEqual(['ROLE_ORG', 'ROLE_RUSHFREE']);
  });

  it('the institution admin’s own account is re-roled by the operator only', async () => {
    const before = await snapshot(h, ACCOUNTS);
    const self = await idOf(h, PHARMACY);
    expect(await grant(pharmacist, self, [])).toMatchObject({
      status: 403,
      message: '机构管理员账号的角色只能由平台运营机构维护',
    });
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });
});

describe('user 9999 is ignored: the server says so, so the console’s toggle reverts', () => {
  it('PUT /valid for user 9999 → code 1 用户 9999 不能启用或禁用; nothing changes', async () => {
    const before = await snapshot(h, ACCOUNTS);
    expect(await setValid(admin, 9999, '0')).toMatchObject({ code: 1, message: '用户 9999 不能启用或禁用' });
    expect(await snapshot(h, ACCOUNTS)).toEqual(before);
  });
});

describe('deregistration (POST /api/info/deregister) is the institution admin’s only', () => {
  it('a plain user and a ROLE_ADMIN colleague are refused; nothing changes', async () => {
    const orgs = () => h.rows('select * from orgs order by org_code');
    const before = await orgs();
    for (const token of [nurse, pharmacist]) {
      expect(await h.call('POST', '/commondeal/api/info/deregister', { token })).toMatchObject(NO_RIGHT);
    }
    expect(await orgs()).toEqual(before);
  });
});
