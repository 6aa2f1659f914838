/**
 * Search boxes take what is typed literally: `%`, `_` and `\` in a filter match themselves, never
 * "anything" (a user who searches 100% finds 100%, not every name starting with 100). Checked in the
 * database itself, over arbitrary texts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type PgliteDb } from '../../server/db';
import { containing, startingWith } from '../../server/repositories/likePattern';
import { BOOT_TIMEOUT } from './helpers';

describe('like patterns of typed filters', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await createPgliteDb();
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await db?.close();
  });

  const matches = async (value: string, pattern: string) =>
    (await db.query<{ m: boolean }>('select $1::text like $2 as m', [value, pattern])).rows[0]!.m;

  it('100% finds 100% and not 1000, a_b finds a_b and not axb, a backslash matches itself', async () => {
    expect(await matches('满100%减', containing('100%'))).toBe(true);
    expect(await matches('1000', containing('100%'))).toBe(false);
    expect(await matches('a_b', containing('a_b'))).toBe(true);
    expect(await matches('axb', containing('a_b'))).toBe(false);
    expect(await matches('C:\\药房', containing('C:\\'))).toBe(true);
    expect(await matches('2207-001', startingWith('2207'))).toBe(true);
    expect(await matches('x2207', startingWith('2207'))).toBe(false);
  });

  it('for any typed text, the pattern matches exactly the values that contain (or start with) it', async () => {
    const alphabet = fc.constantFrom('a', 'b', '%', '_', '\\', '甲');
    const text = fc.string({ unit: alphabet, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(text, text, async (typed, value) => {
        expect(await matches(value, containing(typed))).toBe(value.includes(typed));
        expect(await matches(value, startingWith(typed))).toBe(value.startsWith(typed));
      }),
      { numRuns: 150 },
    );
  });
});
