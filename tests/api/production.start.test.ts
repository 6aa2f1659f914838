/**
 * `npm start` as main.ts runs it (server/start.ts), on an embedded database in a directory of its own:
 * with NODE_ENV=production it prints and logs no demo password and says how to create the first account,
 * refuses the test-mode variables, and refuses a database where the demo accounts were created. A demo
 * start listens on this machine only (127.0.0.1) unless HOST says otherwise; production keeps every
 * interface (0.0.0.0); each prints the address it listens on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '../../server/seed/seedData';
import { DEMO_REVERSAL_PASSWORD } from '../../server/seed/seedReversals';
import { StartRefused } from '../../server/production';
import { start } from '../../server/start';

const SECRETS = [...DEMO_PASSWORDS, DEMO_REVERSAL_PASSWORD];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'yibao-production-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Everything a start prints and logs. */
function output() {
  const lines: string[] = [];
  return {
    lines,
    print: (line: string) => void lines.push(line),
    logger: { stream: { write: (line: string) => lines.push(line) } },
    text: () => lines.join('\n'),
  };
}

/** The address a started server listens on. */
const listening = (started: { app: { server: { address(): unknown } } }) =>
  (started.app.server.address() as { address: string }).address;

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dir,
  PORT: '0',
  HOST: '127.0.0.1',
  ...extra,
});

it('prints and logs no demo password, and says how to create the first account', async () => {
  const out = output();
  const started = await start({ env: env({ NODE_ENV: 'production' }), print: out.print, logger: out.logger });
  try {
    const { rows } = await started.db.query<{ n: number }>('select count(*)::int as n from users');
    expect(rows[0]!.n).toBe(0);
  } finally {
    await started.close();
  }
  expect(out.text()).toContain('医保结算平台已启动');
  expect(out.text()).toContain('尚无任何账号：请运行 npm run admin -- create <账号>');
  expect(out.text()).not.toContain('演示账号');
  for (const secret of SECRETS) expect(out.text()).not.toContain(secret);
}, 120_000);

it('production without HOST keeps listening on every interface (0.0.0.0) and prints it', async () => {
  const out = output();
  const { HOST: _, ...noHost } = env({ NODE_ENV: 'production' });
  const started = await start({ env: noHost, print: out.print, logger: out.logger });
  try {
    expect(listening(started)).toBe('0.0.0.0');
    expect(out.text()).toContain(`监听地址: 0.0.0.0:${started.port}`);
  } finally {
    await started.close();
  }
}, 120_000);

it('refuses the test-mode variables in production', async () => {
  for (const name of ['YB_TEST_CAPTCHA', 'YB_TEST_SMS_CODE', 'YB_TEST_SCRYPT_N']) {
    const out = output();
    const err = await start({
      env: env({ NODE_ENV: 'production', [name]: '1024' }),
      print: out.print,
      logger: out.logger,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartRefused);
    expect((err as Error).message).toMatch(new RegExp(`^生产模式拒绝启动：设置了测试模式变量 ${name}（`));
  }
});

it('refuses a database where a demo start created the demo accounts', async () => {
  // The demo start prints the passwords: the capture sees what a start prints.
  const demo = output();
  const started = await start({
    env: env({ YB_TEST_SCRYPT_N: '1024' }),
    print: demo.print,
    logger: demo.logger,
  });
  await started.close();
  expect(demo.text()).toContain('Admin@2026');
  const out = output();
  const err = await start({
    env: env({ NODE_ENV: 'production' }),
    print: out.print,
    logger: out.logger,
  }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(StartRefused);
  expect((err as Error).message).toMatch(/^生产模式拒绝启动：账号 .*admin.* 仍使用公开的演示密码/);
  expect((err as Error).message).toContain('npm run admin -- passwd <账号>');
  for (const secret of SECRETS) expect(out.text() + (err as Error).message).not.toContain(secret);
}, 120_000);

it('a demo start without HOST listens on 127.0.0.1 only and prints it; HOST still chooses', async () => {
  const out = output();
  const { HOST: _, ...noHost } = env({ YB_TEST_SCRYPT_N: '1024' });
  const started = await start({ env: noHost, print: out.print, logger: out.logger });
  try {
    expect(listening(started)).toBe('127.0.0.1');
    expect(out.text()).toContain(
      `监听地址: 127.0.0.1:${started.port}（仅本机可访问；对网络开放请设置 HOST，如 HOST=0.0.0.0）`,
    );
  } finally {
    await started.close();
  }
  const open = output();
  const chosen = await start({
    env: env({ YB_TEST_SCRYPT_N: '1024', HOST: '0.0.0.0' }),
    print: open.print,
    logger: open.logger,
  });
  try {
    expect(listening(chosen)).toBe('0.0.0.0');
    expect(open.text()).toContain(`监听地址: 0.0.0.0:${chosen.port}`);
  } finally {
    await chosen.close();
  }
}, 120_000);
