/**
 * `npm run admin -- create|passwd|delete <账号>` (server/admin.ts) on an embedded database in a directory
 * of its own: the first operator of a production platform, with the password from the environment or
 * standard input (never the command line), the product's password rule and the production scrypt cost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSWORD_MESSAGE } from '../../schemas';
import { runAdmin } from '../../server/admin';
import { createPgliteDb, type Db } from '../../server/db';
import { SCRYPT_N, verifyPassword } from '../../server/services/passwords';
import { build } from './helpers';

const PASSWORD = 'Strong#Pass2026';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'yibao-admin-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the command; `password` in YB_ADMIN_PASSWORD, `stdin` as piped standard input. */
async function admin(argv: string[], o: { password?: string; stdin?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  let stdinRead = false;
  const chunks = o.stdin === undefined ? [] : [o.stdin];
  const stdin = new Readable({
    read() {
      stdinRead = true;
      this.push(chunks.shift() ?? null);
    },
  });
  const code = await runAdmin(argv, {
    env: { DATA_DIR: dir, ...(o.password === undefined ? {} : { YB_ADMIN_PASSWORD: o.password }) },
    stdin,
    prompt: new PassThrough(),
    print: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), stdinRead };
}

/** The embedded database the command wrote, opened after it (one process, one opener at a time). */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await createPgliteDb(join(dir, 'pgdata'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const hashOf = (username: string) =>
  withDb(
    async (db) =>
      (
        await db.query<{ hash: string }>('select password_hash as hash from users where username = $1', [
          username,
        ])
      ).rows[0]?.hash,
  );

it('creates an operator admin who logs in to a production server', async () => {
  const res = await admin(['create', 'admin'], { password: PASSWORD });
  expect(res).toMatchObject({ code: 0, out: '已创建平台管理员 admin（机构 9999，角色 ROLE_ADMIN）' });
  const hash = await hashOf('admin');
  expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_N}\\$8\\$1\\$`));
  await withDb(async (db) => {
    const h = await build({ db, production: true });
    try {
      const login = await h.tryLogin({ user: 'admin', password: await h.encrypt(PASSWORD) });
      expect(login).toMatchObject({ code: 0, data: { orgCode: '9999', roles: ['ROLE_ADMIN'] } });
      expect(await h.rows('select username from users')).toEqual([{ username: 'admin' }]);
    } finally {
      await h.close();
    }
  });
}, 120_000);

it('reads the password from standard input', async () => {
  const res = await admin(['create', '13912345678'], { stdin: 'Other#Pass2026\n' });
  expect(res).toMatchObject({ code: 0, stdinRead: true });
  expect(await verifyPassword('Other#Pass2026', (await hashOf('13912345678'))!)).toBe(true);
}, 60_000);

it('never takes the password from the command line', async () => {
  const res = await admin(['create', '13900001111', PASSWORD]);
  expect(res.code).toBe(2);
  expect(res.err).toContain('密码不能写在命令行中');
  expect(res.stdinRead).toBe(false);
  expect(await hashOf('13900001111')).toBeUndefined();
}, 60_000);

it('refuses a weak password, a demo password, no password, and an account that exists', async () => {
  for (const [password, message] of [
    ['abc12345', PASSWORD_MESSAGE],
    ['Admin@2026', '该密码是公开的演示密码，请换一个'],
    ['Demo@2026', '该密码是公开的演示密码，请换一个'],
  ] as const)
    expect(await admin(['create', '13900002222'], { password })).toMatchObject({ code: 1, err: message });
  expect(await admin(['create', '13900002222'], { stdin: '' })).toMatchObject({
    code: 1,
    err: '未提供密码：请通过标准输入或环境变量 YB_ADMIN_PASSWORD 提供',
  });
  expect(await hashOf('13900002222')).toBeUndefined();
  expect(await admin(['create', 'admin'], { password: PASSWORD })).toMatchObject({
    code: 1,
    err: '账号 admin 已存在',
  });
}, 60_000);

it('sets a new password and deletes an account', async () => {
  expect(await admin(['passwd', '13912345678'], { password: 'Third#Pass2026' })).toMatchObject({ code: 0 });
  expect(await verifyPassword('Third#Pass2026', (await hashOf('13912345678'))!)).toBe(true);
  expect(await admin(['delete', '13912345678'])).toMatchObject({ code: 0, out: '已删除账号 13912345678' });
  expect(await hashOf('13912345678')).toBeUndefined();
  expect(await admin(['passwd', '13912345678'], { password: PASSWORD })).toMatchObject({
    code: 1,
    err: '账号 13912345678 不存在',
  });
}, 60_000);

it('answers the usage for an unknown command', async () => {
  const res = await admin(['drop', 'admin']);
  expect(res.code).toBe(2);
  expect(res.err).toContain('用法：npm run admin -- <命令> <账号>');
});
