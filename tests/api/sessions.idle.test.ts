/**
 * Sessions that follow the work (docs/server.md, Sessions): each authenticated request pushes the
 * session's expiry `TOKEN_TTL_MINUTES` ahead, at most `SESSION_MAX_HOURS` after login; the expiry is
 * written at most once a step (a minute, a tenth of a shorter idle lifetime) and raises no sessions
 * generation, so the session cache of every instance stays; every authenticated answer says how long is left.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import type { Db } from '../../server/db';
import { build, fileHarness } from './helpers';

const { h } = await fileHarness();

const TREE = '/commondeal/api/menus/tree';
const SESSION = '/commondeal/api/auth/session';
const EXPIRED = { status: 401, code: 401, message: '登录已过期，请重新登录' };

/** A Db that counts the statements that write a session's expiry and the session lookups. */
function counting(db: Db) {
  const counter = { extensions: 0, lookups: 0 };
  const wrapped: Db = {
    driver: db.driver,
    query: (sql, params, options) => {
      if (/update sessions/.test(sql)) counter.extensions += 1;
      if (/from sessions s join users u/.test(sql)) counter.lookups += 1;
      return db.query(sql, params, options);
    },
    tx: (fn) => db.tx(fn),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
  return { db: wrapped, counter };
}

const generation = async () =>
  (await h.rows<{ gen: string }>('select gen::text from session_generation where id = 1'))[0]?.gen;

describe('an idle lifetime, not one counted from login', () => {
  it('a session used every half second survives well past TOKEN_TTL_MINUTES counted from login', async () => {
    const short = await build({ db: h.db, config: { tokenTtlMinutes: 1.5 / 60 } });
    try {
      const token = await short.tokenOf('H21010200001');
      const started = Date.now();
      while (Date.now() - started < 4_000) {
        expect(await short.call('GET', TREE, { token })).toMatchObject({ code: 0 });
        await sleep(400);
      }
    } finally {
      await short.close();
    }
  });

  it('登录已过期，请重新登录: a session left idle longer than TOKEN_TTL_MINUTES expires', async () => {
    const short = await build({ db: h.db, config: { tokenTtlMinutes: 1.5 / 60 } });
    try {
      const token = await short.tokenOf('H21010200001');
      await sleep(1_000);
      expect(await short.call('GET', TREE, { token })).toMatchObject({ code: 0 });
      await sleep(1_800);
      expect(await short.call('GET', TREE, { token })).toMatchObject(EXPIRED);
    } finally {
      await short.close();
    }
  });

  it('登录已过期，请重新登录: SESSION_MAX_HOURS after login the session ends, however busy', async () => {
    const short = await build({ db: h.db, config: { tokenTtlMinutes: 1.5 / 60, sessionMaxHours: 3 / 3600 } });
    try {
      const token = await short.tokenOf('P21010200002');
      const started = Date.now();
      const answers: { ms: number; code: number }[] = [];
      while (Date.now() - started < 4_500) {
        answers.push({ ms: Date.now() - started, code: (await short.call('GET', TREE, { token })).code });
        await sleep(300);
      }
      expect(answers.filter((a) => a.ms < 2_500).every((a) => a.code === 0)).toBe(true);
      expect(answers.filter((a) => a.ms > 3_200).every((a) => a.code === 401)).toBe(true);
    } finally {
      await short.close();
    }
  });

  it('SESSION_MAX_HOURS is 12 by default; TOKEN_TTL_MINUTES stays the idle lifetime (120)', () => {
    expect(configFromEnv({})).toMatchObject({ sessionMaxHours: 12, tokenTtlMinutes: 120 });
    expect(configFromEnv({ SESSION_MAX_HOURS: '8', TOKEN_TTL_MINUTES: '30' })).toMatchObject({
      sessionMaxHours: 8,
      tokenTtlMinutes: 30,
    });
  });
});

describe('the expiry is written seldom and keeps every cached session', () => {
  it('a burst of requests writes the expiry once, and raises no sessions generation', async () => {
    const counted = counting(h.db);
    const app = await build({ db: counted.db });
    try {
      const token = await app.tokenOf('H21010200001');
      const other = await app.tokenOf('P21010200002');
      expect(await app.call('GET', TREE, { token: other })).toMatchObject({ code: 0 });
      for (let i = 0; i < 5; i++) expect(await app.call('GET', TREE, { token })).toMatchObject({ code: 0 });
      // Just after login nothing is worth writing.
      expect(counted.counter.extensions).toBe(0);
      // Five minutes of the idle lifetime gone (an earlier expiry is a new generation: read again).
      await h.db.query(
        `update sessions set expires_at = expires_at - interval '5 minutes', created_at = created_at - interval '5 minutes'
          where token_hash = (select token_hash from sessions order by created_at desc offset 1 limit 1)`,
      );
      expect(await app.call('GET', TREE, { token: other })).toMatchObject({ code: 0 });
      const gen = await generation();
      await Promise.all(
        Array.from({ length: 5 }, async () =>
          expect(await app.call('GET', TREE, { token })).toMatchObject({ code: 0 }),
        ),
      );
      for (let i = 0; i < 5; i++) expect(await app.call('GET', TREE, { token })).toMatchObject({ code: 0 });
      expect(counted.counter.extensions).toBe(1);
      expect(await generation()).toBe(gen);
      const lookups = counted.counter.lookups;
      // The other session is still served from the cache: the extension emptied no cache.
      expect(await app.call('GET', TREE, { token: other })).toMatchObject({ code: 0 });
      expect(counted.counter.lookups).toBe(lookups);
    } finally {
      await app.close();
    }
  });
});

describe('how long is left', () => {
  it('every authenticated answer says when the session expires idle and when it ends', async () => {
    const token = await h.tokenOf('H21010200001');
    const res = await h.app.inject({
      method: 'GET',
      url: TREE,
      headers: { authorization: `Bearer ${token}` },
    });
    const expiresIn = Number(res.headers['x-session-expires-in']);
    const endsIn = Number(res.headers['x-session-ends-in']);
    expect(expiresIn).toBeGreaterThan(120 * 60 - 5);
    expect(expiresIn).toBeLessThanOrEqual(120 * 60);
    expect(endsIn).toBeGreaterThan(12 * 3600 - 5);
    expect(endsIn).toBeLessThanOrEqual(12 * 3600);
  });

  it('会话已续期: GET /api/auth/session answers the times left, before the organisation info too', async () => {
    const token = await h.tokenOf('H21010200009');
    const res = await h.call<{ expiresIn: number; endsIn: number }>('GET', SESSION, { token });
    expect(res).toMatchObject({ code: 0, message: '会话已续期' });
    expect(res.data.expiresIn).toBeGreaterThan(120 * 60 - 5);
    expect(res.data.endsIn).toBeGreaterThan(12 * 3600 - 5);
    expect(await h.call('GET', SESSION)).toMatchObject(EXPIRED);
  });
});
