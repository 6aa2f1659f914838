/**
 * The session as the user sees it (docs/server.md, Sessions): the warning two minutes before an idle
 * expiry, the login over the page once it is over, a logout in another tab, and the way back after a
 * login the console had to ask for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../engine/api';
import type { Transport } from '../../engine/api/transport';
import { loginPathFrom, returnTarget, SessionStore, type SessionAlert } from '../../engine/session';
import { memoryStorage } from '../../fixtures/memoryStorage';

const MIN = 60_000;
const USER = {
  orgCode: 'H21010200001',
  orgName: '沈阳市示范医院',
  roles: ['ROLE_ORG'],
  user: 'H21010200001',
};

/** A store and a client wired as the console wires them, on a transport answering `status` with times. */
function consoleOf(storage = memoryStorage()) {
  const session = new SessionStore(storage);
  const toasts: string[] = [];
  const sent: string[] = [];
  let reply = { status: 200, expiresIn: 120 * 60, endsIn: 12 * 3600 };
  const transport: Transport = async (req) => {
    sent.push(req.url);
    const headers: Record<string, string> = {
      'x-session-expires-in': String(reply.expiresIn),
      'x-session-ends-in': String(reply.endsIn),
    };
    const unauthorized = reply.status === 401;
    return {
      status: reply.status,
      header: (name) => (unauthorized ? '' : (headers[name.toLowerCase()] ?? '')),
      data: unauthorized
        ? { code: 401, message: '登录已过期，请重新登录' }
        : { code: 0, message: '', data: {} },
    };
  };
  const api: ApiClient = createApiClient({
    getToken: () => session.get().token,
    onUnauthorized: () => session.watch.refused(),
    quietUnauthorized: true,
    sessionEnded: () => session.watch.blockedBy(),
    onSessionTimes: (e, n) => session.watch.noteTimes(e, n),
    notifyError: (m) => toasts.push(m),
    transport,
  });
  const answer = (next: Partial<typeof reply>) => (reply = { ...reply, ...next });
  return { session, api, toasts, sent, answer, alert: (): SessionAlert => session.watch.get() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-16T10:00:00+08:00'));
});
afterEach(() => vi.useRealTimers());

describe('登录即将过期: the warning before an idle expiry', () => {
  it('shows two minutes before the idle expiry the last answer announced, and 续期 takes it away', async () => {
    const c = consoleOf();
    c.session.signIn('tok', USER);
    await c.api.request('GET', '/x');
    vi.advanceTimersByTime(117 * MIN);
    expect(c.alert().kind).toBe('none');
    vi.advanceTimersByTime(1 * MIN + 1000);
    expect(c.alert()).toMatchObject({ kind: 'expiring' });
    await c.api.request('GET', '/commondeal/api/auth/session');
    expect(c.alert().kind).toBe('none');
  });

  it('work keeps it away: every answer moves the expiry', async () => {
    const c = consoleOf();
    c.session.signIn('tok', USER);
    for (let i = 0; i < 10; i++) {
      await c.api.request('GET', '/x');
      vi.advanceTimersByTime(30 * MIN);
      expect(c.alert().kind).toBe('none');
    }
  });

  it('half an idle lifetime before the expiry when that lifetime is under four minutes', async () => {
    const c = consoleOf();
    c.answer({ expiresIn: 60 });
    c.session.signIn('tok', USER);
    await c.api.request('GET', '/x');
    vi.advanceTimersByTime(29_000);
    expect(c.alert().kind).toBe('none');
    vi.advanceTimersByTime(2_000);
    expect(c.alert().kind).toBe('expiring');
  });

  it('no warning before the end SESSION_MAX_HOURS sets (续期 cannot move it); 登录已过期 at the end', async () => {
    const c = consoleOf();
    c.answer({ expiresIn: 300, endsIn: 300 });
    c.session.signIn('tok', USER);
    await c.api.request('GET', '/x');
    vi.advanceTimersByTime(299_000);
    expect(c.alert().kind).toBe('none');
    vi.advanceTimersByTime(2_000);
    expect(c.alert().kind).toBe('expired');
  });

  it('another tab’s work keeps it away here: the tabs share the expiry', async () => {
    const storage = memoryStorage();
    const here = consoleOf(storage);
    const there = consoleOf(storage);
    here.session.signIn('tok', USER);
    await here.api.request('GET', '/x');
    vi.advanceTimersByTime(100 * MIN);
    await there.api.request('GET', '/x');
    here.session.onStorage('yb.sessionTimes', storage.getItem('yb.sessionTimes'));
    vi.advanceTimersByTime(19 * MIN);
    expect(here.alert().kind).toBe('none');
  });
});

