/**
 * Delivery of the console: answers compressed with brotli or gzip, content-hashed assets cached as immutable,
 * the page itself revalidated, API answers never cached.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: '机构${i}' }`).join(', ')}];\n`;
const ASSET = '/assets/index-Bx7Qa9Zc.js';

let h: Harness;
let dir = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yb-delivery-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>医保结算平台</title><script src="${ASSET}"></script>`,
  );
  writeFileSync(join(dir, 'assets', 'index-Bx7Qa9Zc.js'), SCRIPT);
  h = await build({ staticDir: dir });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  h.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed answers', () => {
  it('a script goes out in brotli when the browser accepts it, and decodes to the file', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('in gzip for a client without brotli, as it is for one that accepts neither', async () => {
    const gz = await get(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('API answers are compressed too and still carry Cache-Control: no-store', async () => {
    const res = await get('/commondeal/openapi.json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('paths');
  });
});

describe('caching', () => {
  it('a content-hashed asset is cached for a year as immutable', async () => {
    const res = await get(ASSET, 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the page (index.html, and every deep link that falls back to it) is revalidated: no-cache', async () => {
    for (const url of ['/', '/index.html', '/login', '/home/menuIndex?page=2']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('a script of an older build that is gone is a 404, not the page served in its place', async () => {
    const res = await get('/assets/index-OldHash1.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/^text\/html/);
  });

  it('API answers are never cached: no-store', async () => {
    for (const url of ['/commondeal/api/auth/publicKey', '/commondeal/nothing']) {
      expect((await get(url, 'br')).headers['cache-control'], url).toBe('no-store');
    }
  });
});
