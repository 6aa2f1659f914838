import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface RsaKeys {
  /** SPKI PEM, what `GET /api/auth/publicKey` serves to jsencrypt. */
  publicKeyPem: string;
  /** Decrypts a base64 ciphertext from the browser; null when it cannot be decrypted. */
  decrypt(base64: string): string | null;
}

const generate = promisify(generateKeyPair);

type KeyPair = { publicKeyPem: string; privateKey: KeyObject };

/** Without a data directory the pair lives as long as the process (shared by its apps, e.g. in tests). */
let ephemeral: Promise<KeyPair> | undefined;

async function loadOrCreate(dataDir?: string): Promise<KeyPair> {
  if (!dataDir) return (ephemeral ??= loadOrCreateIn(undefined));
  return loadOrCreateIn(dataDir);
}

async function loadOrCreateIn(dataDir?: string): Promise<KeyPair> {
  const dir = dataDir ? join(dataDir, 'keys') : undefined;
  if (dir) {
    try {
      const [pub, priv] = await Promise.all([
        readFile(join(dir, 'public.pem'), 'utf8'),
        readFile(join(dir, 'private.pem'), 'utf8'),
      ]);
      return { publicKeyPem: pub, privateKey: createPrivateKey(priv) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  const { publicKey, privateKey } = await generate('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  if (dir) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await writeFile(join(dir, 'private.pem'), privatePem, { mode: 0o600, flag: 'wx' });
    await writeFile(join(dir, 'public.pem'), publicKeyPem, { mode: 0o644, flag: 'wx' });
  }
  return { publicKeyPem, privateKey };
}

/**
 * The RSA 2048 key pair, generated on first start and kept in `${dataDir}/keys/` (in memory without a
 * data directory). Padding is RSA-OAEP with SHA-256 (jsencrypt `encryptOAEP`); `pkcs1` is only for a
 * legacy console, and Node 20 refuses PKCS#1 v1.5 private decryption unless run with
 * `--security-revert=CVE-2023-46809`.
 */
export async function loadRsaKeys(dataDir: string | undefined, padding: 'oaep' | 'pkcs1'): Promise<RsaKeys> {
  const { publicKeyPem, privateKey } = await loadOrCreate(dataDir);
  const options =
    padding === 'oaep'
      ? { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }
      : { key: privateKey, padding: constants.RSA_PKCS1_PADDING };
  return {
    publicKeyPem,
    decrypt(base64) {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
      try {
        return privateDecrypt(options, Buffer.from(base64, 'base64')).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
