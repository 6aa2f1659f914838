/**
 * Production mode (`NODE_ENV=production`): no demo accounts or data, no test-mode shortcuts, and no
 * start on a database where an account still has a public demo password.
 */
import type { Db } from './db';
import { recordPasswordCheck, uncheckedPasswordHashes } from './repositories/passwordChecks';
import { DEMO_PASSWORDS } from './seed/seedData';
import { verifyPassword } from './services/passwords';

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

/** The server must not start: its message (Chinese) says why and what to do. */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefused';
  }
}

/** The command that sets a password or deletes an account without a running server (README). */
export const ADMIN_COMMAND = 'npm run admin --';

/** The test-mode variables and what each would open up. */
const TEST_VARIABLES: Record<string, string> = {
  YB_TEST_CAPTCHA: '所有图形验证码固定',
  YB_TEST_SMS_CODE: '所有短信验证码固定',
  YB_TEST_SCRYPT_N: '降低密码哈希强度',
};

/** Refuses a production start with any test-mode variable set (each would weaken the sign-in). */
export function refuseTestVariables(env: NodeJS.ProcessEnv): void {
  const set = Object.keys(TEST_VARIABLES).filter((name) => env[name]);
  if (set.length === 0) return;
  const list = set.map((name) => `${name}（${TEST_VARIABLES[name]}）`).join('、');
  throw new StartRefused(`生产模式拒绝启动：设置了测试模式变量 ${list}。请删除这些环境变量后再启动。`);
}

/** Whether a plain password is one the demo seed hands out (public: README, the demo start banner). */
export const isDemoPassword = (plain: string) => DEMO_PASSWORDS.includes(plain.normalize('NFKC'));

export const DEMO_PASSWORD_MESSAGE = '该密码是公开的演示密码，请换一个';

/**
 * In production no account may take a demo password (else the next start would refuse the database):
 * the refusal's message, or undefined. The demo accepts them, as it hands them out.
 */
export const demoPasswordRefusal = (plain: string, production: boolean | undefined) =>
  production && isDemoPassword(plain) ? DEMO_PASSWORD_MESSAGE : undefined;

/** Verifications at once: libuv's thread pool has four threads, the machines often two cores. */
const PARALLEL = 2;

/**
 * The accounts whose password is a demo password. Only hashes not checked before are verified (each a
 * full scrypt per demo password); clean ones are recorded in `password_checks`.
 */
export async function accountsWithDemoPasswords(db: Db): Promise<string[]> {
  const rows = await uncheckedPasswordHashes(db);
  const found: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      let demo = false;
      for (const plain of DEMO_PASSWORDS) if (!demo) demo = await verifyPassword(plain, row.hash);
      if (demo) found.push(row.username);
      else await recordPasswordCheck(db, row.userId, row.hash);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return found.sort();
}

/** Accounts named in the refusal at most (the demo seed makes twelve). */
const SHOWN = 20;

/** Refuses a production start while an account has a demo password, naming them and the ways out. */
export async function refuseDemoPasswords(db: Db): Promise<void> {
  const found = await accountsWithDemoPasswords(db);
  if (found.length === 0) return;
  const shown =
    found.length > SHOWN ? `${found.slice(0, SHOWN).join('、')} 等 ${found.length} 个` : found.join('、');
  throw new StartRefused(
    `生产模式拒绝启动：账号 ${shown} 仍使用公开的演示密码（README「Demo accounts」）。` +
      `请为每个账号设置新密码（${ADMIN_COMMAND} passwd <账号>，新密码从标准输入或环境变量 YB_ADMIN_PASSWORD 读取），` +
      `或删除不需要的账号（${ADMIN_COMMAND} delete <账号>），然后再启动。`,
  );
}
