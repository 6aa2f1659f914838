/**
 * The authorisation matrix: every route under /commondeal that is not public (read from the OpenAPI
 * document) × {anonymous → 401, wrong role or other institution → 403 where the route has a role or
 * organisation rule, a plain institution user → 403 wherever there is a role or admin rule, right
 * caller → neither 401 nor 403}. Refused calls change no table; an account take-over is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { signIn } from './dealsHelpers';
import { BOOT_TIMEOUT, fileHarness, idOf, snapshot } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Call {
  /** A demo account, logged in afresh when `fresh` (the call may end its sessions). */
  as: string;
  fresh?: boolean;
  /** The URL when the route has path parameters or should be called on another institution. */
  url?: string;
  body?: unknown;
  query?: Record<string, string>;
}

const C = '/commondeal';
const HOSPITAL = 'H21010200001';
const PHARMACY = 'P21010200002';

/** Routes anyone may call (file downloads check their ticket or login themselves). */
const PUBLIC_ROUTES = new Set([
  `GET ${C}/api/auth/publicKey`,
  `GET ${C}/api/auth/captcha`,
  `GET ${C}/api/auth/smsCode`,
  `POST ${C}/api/auth/login`,
  `POST ${C}/api/auth/forget`,
  // Ending a session that is already over is not an error: logout answers without one too.
  `POST ${C}/api/auth/logout`,
  `POST ${C}/sec/signup`,
  // A new security-code application needs no account (a logged-in caller applies only for itself).
  `PUT ${C}/sec/apply`,
  `GET ${C}/files/{fileQuryNo}`,
  // The screen index and the public screens are needed before login; the others check the login in
  // the handler (a 401 below). Error reports come from any page, the login page included.
  `GET ${C}/screens`,
  `GET ${C}/screens/{id}`,
  `POST ${C}/screens/errors`,
  // The simulated mobile wallet: opened from the QR code on a phone; the pay code is the credential.
  `GET ${C}/quickmark/wallet`,
  `POST ${C}/quickmark/wallet/pay`,
]);

/** Sample values of path parameters (for the anonymous calls and the default right caller). */
const PARAMS: Record<string, string> = {
  orgCode: HOSPITAL,
  id: '99999',
  menuId: '99999',
  dealName: '2201',
  version: '1',
};

/** 13900000009 (pharmacy) is given ROLE_ADMIN: an institution's admin role is not the operator's. */
const INSTITUTION_ADMIN = '13900000009';
/** A plain institution user: ROLE_ORG of the hospital, neither ROLE_ADMIN nor the institution admin. */
const PLAIN = '13900000002';
/** A hospital colleague given ROLE_ADMIN (the take-over target besides the institution admin). */
const ADMIN_COLLEAGUE = 'T21010200003';
const adminOp = (route: string): [string, Call[]] => [route, [{ as: HOSPITAL }, { as: INSTITUTION_ADMIN }]];
let nurseId = 0;
/** A settlement of the pharmacy (the first of the demo plan's pharmacy settlements) and a period around it. */
const PHARMACY_SETL = '400120033';
const PERIOD = { startDate: '2000-01-01', endDate: '2100-12-31' };
const REVERSE_PHARMACY = { id: PHARMACY_SETL, psn_no: 'x', omsgid: 'x', oinfo: '2102' };
let pharmacistId = 0;
/** The pharmacy's security-code application and operation code (another institution's, for the hospital). */
let pharmacySecId = 0;
/** A detail import the pharmacy staged (结算明细对账 批量导入). */
let pharmacyImportId = '';
let pharmacyAppKeyId = 0;
/** A row of 交易日志 of the hospital and one of the pharmacy (a sign-in each). */
let hospitalDealLogId = 0;
let pharmacyDealLogId = 0;
const SEC_EDIT = { hisName: '东软', hisPrd: '11', orgLevelCode: '01', oldOrgCode: 'A1', tel: '13812345678' };
const APP_KEY = { orgName: '医院', conerName: '张三', tel: '13812345678' };

