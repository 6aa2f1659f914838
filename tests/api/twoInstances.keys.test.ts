/**
 * The password-encryption key pair is the same on every instance: one row of the database
 * (an old `${DATA_DIR}/keys/` pair is imported on first start), or `RSA_PRIVATE_KEY` given to all.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';

const dirs: string[] = [];
const opened: Harness[] = [];
afterAll(async () => {
  for (const h of opened.reverse()) await h.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function dataDir(legacyPem?: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'yb-keys-'));
  dirs.push(dir);
  if (legacyPem) {
    await mkdir(join(dir, 'keys'));
    await writeFile(join(dir, 'keys', 'private.pem'), legacyPem, { mode: 0o600 });
  }
  return dir;
}

async function instance(opts: Parameters<typeof build>[0]): Promise<Harness> {
  const h = await build(opts);
  opened.push(h);
  return h;
}

const publicKeyOf = async (h: Harness) =>
  (await h.call<string>('GET', '/commondeal/api/auth/publicKey')).data;

function rsaPair(bits = 2048) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

describe('the RSA key pair lives in the database', () => {
  it(
    'instances with their own data directories on one database serve one key pair; no key file is written',
    async () => {
      const a = await instance({ dataDir: await dataDir() });
      const b = await instance({ db: a.db, dataDir: await dataDir() });
      expect(await publicKeyOf(b)).toBe(await publicKeyOf(a));
      expect(await a.rows('select id from rsa_key_pair')).toEqual([{ id: 1 }]);
      for (const dir of dirs) expect(await readdir(dir)).toEqual([]);
    },
    BOOT_TIMEOUT,
  );

  it(
    'an existing ${DATA_DIR}/keys pair is imported on first start (current installs keep their key), then the database wins',
    async () => {
      const legacy = rsaPair();
      const first = await instance({ dataDir: await dataDir(legacy.privatePem) });
      expect(await publicKeyOf(first)).toBe(legacy.publicPem);
      const other = rsaPair();
      const second = await instance({ db: first.db, dataDir: await dataDir(other.privatePem) });
      expect(await publicKeyOf(second)).toBe(legacy.publicPem);
      const password = await second.encrypt('Demo@2026');
      expect(first.app.rsa.decrypt(password)).toBe('Demo@2026');
    },
    BOOT_TIMEOUT,
  );
});

describe('RSA_PRIVATE_KEY', () => {
  it(
    'every instance given the PEM (newlines may be written \\n) serves its public key; the database is not used',
    async () => {
      const pair = rsaPair();
      const rsaPrivateKey = configFromEnv({
        RSA_PRIVATE_KEY: pair.privatePem.replace(/\n/g, '\\n'),
      }).rsaPrivateKey;
      const h = await instance({ config: { rsaPrivateKey } });
      expect(await publicKeyOf(h)).toBe(pair.publicPem);
      expect(await h.rows('select * from rsa_key_pair')).toEqual([]);
    },
    BOOT_TIMEOUT,
  );

  it(
    'a value that is not an RSA private key of at least 2048 bits stops the start with a clear message',
    async () => {
      const h = await instance({});
      const start = (rsaPrivateKey: string) => buildApp({ db: h.db, config: { rsaPrivateKey } });
      await expect(start('not a key')).rejects.toThrow('环境变量 RSA_PRIVATE_KEY 不是有效的 PEM 私钥');
      const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
      await expect(start(ec.export({ type: 'pkcs8', format: 'pem' }).toString())).rejects.toThrow(
        '环境变量 RSA_PRIVATE_KEY 必须是至少 2048 位的 RSA 私钥',
      );
      await expect(start(rsaPair(1024).privatePem)).rejects.toThrow(
        '环境变量 RSA_PRIVATE_KEY 必须是至少 2048 位的 RSA 私钥',
      );
    },
    BOOT_TIMEOUT,
  );
});
