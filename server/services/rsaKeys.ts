import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '../db/types';
import { insertPrivatePemIfNone, storedPrivatePem } from '../repositories/rsaKeyPair';

export interface RsaKeys {
  /** SPKI PEM, what `GET /api/auth/publicKey` serves to jsencrypt. */
  publicKeyPem: string;
  /** Decrypts a base64 ciphertext from the browser; null when it cannot be decrypted. */
  decrypt(base64: string): string | null;
}

/** Where the pair in use came from, for the start log. */
export type KeySource = 'environment' | 'database' | 'dataDir' | 'generated';

export interface KeyOptions {
  db: Db;
  /** `RSA_PRIVATE_KEY`: a PEM every instance is given; the database is then not consulted. */
  privateKeyPem?: string;
  /** A data directory whose `keys/private.pem` (written by earlier versions) is imported on first start. */
  dataDir?: string;
}

const generate = promisify(generateKeyPair);

/** At most one generation per process (~0.1–1 s): the apps of a test process share their candidate. */
let generated: Promise<string> | undefined;

function generatedPem(): Promise<string> {
  generated ??= generate('rsa', { modulusLength: 2048 }).then(({ privateKey }) =>
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  return generated;
}

/** The pair earlier versions kept in `${dataDir}/keys/private.pem`, if any. */
async function dataDirPem(dataDir: string | undefined): Promise<string | undefined> {
  if (!dataDir) return undefined;
  try {
    return await readFile(join(dataDir, 'keys', 'private.pem'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** An RSA private key of at least 2048 bits, or a clear error naming where it came from. */
function rsaPrivateKey(pem: string, origin: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem.replace(/\\n/g, '\n'));
  } catch {
    throw new Error(`${origin} 不是有效的 PEM 私钥`);
  }
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
    throw new Error(`${origin} 必须是至少 2048 位的 RSA 私钥`);
  return key;
}

/**
 * The one pair every instance on this database uses: the stored row, else the first instance's candidate
 * (the data directory's old pair, or a new one) inserted with `on conflict do nothing`, then re-read, so
 * instances starting together all end up with the winner.
 */
async function sharedPair(db: Db, dataDir: string | undefined): Promise<{ pem: string; source: KeySource }> {
  const stored = await storedPrivatePem(db);
  if (stored) return { pem: stored, source: 'database' };
  const legacy = await dataDirPem(dataDir);
  if (legacy) rsaPrivateKey(legacy, join(dataDir!, 'keys', 'private.pem'));
  const candidate = legacy ?? (await generatedPem());
  await insertPrivatePemIfNone(db, candidate);
  const winner = (await storedPrivatePem(db))!;
  if (winner !== candidate) return { pem: winner, source: 'database' };
  return { pem: winner, source: legacy ? 'dataDir' : 'generated' };
}

const ORIGIN: Record<KeySource, string> = {
  environment: '环境变量 RSA_PRIVATE_KEY',
  database: '数据库表 rsa_key_pair 中的私钥',
  dataDir: '数据目录中的 keys/private.pem',
  generated: '新生成的私钥',
};

/**
 * The RSA 2048 key pair shared by every instance: from `RSA_PRIVATE_KEY`, else the database's
 * `rsa_key_pair` row (created on first start). Padding is RSA-OAEP with SHA-256 (jsencrypt
 * `encryptOAEP`); `pkcs1` is only for a legacy console, and Node 20 refuses PKCS#1 v1.5 private
 * decryption unless run with `--security-revert=CVE-2023-46809`.
 */
export async function loadRsaKeys(
  options: KeyOptions,
  padding: 'oaep' | 'pkcs1',
): Promise<RsaKeys & { source: KeySource }> {
  const { pem, source } = options.privateKeyPem
    ? { pem: options.privateKeyPem, source: 'environment' as const }
    : await sharedPair(options.db, options.dataDir);
  const privateKey = rsaPrivateKey(pem, ORIGIN[source]);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const decryptOptions =
    padding === 'oaep'
      ? { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }
      : { key: privateKey, padding: constants.RSA_PKCS1_PADDING };
  return {
    source,
    publicKeyPem,
    decrypt(base64) {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
      try {
        return privateDecrypt(decryptOptions, Buffer.from(base64, 'base64')).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