/** Refused callers of the routes with a role or organisation rule (resolved after boot: user ids). */
const refusals = (): Record<string, Call[]> => ({
  ...Object.fromEntries(
    [
      `POST ${C}/platformmenu/menus`,
      `POST ${C}/platformmenu/insert`,
      `POST ${C}/platformmenu/update`,
      `DELETE ${C}/platformmenu/delete/{menuId}`,
      `GET ${C}/api/platformrole/list`,
      `POST ${C}/api/platformrole/insert`,
      `DELETE ${C}/api/platformrole/delete/{id}`,
      `GET ${C}/api/platformrolemenu/queryall`,
      `GET ${C}/api/platformrolemenu/query/{id}`,
      `POST ${C}/api/platformrolemenu/insert`,
      // Security-code approval, import and export, operation-code approval: the 9999 operator's.
      `POST ${C}/sec/applications`,
      `POST ${C}/sec/approve`,
      `POST ${C}/sec/approve/batch`,
      `POST ${C}/sec/update`,
      `POST ${C}/sec/query-remote`,
      `POST ${C}/sec/export`,
      `POST ${C}/sec/upload`,
      `POST ${C}/sec/secretimp`,
      `GET ${C}/sec/template/secode`,
      `POST ${C}/appKey/approve`,
      // The screen studio: publishing what every user sees is the operator's.
      `POST ${C}/screens/studio/list`,
      `GET ${C}/screens/studio/{id}`,
      `GET ${C}/screens/studio/{id}/versions`,
      `GET ${C}/screens/studio/{id}/versions/{version}`,
      `PUT ${C}/screens/studio/{id}/draft`,
      `DELETE ${C}/screens/studio/{id}/draft`,
      `POST ${C}/screens/studio/{id}/publish`,
      `POST ${C}/screens/studio/{id}/rollback`,
      `POST ${C}/screens/studio/{id}/archive`,
      `POST ${C}/screens/studio/{id}/restore`,
      `GET ${C}/screens/studio/{id}/export`,
      `GET ${C}/screens/studio/export`,
      `POST ${C}/screens/studio/import`,
      `POST ${C}/screens/studio/events`,
      `POST ${C}/screens/studio/identities`,
      `POST ${C}/screens/studio/{id}/submit`,
      `POST ${C}/screens/studio/{id}/reject`,
      // 交易目录: the deal catalogue's studio, as the screens'.
      `POST ${C}/deals/studio/list`,
      `GET ${C}/deals/studio/code-lists`,
      `GET ${C}/deals/studio/{id}`,
      `GET ${C}/deals/studio/{id}/versions`,
      `GET ${C}/deals/studio/{id}/versions/{version}`,
      `PUT ${C}/deals/studio/{id}/draft`,
      `DELETE ${C}/deals/studio/{id}/draft`,
      `POST ${C}/deals/studio/{id}/publish`,
      `POST ${C}/deals/studio/{id}/rollback`,
      `POST ${C}/deals/studio/{id}/archive`,
      `POST ${C}/deals/studio/{id}/restore`,
      `POST ${C}/deals/studio/events`,
      `GET ${C}/deals/studio/{id}/export`,
      `GET ${C}/deals/studio/export`,
      `POST ${C}/deals/studio/{id}/submit`,
      `POST ${C}/deals/studio/{id}/reject`,
      `POST ${C}/deals/studio/import`,
    ].map(adminOp),
  ),
  // Security codes and operation codes of another institution.
  [`PUT ${C}/sec/apply`]: [
    {
      as: HOSPITAL,
      body: {
        orgCode: PHARMACY,
        orgName: '药房',
        hisName: '东软',
        hisPrd: '21',
        conerName: '张三',
        tel: '13812345678',
        oldOrgCode: 'A1',
      },
    },
  ],
  [`POST ${C}/secCodes/query`]: [{ as: HOSPITAL, body: { orgCode: PHARMACY } }],
  // 交易日志's export is scoped like its list: an institution naming another is refused.
  [`POST ${C}/deal-log/export`]: [
    { as: HOSPITAL, body: { beginTime: '2026-01-01', endTime: '2026-01-02', orgCode: PHARMACY } },
  ],
  [`POST ${C}/sec/apply`]: [{ as: HOSPITAL, body: { id: pharmacySecId, ...SEC_EDIT, version: 0 } }],
  [`POST ${C}/sec/apply/update`]: [{ as: HOSPITAL, body: { id: pharmacySecId, op: 'withdraw', version: 0 } }],
  [`POST ${C}/appKey/query`]: [{ as: HOSPITAL, body: { orgCode: PHARMACY } }],
  [`POST ${C}/appKey/apply`]: [{ as: HOSPITAL, body: { orgCode: PHARMACY, ...APP_KEY } }],
  [`POST ${C}/appKey/update`]: [
    { as: HOSPITAL, body: { id: pharmacyAppKeyId, orgCode: HOSPITAL, ...APP_KEY, version: 0 } },
  ],
  [`POST ${C}/common/register/drop`]: [{ as: 'admin' }],
  // Deal SQL configuration is the 9999 operator's only, not an institution's ROLE_ADMIN.
  [`GET ${C}/queryDealSqlByDealCode`]: [
    { as: HOSPITAL },
    { as: INSTITUTION_ADMIN, query: { dealCode: '1101', nodeName: 'data' } },
  ],
  [`POST ${C}/updateDealSql`]: [
    { as: HOSPITAL },
    {
      as: INSTITUTION_ADMIN,
      body: { dealCode: '1101', nodeName: 'data', params: '', dataSource: 'db', sql: 'select 1', version: 1 },
    },
  ],
  [`GET ${C}/info/collection/org/{orgCode}/isCollected`]: [
    { as: HOSPITAL, url: `${C}/info/collection/org/${PHARMACY}/isCollected` },
  ],
  [`GET ${C}/info/collection/org/{orgCode}`]: [{ as: HOSPITAL, url: `${C}/info/collection/org/${PHARMACY}` }],
  [`GET ${C}/cm/customer/{id}`]: [{ as: HOSPITAL, url: `${C}/cm/customer/${PHARMACY}` }],
  [`POST ${C}/cm/customer/{id}`]: [
    { as: HOSPITAL, url: `${C}/cm/customer/${HOSPITAL}` },
    { as: '13900000008', url: `${C}/cm/customer/${PHARMACY}` },
  ],
  [`POST ${C}/api/user-manage`]: [
    { as: HOSPITAL, body: { page: { size: 10, current: 1 }, orgCode: PHARMACY } },
  ],
  [`GET ${C}/api/user-manage/user/{id}`]: [{ as: PHARMACY, url: `${C}/api/user-manage/user/${nurseId}` }],
  [`GET ${C}/api/user-manage/roles`]: [{ as: HOSPITAL }],
  [`GET ${C}/api/user-manage/role`]: [
    { as: HOSPITAL, query: { userId: String(nurseId) } },
    { as: INSTITUTION_ADMIN, query: { userId: String(nurseId) } },
  ],
  [`POST ${C}/api/user-manage/role`]: [
    { as: HOSPITAL, body: { userId: nurseId, roleIds: [], version: 0 } },
    { as: INSTITUTION_ADMIN, body: { userId: nurseId, roleIds: [], version: 0 } },
  ],
  [`PUT ${C}/api/user-manage/valid`]: [
    { as: HOSPITAL, body: { userId: pharmacistId, ifValid: '0', version: 0 } },
  ],
  [`DELETE ${C}/api/user-manage`]: [{ as: HOSPITAL, body: { userId: pharmacistId } }],
  [`PUT ${C}/api/user-manage/resetPass`]: [
    { as: HOSPITAL, body: { user: '13900000009', newPassword: 'Good@20260' } },
  ],
  [`POST ${C}/api/user-manage/add`]: [
    {
      as: HOSPITAL,
      body: { userName: '13711119999', orgCode: PHARMACY, orgName: '药房', passWord: 'Good@20260' },
    },
  ],
  [`POST ${C}/api/info/deregister`]: [{ as: 'admin' }, { as: INSTITUTION_ADMIN }],
  // The dashboard: an institution's figures are its own; the list of institutions is the operator's.
  [`GET ${C}/dashboard/settlements`]: [
    { as: HOSPITAL, query: { orgCode: PHARMACY } },
    { as: PHARMACY, query: { orgCode: HOSPITAL } },
  ],
  [`GET ${C}/dashboard/summary`]: [
    { as: HOSPITAL, query: { orgCode: PHARMACY } },
    { as: PHARMACY, query: { orgCode: HOSPITAL } },
  ],
  [`GET ${C}/dashboard/institutions`]: [{ as: HOSPITAL }, { as: INSTITUTION_ADMIN }],
  // Reversals: an institution reads and reverses only its own settlements (the pharmacy's first one here).
  [`POST ${C}/reconciliation/queryFirst`]: [{ as: HOSPITAL, body: { ...PERIOD, fixmedins_code: PHARMACY } }],
  [`GET ${C}/reconciliation/queryAgain`]: [{ as: HOSPITAL, query: { ...PERIOD, fixmedins_code: PHARMACY } }],
  [`GET ${C}/reconciliation/rush-info/{id}`]: [
    { as: HOSPITAL, url: `${C}/reconciliation/rush-info/${PHARMACY_SETL}` },
  ],
  [`POST ${C}/reconciliation/execute`]: [{ as: HOSPITAL, body: REVERSE_PHARMACY }],
  [`POST ${C}/pha/execute`]: [{ as: HOSPITAL, body: REVERSE_PHARMACY }],
  [`POST ${C}/reconciliation/check-password`]: [
    { as: HOSPITAL, body: { password: 'x', fixmedins_code: PHARMACY } },
  ],
  // 上传对账信息 sends only the caller institution's staged import (the pharmacy's here).
  [`POST ${C}/reconciliation/detail-rec/upd`]: [{ as: HOSPITAL, body: { importId: pharmacyImportId } }],
  ...Object.fromEntries(
    [
      '/reconciliation/upd-valid',
      '/pha/upd-valid',
      '/pha/query',
      '/quickmark/chargecode',
      '/quickmark/query-payflag',
    ].map((p) => [`POST ${C}${p}`, [{ as: HOSPITAL, body: { id: PHARMACY_SETL } }]]),
  ),
  ...Object.fromEntries(
    ['/pha/query-maxtime', '/pha/rush-compare'].map((p) => [
      `POST ${C}${p}`,
      [{ as: HOSPITAL, body: { omsgid: 'x', fixmedins_code: PHARMACY } }],
    ]),
  ),
  // Service tickets: an institution's tickets are its own (seeded ticket 2 is the pharmacy's);
  // classification is the 9999 ROLE_ADMIN's, handling the 9999 staff's (the node's handler is checked too).
  [`POST ${C}/order/ticket/query`]: [{ as: HOSPITAL, body: { orgCode: PHARMACY } }],
  [`PUT ${C}/order/ticket`]: [
    { as: HOSPITAL, body: { instId: 2, type: 1, title: '别人的服务单', content: '内容', version: 0 } },
  ],
  [`GET ${C}/order/ticket/{id}/progress`]: [{ as: HOSPITAL, url: `${C}/order/ticket/2/progress` }],
  [`GET ${C}/order/{id}`]: [{ as: HOSPITAL, url: `${C}/order/2` }],
  ...Object.fromEntries(
    [
      `POST ${C}/order/query`,
      `POST ${C}/order/sort`,
      `POST ${C}/order/type/{id}/templates`,
      `PUT ${C}/order/instance/{id}`,
    ].map((route): [string, Call[]] => [route, [{ as: HOSPITAL }, { as: INSTITUTION_ADMIN }]]),
  ),
  ...Object.fromEntries(
    [
      `GET ${C}/order/instance/{id}`,
      `POST ${C}/order/instance/todos`,
      `POST ${C}/order/handle`,
      `POST ${C}/order/handle/back`,
      `POST ${C}/order/termination`,
      `POST ${C}/order/instance/nextstep/responsibility`,
      `POST ${C}/order/instance/custom-step`,
      `POST ${C}/order/template/nodes`,
      `POST ${C}/order/handlers`,
      `PUT ${C}/customservice/customer`,
    ].map((route): [string, Call[]] => [route, [{ as: HOSPITAL }]]),
  ),
  // Remote reversal names the institution: only one's own (the operator may act for any).
  [`POST ${C}/pha/excute-diff`]: [
    {
      as: HOSPITAL,
      body: {
        ...{ psn_no: '21010000000000000191', omsgid: 'P21010200002202611201030007101', oinfo: '2102' },
        ...{ mdtrtareaAdmvs: '210100', insuplcAdmdvs: '110105', orgCode: PHARMACY },
      },
    },
  ],
});

