/**
 * Security headers: helmet with a Content-Security-Policy, no caching of API answers (they
 * carry tokens and personal data), an explicit CORS policy that is off unless configured.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { BOOT_TIMEOUT, build, type Harness } from './helpers';

let h: Harness;
let allowed: Harness;
let dir = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yb-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>医保结算平台</title>');
  h = await build({ staticDir: dir });
  allowed = await build({ db: h.db, config: { corsOrigins: ['https://console.example.cn'] } });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await allowed?.close();
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (on: Harness, url: string, headers: Record<string, string> = {}) =>
  on.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('the console page carries a Content-Security-Policy: own scripts only (no inline ones), inline styles, data: images, no framing', async () => {
    const res = await get(h, '/login');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      // 'unsafe-eval' for ajv's compiled validators; no inline script, no other origin.
      'script-src': "'self' 'unsafe-eval'",
      'style-src': "'self' 'unsafe-inline'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(directives['img-src']).toContain('data:');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('Cache-Control: no-store on the answers that carry tokens (login, reauth) and every API answer', async () => {
    const login = await h.app.inject({
      method: 'POST',
      url: '/commondeal/api/auth/login',
      payload: {
        user: 'admin',
        password: await h.encrypt('Admin@2026'),
        checkCode: '1234',
        checkKey: await h.captchaKey(),
      },
    });
    expect(login.json()).toMatchObject({ code: 0 });
    expect(login.headers['cache-control']).toBe('no-store');
    const token = (login.json() as { data: { token: string } }).data.token;
    const reauth = await h.app.inject({
      method: 'POST',
      url: '/commondeal/api/auth/reauth',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reauth.json()).toMatchObject({ code: 0 });
    expect(reauth.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/commondeal/api/auth/publicKey',
      '/commondeal/api/auth/captcha',
      '/commondeal/nothing',
    ]) {
      expect((await get(h, url)).headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('CORS', () => {
  it('is off by default: no origin is allowed, a preflight gets no permission', async () => {
    expect(configFromEnv({}).corsOrigins).toEqual([]);
    const res = await get(h, '/commondeal/api/auth/publicKey', { origin: 'https://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/commondeal/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS lists the origins allowed, and only those', async () => {
    expect(configFromEnv({ CORS_ORIGINS: 'https://a.example.cn, https://b.example.cn' }).corsOrigins).toEqual(
      ['https://a.example.cn', 'https://b.example.cn'],
    );
    const ok = await get(allowed, '/commondeal/api/auth/publicKey', { origin: 'https://console.example.cn' });
    expect(ok.headers['access-control-allow-origin']).toBe('https://console.example.cn');
    const preflight = await allowed.app.inject({
      method: 'OPTIONS',
      url: '/commondeal/api/auth/login',
      headers: {
        origin: 'https://console.example.cn',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://console.example.cn');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    const other = await get(allowed, '/commondeal/api/auth/publicKey', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
