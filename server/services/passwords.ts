import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt parameters: cost N (a power of two), block size r, parallelism p. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation (N = 2^17, r = 8, p = 1): 128 MiB and about half a second per hash. */
export const SCRYPT_N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** The largest memory a stored hash may ask for (128 · N · r · p bytes): 512 MiB. */
const MAX_MEMORY = 512 * 1024 * 1024;

const memoryOf = ({ N, r, p }: ScryptParams) => 128 * N * r * p;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // maxmem must exceed 128 · N · r; Node's default (32 MiB) refuses N = 2^17.
  const options: ScryptOptions = { ...params, maxmem: memoryOf(params) + 32 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * The parameters of a stored hash: `scrypt$N$r$p$salt$hash`, or the older `scrypt$N$salt$hash` (r 8,
 * p 1). Undefined when malformed or outside sane bounds.
 */
function parse(
  stored: string,
): { params: ScryptParams; salt: string; hash: string; legacy: boolean } | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  const legacy = parts.length === 4;
  if (!legacy && parts.length !== 6) return undefined;
  const [n, r, p] = legacy ? [parts[1], '8', '1'] : [parts[1], parts[2], parts[3]];
  const [salt, hash] = legacy ? [parts[2], parts[3]] : [parts[4], parts[5]];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!salt || !hash) return undefined;
  if (!Object.values(params).every((v) => Number.isInteger(v) && v >= 1)) return undefined;
  if (params.N < 1024 || (params.N & (params.N - 1)) !== 0 || memoryOf(params) > MAX_MEMORY) return undefined;
  return { params, salt, hash, legacy };
}

/** A salted scrypt hash `scrypt$N$r$p$salt$hash` (salt and hash in base64); N defaults to 2^17. */
export async function hashPassword(password: string, cost: number = SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: cost, r: R, p: P };
  const key = await scrypt(password, salt, params);
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64'), parsed.params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Whether a stored hash should be replaced at the next successful login: the old format without r and
 * p, or weaker than the cost configured now.
 */
export function needsRehash(stored: string, cost: number = SCRYPT_N): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.legacy || parsed.params.N < cost || parsed.params.r !== R || parsed.params.p !== P;
}
