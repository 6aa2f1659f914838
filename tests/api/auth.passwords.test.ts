/** Password hashing: scrypt at OWASP's parameters, stored in the hash, old hashes upgraded. */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_CONFIG } from '../../server/config';
import { hashPassword, needsRehash, verifyPassword } from '../../server/services/passwords';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';

let seeded: Harness;
let h: Harness;
beforeAll(async () => {
  seeded = await build();
  // A second app on the same database at the production cost (no test override).
  h = await build({ db: seeded.db, config: { scryptN: DEFAULT_CONFIG.scryptN } });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await h?.close();
  await seeded?.close();
});

/** A hash in the format of the first releases: scrypt$N$salt$hash with N = 16384, r 8, p 1. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$${salt.toString('base64')}$${key.toString('base64')}`;
}

const storedHash = async (username: string) =>
  (
    await h.rows<{ password_hash: string }>('select password_hash from users where username = $1', [username])
  )[0]!.password_hash;

describe('scrypt parameters', () => {
  it('the default cost is OWASP’s: N = 2^17, r = 8, p = 1, written into the hash', async () => {
    expect(DEFAULT_CONFIG.scryptN).toBeGreaterThanOrEqual(2 ** 17);
    expect(configFromEnv({}).scryptN).toBe(DEFAULT_CONFIG.scryptN);
    const hash = await hashPassword('Demo@2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
    expect(await verifyPassword('Demo@2027', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('old scrypt$N$salt$hash hashes still verify and are marked for upgrade', async () => {
    const old = legacyHash('Demo@2026');
    expect(await verifyPassword('Demo@2026', old)).toBe(true);
    expect(await verifyPassword('Wrong@2026', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Demo@2026', 2 ** 12))).toBe(true);
  });

  it('malformed or absurd stored hashes never match', async () => {
    for (const stored of [
      '',
      'scrypt$16384$abc',
      'bcrypt$x$y$z',
      'scrypt$100000$8$1$c2FsdA==$aGFzaA==',
      'scrypt$1048576$64$1$c2FsdA==$aGFzaA==',
    ]) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });

  it('a demo account seeded at a lower cost is upgraded to 2^17 at its first login', async () => {
    expect(await storedHash('P21010200002')).not.toMatch(/^scrypt\$131072\$/);
    expect((await h.loginAs('P21010200002')).orgCode).toBe('P21010200002');
    expect(await storedHash('P21010200002')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('an old hash is upgraded at the next successful login, and logs in again afterwards', async () => {
    await h.db.query('update users set password_hash = $1 where username = $2', [
      legacyHash('Demo@2026'),
      'H21010200001',
    ]);
    const failed = await h.tryLogin({ user: 'H21010200001', password: await h.encrypt('Wrong#20261') });
    expect(failed.message).toBe('用户名或密码错误');
    expect(await storedHash('H21010200001')).toMatch(/^scrypt\$16384\$[^$]+\$[^$]+$/);

    expect((await h.loginAs('H21010200001')).orgCode).toBe('H21010200001');
    const upgraded = await storedHash('H21010200001');
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await h.loginAs('H21010200001')).orgCode).toBe('H21010200001');
    expect(await storedHash('H21010200001')).toBe(upgraded);
  });
});
