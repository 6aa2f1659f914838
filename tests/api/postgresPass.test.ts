/**
 * The PostgreSQL pass leaves out no file whose behaviour depends on the driver (docs/server.md, What
 * runs on PostgreSQL): every API test file that names a driver-dependent feature is run on PostgreSQL,
 * opens the embedded database itself, or says why its behaviour is the same on both.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { driverFeaturesOf, EMBEDDED_ONLY, ON_POSTGRES, SAME_ON_BOTH } from './postgresPass';

const ROOT = new URL('../../', import.meta.url);

describe('the PostgreSQL pass', () => {
  it('every file that names a driver-dependent feature is declared', async () => {
    const files = (await readdir(new URL('tests/api/', ROOT))).filter((f) => f.endsWith('.test.ts')).sort();
    const declared = new Set([...Object.keys(ON_POSTGRES), ...EMBEDDED_ONLY, ...Object.keys(SAME_ON_BOTH)]);
    const undeclared: string[] = [];
    for (const file of files) {
      const path = `tests/api/${file}`;
      const features = driverFeaturesOf(await readFile(new URL(path, ROOT), 'utf8'));
      if (features.length && !declared.has(path)) undeclared.push(`${path}: ${features.join(', ')}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('a file that names one is caught: a second pool, a lock, requests at once, a migration', () => {
    expect(driverFeaturesOf('const pair = await instancePair();')).toEqual(['instancePair']);
    expect(driverFeaturesOf("await h.rows('select pg_advisory_lock(1)')")).toEqual(['pg_advisory']);
    expect(driverFeaturesOf('await Promise.all([save(a), save(b)])')).toEqual(['Promise.all(']);
    expect(driverFeaturesOf('expect(await migrate(h.db)).toEqual([])')).toEqual(['migrate(']);
    expect(driverFeaturesOf("expect(await h.call('GET', '/x')).toMatchObject({ code: 0 })")).toEqual([]);
  });

  it('names only files that exist, each in one list', () => {
    const all = [...Object.keys(ON_POSTGRES), ...EMBEDDED_ONLY, ...Object.keys(SAME_ON_BOTH)];
    expect(all.filter((path) => !existsSync(new URL(path, ROOT)))).toEqual([]);
    expect(all.filter((path, i) => all.indexOf(path) !== i)).toEqual([]);
  });
});
