/**
 * The organisation-info gate: until an institution has collected its info, the server answers its users only
 * on the routes declared for it (logout, token renewal, menus, the collection and its testers) and refuses
 * every other business call with 请先完成机构信息采集. Once collected, the same session goes on without logging in
 * again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness, type LoginData, snapshot } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const C = '/commondeal';
const PENDING = 'H21010200009';
const GATE = { status: 403, message: '请先完成机构信息采集' };
/** What the OpenAPI document says of the routes the gate lets through. */
const OPEN_MARK = '机构信息未采集时可用';

let pending: LoginData;
let routes: {
  key: string;
  method: Method;
  path: string;
  open: boolean;
  isPublic: boolean;
  /** A role, operator or admin rule, checked before the gate. */
  ruled: boolean;
}[] = [];
const { h } = await fileHarness();
beforeAll(async () => {
  pending = await h.loginAs(PENDING);
  const doc = h.app.swagger() as {
    paths: Record<string, Record<string, { description?: string; security?: unknown }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase() as Method,
      path,
      open: (op.description ?? '').includes(OPEN_MARK),
      isPublic: !op.security,
      ruled: /权限：.*(角色|仅)/.test(op.description ?? ''),
    })),
  );
}, BOOT_TIMEOUT);

const sampleUrl = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'orgCode' ? PENDING : name === 'app' ? '11' : '1',
  );

describe('an institution whose info is not collected (H21010200009)', () => {
  it('the login answer says so (ext.orgCollected), for the console’s router; the others are collected', async () => {
    expect(pending.ext).toMatchObject({ orgCollected: false });
    expect((await h.loginAs('H21010200001')).ext).toMatchObject({ orgCollected: true });
    expect((await h.loginAs('admin')).ext).toMatchObject({ orgCollected: true });
  });

  it('every business route refuses it with 请先完成机构信息采集; the declared ones answer; nothing changes', async () => {
    const open = routes.filter((r) => r.open).map((r) => r.key);
    expect(open).toEqual(
      expect.arrayContaining([
        `POST ${C}/api/auth/reauth`,
        `GET ${C}/api/menus/tree`,
        `GET ${C}/info/collection/org/{orgCode}/isCollected`,
        `GET ${C}/info/collection/org/{orgCode}`,
        `POST ${C}/info/collection/org`,
        `GET ${C}/info/collection/{orgCode}/{app}/testers`,
        `POST ${C}/info/collection/org/app/tester`,
      ]),
    );
    const gated = routes.filter((r) => !r.open && !r.isPublic);
    expect(gated.length).toBeGreaterThan(30);
    const before = await snapshot(h);
    for (const r of gated) {
      const res = await h.call(r.method, sampleUrl(r.path), {
        token: pending.token,
        body: r.method === 'GET' ? undefined : {},
      });
      // A route with a role or admin rule refuses first; every other says why.
      const expected = r.ruled && res.message === '无权访问该功能' ? res.message : GATE.message;
      expect([r.key, res.status, res.message]).toEqual([r.key, 403, expected]);
    }
    for (const path of [`${C}/api/menus/tree`, `${C}/info/collection/org/${PENDING}/isCollected`]) {
      expect(await h.call('GET', path, { token: pending.token })).toMatchObject({ status: 200, code: 0 });
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('once collected, the same session goes on (no new login); a renewed token says collected', async () => {
    expect(await h.call('GET', `${C}/api/info`, { token: pending.token })).toMatchObject(GATE);
    const collected = await h.call('POST', `${C}/info/collection/org`, {
      token: pending.token,
      body: {
        orgName: '沈阳市新建医院',
        orgType: 1,
        contact: '王五',
        mobile: '13812345678',
        address: '和平区',
        version: (
          await h.rows<{ version: number }>("select version from orgs where org_code = 'H21010200009'")
        )[0]!.version,
      },
    });
    expect(collected).toMatchObject({ code: 0, message: '保存成功' });
    expect(await h.call('GET', `${C}/api/info`, { token: pending.token })).toMatchObject({ code: 0 });
    const renewed = await h.call<LoginData>('POST', `${C}/api/auth/reauth`, { token: pending.token });
    expect(renewed).toMatchObject({ code: 0, data: { ext: { orgCollected: true } } });
  });

  it('a deregistered institution is gated again until it collects its info anew', async () => {
    const pharmacy = await h.tokenOf('P21010200002');
    const colleague = await h.tokenOf('13900000009');
    expect(await h.call('POST', `${C}/api/info/deregister`, { token: pharmacy })).toMatchObject({ code: 0 });
    expect(await h.call('GET', `${C}/api/info`, { token: colleague })).toMatchObject(GATE);
    expect(await h.call('GET', `${C}/api/menus/tree`, { token: colleague })).toMatchObject({ code: 0 });
  });
});