/**
 * Rows of another institution that answer as missing (404 with the route's message), never their content:
 * the caller may not learn that they exist. Resolved after boot (row ids).
 */
const hidden = (): Record<string, [Call, string][]> => ({
  [`GET ${C}/deal-log/{id}/message`]: [
    [{ as: PHARMACY, url: `${C}/deal-log/${hospitalDealLogId}/message` }, '交易日志不存在'],
    [{ as: PLAIN, url: `${C}/deal-log/${pharmacyDealLogId}/message` }, '交易日志不存在'],
  ],
});

/** The right caller where the default (admin, sample parameters, empty body) is not one. */
const RIGHT: Record<string, Call> = {
  [`POST ${C}/cm/customer/{id}`]: { as: '13900000008', url: `${C}/cm/customer/${HOSPITAL}` },
  [`POST ${C}/api/auth/reauth`]: { as: 'admin', fresh: true },
  [`POST ${C}/api/info/deregister`]: { as: PHARMACY, fresh: true },
  [`POST ${C}/common/register/drop`]: { as: PHARMACY },
  // A draft is the caller's own (user and institution, no parameter names another): any logged-in user.
  [`PUT ${C}/reconciliation/detail-rec/draft`]: { as: HOSPITAL, body: { draft: { state: {} } } },
};

