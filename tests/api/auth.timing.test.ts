/**
 * A wrong password must not tell whether the account exists: the login of an unknown name has to take
 * as long as a wrong password for a real one. The app seeds its own database here (not the template
 * hashed at TEST_SCRYPT_N) at a cost high enough that scrypt dominates a login, and above the cost the
 * demo seed once capped its hashes at (2^14), so that a seed weaker than the configured cost shows.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type Harness } from './helpers';

const SCRYPT_N = 2 ** 15;
/** Samples of each kind, after a few discarded ones (the dummy hash is computed at start). */
const SAMPLES = 30;
const WARM_UP = 3;
/** How far apart the two medians may be, relative to the larger one. */
const BOUND = 0.25;

let h: Harness;
beforeAll(async () => {
  h = await build({ emptyDb: true, config: { scryptN: SCRYPT_N } });
}, 180_000);
afterAll(() => h?.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

it('the demo accounts are hashed at the configured cost', async () => {
  const rows = await h.rows<{ username: string; password_hash: string }>(
    'select username, password_hash from users',
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect(row.password_hash, row.username).toMatch(new RegExp(`^scrypt\\$${SCRYPT_N}\\$`));
});

it('a wrong password for an existing account takes as long as any password for an unknown name', async () => {
  const wrong = await h.encrypt('Wrong#Pass2026');
  const time = async (user: string) => {
    // Five failures in a row would lock the name, and a locked name is answered without hashing.
    await h.db.query('delete from login_failures');
    const started = performance.now();
    const res = await h.tryLogin({ user, password: wrong, loginType: 'password' });
    const ms = performance.now() - started;
    expect(res.message).toBe('用户名或密码错误');
    return ms;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    // Interleaved, and in turn first, so that a change of machine load falls on both alike.
    const pair =
      i % 2 === 0
        ? [await time('H21010200001'), await time('H21010299999')]
        : [await time('H21010299999'), await time('H21010200001')].reverse();
    if (i < WARM_UP) continue;
    known.push(pair[0]!);
    unknown.push(pair[1]!);
  }
  const [a, b] = [median(known), median(unknown)];
  const gap = Math.abs(a - b) / Math.max(a, b);
  expect(
    gap,
    `median ${a.toFixed(1)} ms for the existing account, ${b.toFixed(1)} ms for the unknown name`,
  ).toBeLessThan(BOUND);
}, 180_000);
