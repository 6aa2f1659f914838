/**
 * A migrated and seeded PGlite database, fast: the first test file builds it and leaves a dump in the
 * temp directory, keyed by the content of server/db/ (migrations, seed); later files load the dump
 * (~0.5 s instead of ~3 s of initdb, migrations and seeding). Every file still gets its own copy.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteDb, migrate, type Db } from '../../server/db';
import { seedDemo } from '../../server/seed';

const DB_DIR = new URL('../../server/db/', import.meta.url);

/** The scrypt cost of the API tests' password hashes (the demo accounts' too). */
export const TEST_SCRYPT_N = 2 ** 12;

async function contentKey(): Promise<string> {
  const hash = createHash('sha256');
  const pkg = JSON.parse(
    await readFile(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  );
  hash.update(String(pkg.version)).update(String(TEST_SCRYPT_N));
  const files = (await readdir(DB_DIR, { recursive: true })).filter((f) => /\.(ts|sql)$/.test(f)).sort();
  for (const file of files) hash.update(file).update(await readFile(new URL(file, DB_DIR)));
  return hash.digest('hex').slice(0, 16);
}

export async function templatedPgliteDb(): Promise<Db> {
  const file = join(tmpdir(), `yibao-api-pglite-${await contentKey()}.tar`);
  try {
    return await createPgliteDb(undefined, { loadDataDir: new Blob([await readFile(file)]) });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const db = await createPgliteDb();
  await migrate(db);
  await seedDemo(db, { scryptN: TEST_SCRYPT_N });
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await rename(partial, file);
  return db;
}