/** The password the take-over attempt sets. */
const TAKEOVER_PASSWORD = 'Taken@20260';

/** Whether the OpenAPI document says the route needs a role, the operator or an admin (`权限：…`). */
let policies = new Map<string, string>();
const hasRoleRule = (key: string) => /角色|仅/.test(policies.get(key) ?? '');

/** Fields sent encrypted, as the console does. */
const ENCRYPTED = ['user', 'newPassword', 'passWord'];

let routes: { key: string; method: Method; path: string }[] = [];
const tokens = new Map<string, string>();
const { h } = await fileHarness();
beforeAll(async () => {
  await h.db.query(
    `insert into user_roles (user_id, role_id) select u.user_id, r.role_id from users u, roles r
      where u.username = any($1) and r.role_name = 'ROLE_ADMIN'`,
    [[INSTITUTION_ADMIN, ADMIN_COLLEAGUE]],
  );
  for (const u of ['admin', HOSPITAL, PHARMACY, '13900000008', '13900000009', PLAIN])
    tokens.set(u, await h.tokenOf(u));
  [nurseId, pharmacistId] = [await idOf(h, '13900000002'), await idOf(h, '13900000009')];
  const firstId = async (sql: string) => (await h.rows<{ id: number }>(sql, [PHARMACY]))[0]!.id;
  pharmacySecId = await firstId('select id from sec_applications where org_code = $1 order by id limit 1');
  pharmacyAppKeyId = await firstId('select id from app_keys where org_code = $1');
  for (const org of [HOSPITAL, PHARMACY]) await signIn(h, tokens.get(org)!);
  pharmacyDealLogId = await firstId('select id from deal_log where fixmedins_code = $1 order by id limit 1');
  hospitalDealLogId = (
    await h.rows<{ id: number }>('select id from deal_log where fixmedins_code = $1', [HOSPITAL])
  )[0]!.id;
  const csv = new FormData();
  csv.append(
    'file',
    new Blob([
      '结算ID,就诊ID,人员编号,医疗费总额,基金支付总额,个人账户支出,退费结算标志\nS1,M1,P1,1,0,0,0\n',
    ]),
    '明细.csv',
  );
  const staged = await h.app.inject({
    method: 'POST',
    url: `${C}/reconciliation/detail-rec/import`,
    payload: csv,
    headers: { authorization: `Bearer ${tokens.get(PHARMACY)}` },
  });
  pharmacyImportId = (JSON.parse(staged.body.trim().split('\n').at(-1)!) as { data: { importId: string } })
    .data.importId;
  const doc = h.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  policies = new Map(
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, { description?: string }>).map(([m, op]) => [
        `${m.toUpperCase()} ${path}`,
        /权限：(.*)/.exec(op.description ?? '')?.[1] ?? '',
      ]),
    ),
  );
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase() as Method,
      path,
    })),
  );
}, BOOT_TIMEOUT);