describe('登录已过期，请重新登录: the login over the page', () => {
  it('a refused call keeps the session and the page: the dialog, no toast, no trip to the login page', async () => {
    const c = consoleOf();
    c.session.signIn('tok', USER);
    c.answer({ status: 401 });
    await expect(c.api.request('POST', '/commondeal/x', { body: { a: 1 } })).rejects.toThrow(
      '登录已过期，请重新登录',
    );
    expect(c.alert().kind).toBe('expired');
    expect(c.toasts).toEqual([]);
    expect(c.session.get()).toMatchObject({ token: 'tok', user: USER });
  });

  it('a new login takes the dialog away, and the repeated call is sent with the new token', async () => {
    const c = consoleOf();
    c.session.signIn('tok', USER);
    c.answer({ status: 401 });
    await expect(c.api.request('POST', '/x')).rejects.toThrow();
    c.answer({ status: 200 });
    c.session.signIn('fresh', USER);
    expect(c.alert().kind).toBe('none');
    await expect(c.api.request('POST', '/x')).resolves.toEqual({});
  });
});

describe('已在其他窗口退出: a logout in another tab', () => {
  it('leaves this page as it is; its next call is not sent and says 已在其他窗口退出', async () => {
    const storage = memoryStorage();
    const c = consoleOf(storage);
    c.session.signIn('tok', USER);
    storage.clear(); // the other tab's logout
    c.session.onStorage(null, null);
    expect(c.session.get().token).toBe('tok');
    expect(c.alert().kind).toBe('none');
    const before = c.sent.length;
    await expect(c.api.request('GET', '/commondeal/x')).rejects.toThrow('已在其他窗口退出');
    expect(c.sent.length).toBe(before);
    expect(c.alert().kind).toBe('elsewhere');
    // The login dialog's own calls still go out.
    await c.api.request('GET', '/commondeal/api/auth/captcha', { anonymous: true });
    expect(c.sent.length).toBe(before + 1);
  });

  it('a login in another tab is taken over: the calls here go on with its token', async () => {
    const storage = memoryStorage();
    const c = consoleOf(storage);
    c.session.signIn('tok', USER);
    c.session.onStorage(null, null);
    storage.setItem('yb.token', JSON.stringify('other'));
    c.session.onStorage('yb.token', JSON.stringify('other'));
    await expect(c.api.request('GET', '/x')).resolves.toEqual({});
    expect(c.session.get().token).toBe('other');
  });
});

describe('back to the page after the login', () => {
  it('the login page names the page it came from, with its query', () => {
    expect(loginPathFrom('/home/transLog?page=2')).toBe('/login?from=%2Fhome%2FtransLog%3Fpage%3D2');
    expect(returnTarget('?from=%2Fhome%2FtransLog%3Fpage%3D2')).toBe('/home/transLog?page=2');
  });

  it('never another site, nor the login page itself', () => {
    for (const from of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/login',
      '/login?from=%2Fx',
    ])
      expect(returnTarget(`?from=${encodeURIComponent(from)}`)).toBeNull();
    expect(loginPathFrom('/login')).toBe('/login');
    expect(returnTarget('')).toBeNull();
  });
});
