/**
 * The national security-code registry as the platform sees it. The simulator (`createRegistrySimulator`)
 * is the default; a real registry adapter implements the same interface and is passed to
 * `buildApp({ secRegistry })`.
 */
import { randomBytes } from 'node:crypto';

/** What the platform sends when it asks after an approved application. */
export interface RegistryApplication {
  id: number;
  orgCode: string;
  /** 2 approved awaiting issue, 4 batch approved. */
  status: string;
  /** When the platform approved it. */
  approvedAt: Date;
}

/** The credentials the registry issued. */
export interface IssuedCode {
  secretCode: string;
  ak: string;
  sk: string;
}

export interface SecRegistry {
  /** The issued code, or null while the registry is still processing the application. */
  query(application: RegistryApplication): Promise<IssuedCode | null>;
}

/** A random credential of `bytes` bytes, URL-safe base64 without padding (crypto random source). */
export const randomSecret = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The simulated registry: issues a code for an application approved at least `delayMs` ago (status 2
 * or 4), from a cryptographic random source; answers null before that.
 */
export function createRegistrySimulator(opts: { delayMs: number }): SecRegistry {
  return {
    async query(a) {
      if (a.status !== '2' && a.status !== '4') return null;
      if (Date.now() - a.approvedAt.getTime() < opts.delayMs) return null;
      return {
        secretCode: randomBytes(16).toString('hex').toUpperCase(),
        ak: randomSecret(18),
        sk: randomSecret(32),
      };
    },
  };
}