const sampleUrl = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? 'x');

async function send(method: Method, path: string, c?: Call) {
  let token: string | undefined;
  if (c) token = c.fresh ? await h.tokenOf(c.as) : tokens.get(c.as);
  let body = c?.body ?? (method === 'GET' ? undefined : {});
  if (body && typeof body === 'object') {
    const entries = await Promise.all(
      Object.entries(body).map(async ([k, v]) => [k, ENCRYPTED.includes(k) ? await h.encrypt(String(v)) : v]),
    );
    body = Object.fromEntries(entries);
  }
  return h.call(method, c?.url ?? sampleUrl(path), { token, body, query: c?.query });
}

/**
 * The server's own bookkeeping of attempts, not business data: captchas used up, rate-limit windows and
 * failed-login counts (a refused login is meant to count).
 */
const BOOKKEEPING = ['captchas', 'rate_limit_hits', 'login_failures'];
/** Every business table. */
const BUSINESS = { except: BOOKKEEPING };

describe('authorisation matrix', () => {
  it('lists the protected routes, including every rule above', () => {
    const keys = new Set(routes.map((r) => r.key));
    for (const key of [
      ...PUBLIC_ROUTES,
      ...Object.keys(refusals()),
      ...Object.keys(hidden()),
      ...Object.keys(RIGHT),
    ]) {
      expect(keys, key).toContain(key);
    }
    expect(routes.filter((r) => !PUBLIC_ROUTES.has(r.key)).length).toBeGreaterThan(40);
  });

  it('anonymous → 401 on every protected route, public routes answer; nothing changes', async () => {
    for (const r of routes.filter((x) => PUBLIC_ROUTES.has(x.key))) {
      expect((await send(r.method, r.path)).status, r.key).toBeLessThan(500);
    }
    const before = await snapshot(h, BUSINESS);
    for (const r of routes.filter((x) => !PUBLIC_ROUTES.has(x.key))) {
      const res = await send(r.method, r.path);
      expect([r.key, res.status, res.message]).toEqual([r.key, 401, '登录已过期，请重新登录']);
    }
    expect(await snapshot(h, BUSINESS)).toEqual(before);
  });

  it('wrong role or other institution → 403; nothing changes', async () => {
    const before = await snapshot(h, BUSINESS);
    for (const [key, calls] of Object.entries(refusals())) {
      const [method, path] = key.split(' ') as [Method, string];
      for (const c of calls) {
        const res = await send(method, path, c);
        expect([key, c.as, res.status, res.message]).toEqual([key, c.as, 403, '无权访问该功能']);
      }
    }
    expect(await snapshot(h, BUSINESS)).toEqual(before);
  });

  it('another institution’s row → 404 with the route’s message, as a missing one; nothing changes', async () => {
    const before = await snapshot(h, BUSINESS);
    for (const [key, calls] of Object.entries(hidden())) {
      const [method, path] = key.split(' ') as [Method, string];
      for (const [c, message] of calls) {
        const res = await send(method, path, c);
        expect([key, c.as, res.status, res.message, res.data]).toEqual([key, c.as, 404, message, null]);
      }
    }
    expect(await snapshot(h, BUSINESS)).toEqual(before);
  });

  it('a plain institution user (13900000002) → 403 on every route with a role or admin rule; nothing changes', async () => {
    const withRule = routes.filter((r) => hasRoleRule(r.key));
    expect(withRule.length).toBeGreaterThan(10);
    const calls: [string, Call][] = [
      ...withRule.map((r): [string, Call] => [r.key, { as: PLAIN }]),
      // Rules checked in the handler (organisation scoping, userTypeId 8), with the refused call's input.
      ...Object.entries(refusals()).map(([key, calls]): [string, Call] => [key, { ...calls[0]!, as: PLAIN }]),
    ];
    const before = await snapshot(h, BUSINESS);
    for (const [key, c] of calls) {
      const [method, path] = key.split(' ') as [Method, string];
      const res = await send(method, path, c);
      expect([key, res.status, res.message]).toEqual([key, 403, '无权访问该功能']);
    }
    expect(await snapshot(h, BUSINESS)).toEqual(before);
  });

  it('account take-over: the plain user resets the institution admin’s or an admin colleague’s password, then logs in: refused', async () => {
    const before = await snapshot(h, BUSINESS);
    for (const victim of [HOSPITAL, ADMIN_COLLEAGUE]) {
      const res = await send('PUT', `${C}/api/user-manage/resetPass`, {
        as: PLAIN,
        body: { user: victim, newPassword: TAKEOVER_PASSWORD, orgCode: HOSPITAL },
      });
      expect([victim, res.status, res.message]).toEqual([victim, 403, '无权访问该功能']);
      const idCard = DEMO_ACCOUNTS.find((a) => a.username === victim)?.idCard;
      const login = await h.tryLogin({
        user: victim,
        password: await h.encrypt(TAKEOVER_PASSWORD),
        ...(idCard ? { idCard } : {}),
      });
      expect([victim, login.code, login.message]).toEqual([victim, 1, '用户名或密码错误']);
    }
    expect(await snapshot(h, BUSINESS)).toEqual(before);
  });

  it('the right caller is neither refused nor unauthenticated', async () => {
    // Calls that end sessions or deregister run last.
    const ordered = [...routes].sort((a, b) => Number(!!RIGHT[a.key]?.fresh) - Number(!!RIGHT[b.key]?.fresh));
    for (const r of ordered.filter((x) => !PUBLIC_ROUTES.has(x.key))) {
      const res = await send(r.method, r.path, RIGHT[r.key] ?? { as: 'admin' });
      expect([r.key, res.status]).not.toContainEqual(401);
      expect([r.key, res.status, res.message]).not.toEqual([r.key, 403, '无权访问该功能']);
    }
  });
});
