/**
 * Production mode (NODE_ENV=production, here `buildApp({ production: true })`): the reference data only,
 * no demo account or demo data, no test-mode captcha or phone code, no demo password in the log or as a
 * new password, and no start while any account still has a demo password.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '../../server/seed/seedData';
import { SEED_MENUS } from '../../server/seed/seedMenus';
import { DEMO_REVERSAL_PASSWORD } from '../../server/seed/seedReversals';
import { hashPassword } from '../../server/services/passwords';
import { build, fileHarness } from './helpers';
import { TEST_SCRYPT_N } from './pgliteTemplate';

const SECRETS = [...DEMO_PASSWORDS, DEMO_REVERSAL_PASSWORD];
const OPERATOR_PASSWORD = 'Strong#Pass2026';
const DEMO_PASSWORD_MESSAGE = '该密码是公开的演示密码，请换一个';

const log: string[] = [];
const { h } = await fileHarness(undefined, {
  production: true,
  emptyDb: true,
  logStream: { write: (line) => log.push(line) },
});

const count = async (table: string) =>
  (await h.rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

/** An operator account, as `npm run admin -- create` writes it (the database has none of its own). */
async function addOperator(username: string, password: string): Promise<void> {
  const hash = await hashPassword(password, TEST_SCRYPT_N);
  await h.db.query(
    `with u as (insert into users (username, password_hash, org_code, org_name, mobile, user_type_id)
                values ($1, $2, '9999', '平台运营中心', '13811112222', 1) returning user_id)
     insert into user_roles (user_id, role_id) select u.user_id, r.role_id from u, roles r where r.role_name = 'ROLE_ADMIN'`,
    [username, hash],
  );
}

describe('a production start on an empty database', () => {
  it('writes no demo account and no demo data', async () => {
    expect(await count('users')).toBe(0);
    expect(await h.rows('select org_code from orgs')).toEqual([{ org_code: '9999' }]);
    for (const table of [
      'insured_persons',
      'center_settlements',
      'org_settlements',
      'center_visits',
      'reversal_passwords',
      'reversal_fees',
      'sec_applications',
      'app_keys',
      'order_tickets',
      'order_templates',
      'order_staff',
      'order_types',
      'deal_sql_configs',
      'case_uploads',
    ])
      expect(await count(table), table).toBe(0);
  });

  it('writes the reference data the platform needs: the operator institution, the roles, the menus', async () => {
    const [org] = await h.rows<{ org_name: string; collected: boolean; mobile: string }>(
      `select org_name, collected, mobile from orgs where org_code = '9999'`,
    );
    expect(org).toEqual({ org_name: '平台运营中心', collected: true, mobile: '' });
    const roles = await h.rows<{ role_name: string }>('select role_name from roles order by role_id');
    expect(roles.map((r) => r.role_name)).toEqual(['ROLE_ADMIN', 'ROLE_ORG', 'ROLE_RUSHFREE', 'ROLE_CONFIG']);
    const leaves = SEED_MENUS.reduce((n, g) => n + g.children.length, 0);
    expect(await count('menus')).toBe(SEED_MENUS.length + leaves);
    const admin = await h.rows(
      `select 1 from role_menus rm join roles r using (role_id) join menus m using (menu_id)
        where r.role_name = 'ROLE_ADMIN' and m.menupath = '/home/screenPreview'`,
    );
    expect(admin).toHaveLength(1);
  });

  it('logs no demo password', () => {
    expect(log.length).toBeGreaterThan(0);
    const text = log.join('');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('has no fixed captcha or phone code: an account logs in only with the code the image shows', async () => {
    await addOperator('admin', OPERATOR_PASSWORD);
    const password = await h.encrypt(OPERATOR_PASSWORD);
    const key = await h.captchaKey();
    const [{ code }] = (await h.rows<{ code: string }>('select code from captchas where captcha_key = $1', [
      key,
    ])) as [{ code: string }];
    const wrong = code === '1234' ? '4321' : '1234';
    const refused = await h.call('POST', '/commondeal/api/auth/login', {
      body: { user: 'admin', password, loginType: 'password', checkCode: wrong, checkKey: key },
    });
    expect(refused.message).toBe('校验码不正确');
    const res = await h.tryLogin({ user: 'admin', password });
    expect(res).toMatchObject({ code: 0, data: { orgCode: '9999', roles: ['ROLE_ADMIN'] } });
    expect(h.app.config.testSmsCode).toBeUndefined();
  });

  it('refuses a demo password as a new one: new user, reset, change', async () => {
    const token = (await h.tryLogin({ user: 'admin', password: await h.encrypt(OPERATOR_PASSWORD) })).data
      .token;
    const added = await h.call('POST', '/commondeal/api/user-manage/add', {
      token,
      body: {
        userName: '13911112222',
        orgCode: '9999',
        orgName: '平台运营中心',
        passWord: await h.encrypt('Demo@2026'),
      },
    });
    expect(added).toMatchObject({ status: 400, message: DEMO_PASSWORD_MESSAGE });
    expect(await count('users')).toBe(1);
    const changed = await h.call('POST', '/commondeal/api/auth/cpass', {
      token,
      body: {
        user: await h.encrypt('admin'),
        password: await h.encrypt(OPERATOR_PASSWORD),
        newPassword: await h.encrypt('Admin@2026'),
      },
    });
    expect(changed).toMatchObject({ status: 400, message: DEMO_PASSWORD_MESSAGE });
  });
});

describe('a production start refuses', () => {
  const refusal =
    /^生产模式拒绝启动：账号 (.+) 仍使用公开的演示密码.*npm run admin -- passwd <账号>.*npm run admin -- delete <账号>/;

  it('a database with the demo accounts', async () => {
    const demo = await build();
    try {
      const err = await build({ production: true, db: demo.db }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      const names = refusal.exec((err as Error).message)?.[1]?.split('、');
      expect(names).toContain('admin');
      expect(names).toContain('H21010200001');
      expect(names).toContain('13700000001');
    } finally {
      await demo.close();
    }
  }, 120_000);

  it('any account with a demo password, also one changed to it since the last start', async () => {
    // The operator's hash was found clean at the last start; a new account and a changed hash are checked.
    await addOperator('13922223333', 'Demo@2026');
    await expect(build({ production: true, db: h.db })).rejects.toThrow(refusal);
    await h.db.query(`delete from users where username = '13922223333'`);
    const clean = await build({ production: true, db: h.db });
    await clean.close();
    await h.db.query(`update users set password_hash = $1 where username = 'admin'`, [
      await hashPassword('Admin@2026', TEST_SCRYPT_N),
    ]);
    const err = (await build({ production: true, db: h.db }).catch((e: unknown) => e)) as Error;
    expect(refusal.exec(err.message)?.[1]).toBe('admin');
    await h.db.query(`update users set password_hash = $1 where username = 'admin'`, [
      await hashPassword(OPERATOR_PASSWORD, TEST_SCRYPT_N),
    ]);
  }, 60_000);

  it('a test-mode captcha or phone code', async () => {
    for (const mode of [{ testCaptcha: '1234' }, { testSmsCode: '135790' }])
      await expect(build({ production: true, db: h.db, ...mode })).rejects.toThrow(
        '生产模式拒绝启动：不能使用测试模式的固定图形验证码或短信验证码。',
      );
  });
});
