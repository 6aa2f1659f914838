/**
 * Input bounds: every route of the OpenAPI document, every field of its body, query and path, given an
 * integer beyond int4 or a string with a NUL or another control character, answers a Chinese refusal, never
 * HTTP 500. A unique-key race maps to its business message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { resolverOf, type Doc, type Schema } from './openapiDoc';

let doc: Doc;
const { h } = await fileHarness();
beforeAll(async () => {
  doc = h.app.swagger() as unknown as Doc;
}, BOOT_TIMEOUT);

const resolve = resolverOf(() => doc);

/** Candidate values for a string field with a pattern: the first that matches is used. */
const STRING_SAMPLES = [
  '1312',
  'H21010200001',
  '13900000077',
  'Good@20260',
  '210102199001011236',
  '2026-01-01',
  '2026-01-01 00:00:00',
  'select 1',
  'data',
  'a',
  '1',
];

/** A plausible valid value of a schema (the starting point each bad field is put into). */
function sample(raw: Schema): unknown {
  const s = resolve(raw);
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return s.items ? [sample(s.items)] : [];
  if (type === 'object' || s.properties) {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
  }
  if (s.pattern) return STRING_SAMPLES.find((v) => new RegExp(s.pattern!).test(v)) ?? 'a';
  return 'a'.repeat(Math.max(1, s.minLength ?? 1));
}

const BIG = 99_999_999_999;
const BAD_VALUES: Array<[string, unknown]> = [
  ['an integer beyond int4', BIG],
  ['a negative integer beyond int4', -BIG],
  ['a NUL character', 'a\u0000b'],
  ['a control character', 'a\u0007b'],
  ['a long string', 'a'.repeat(5000)],
];

interface Probe {
  method: string;
  path: string;
  where: string;
  bad: string;
  url: string;
  body?: unknown;
}

/** One request per field × bad value: the field gets the bad value, the others a valid sample. */
function probes(): Probe[] {
  const out: Probe[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      const params = op.parameters ?? [];
      const pathParams = Object.fromEntries(
        params.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
      );
      const query = Object.fromEntries(
        params.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema))]),
      );
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const body = bodySchema ? sample(bodySchema) : undefined;
      const urlOf = (pp: Record<string, string>, q: Record<string, string>) => {
        const p = path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(pp[n] ?? 'x'));
        const qs = new URLSearchParams(q).toString();
        return qs ? `${p}?${qs}` : p;
      };
      for (const [bad, value] of BAD_VALUES) {
        for (const name of Object.keys(pathParams))
          out.push({
            method,
            path,
            bad,
            where: `path ${name}`,
            url: urlOf({ ...pathParams, [name]: String(value) }, query),
            body,
          });
        for (const name of Object.keys(query))
          out.push({
            method,
            path,
            bad,
            where: `query ${name}`,
            url: urlOf(pathParams, { ...query, [name]: String(value) }),
            body,
          });
        const fields = (b: unknown, prefix: string): Array<[string, (v: unknown) => unknown]> => {
          if (Array.isArray(b)) return b.length ? [[`${prefix}0`, (v) => [v]]] : [];
          if (!b || typeof b !== 'object') return [];
          return Object.entries(b as Record<string, unknown>).flatMap(([k, v]) => [
            [`${prefix}${k}`, (x: unknown) => ({ ...(b as object), [k]: x })] as [
              string,
              (v: unknown) => unknown,
            ],
            ...fields(v, `${prefix}${k}.`).map(
              ([n, set]) =>
                [n, (x: unknown) => ({ ...(b as object), [k]: set(x) })] as [string, (v: unknown) => unknown],
            ),
          ]);
        };
        for (const [name, set] of fields(body, ''))
          out.push({
            method,
            path,
            bad,
            where: `body ${name}`,
            url: urlOf(pathParams, query),
            body: set(value),
          });
        // A NUL in a key of a free-form object (deal input, catalogue rows, parameter sets).
        if (typeof value === 'string' && body && typeof body === 'object' && !Array.isArray(body))
          out.push({
            method,
            path,
            bad: `${bad} in a key`,
            where: 'body key',
            url: urlOf(pathParams, query),
            body: { ...(body as object), [value]: 'x' },
          });
      }
    }
  }
  return out;
}

describe('out-of-range integers and control characters never answer 500', () => {
  it.each(['admin', 'H21010200001'])(
    'every field of every route, called as %s',
    async (caller) => {
      const all = probes();
      expect(all.length).toBeGreaterThan(300);
      const failures: string[] = [];
      let token = await h.tokenOf(caller);
      for (const p of all) {
        const res = await h.app.inject({
          method: p.method as 'GET',
          url: p.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(p.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          payload: p.body !== undefined ? JSON.stringify(p.body) : undefined,
        });
        if (res.statusCode >= 500) failures.push(`${p.method} ${p.path} ${p.where} (${p.bad}): ${res.body}`);
        // A file route (an xlsx export or template) may ignore the bad field and answer its file.
        else if (/^application\/json/.test(String(res.headers['content-type'])))
          expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
        // A probe may have ended the session (logout, password change, deregistration): log in again.
        if (res.statusCode === 401) token = await h.tokenOf(caller);
      }
      expect(failures).toEqual([]);
    },
    240_000,
  );

  it('a NUL character is refused with a Chinese message naming the rule', async () => {
    const token = await h.tokenOf('admin');
    const res = await h.call('POST', '/commondeal/api/platformrole/insert', {
      token,
      body: { roleName: 'ROLE_X', roleCnname: '角色\u0000' },
    });
    expect(res).toMatchObject({ status: 400, code: 400, message: '角色中文名称不能包含控制字符' });
    expect(await h.rows("select 1 from roles where role_name = 'ROLE_X'")).toEqual([]);
  });

  it('an id beyond int4 is refused as bad input (400), not a server error', async () => {
    const token = await h.tokenOf('admin');
    const res = await h.call('GET', `/commondeal/api/user-manage/user/${BIG}`, { token });
    expect(res).toMatchObject({ status: 400, code: 400 });
  });
});

describe('a unique-key race answers the business message', () => {
  it('two concurrent adds of one mobile: one succeeds, the other says 手机号已存在！换一个试试', async () => {
    const token = await h.tokenOf('H21010200001');
    const body = async () => ({
      userName: '13722220001',
      orgCode: 'H21010200001',
      orgName: '沈阳市示范医院',
      passWord: await h.encrypt('Good@20260'),
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () =>
        h.call('POST', '/commondeal/api/user-manage/add', { token, body: await body() }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ status: 200, code: 1, message: '手机号已存在！换一个试试' });
  });

  it('an add that passes the mobile check while another transaction inserts it meets the unique key', async () => {
    const token = await h.tokenOf('H21010200001');
    const body = {
      userName: '13722220002',
      orgCode: 'H21010200001',
      orgName: '沈阳市示范医院',
      passWord: await h.encrypt('Good@20260'),
    };
    let add: Promise<Awaited<ReturnType<typeof h.call>>> | undefined;
    // The other insert is not yet committed: the add sees no such mobile, then waits on the unique index.
    await h.db.tx(async (t) => {
      await t.query(
        `insert into users (username, password_hash, org_code, mobile) values ($1, 'x', 'H21010200001', $1)`,
        ['13722220002'],
      );
      add = h.call('POST', '/commondeal/api/user-manage/add', { token, body });
      await new Promise((r) => setTimeout(r, 500));
    });
    expect(await add).toMatchObject({ status: 200, code: 1, message: '手机号已存在！换一个试试' });
  });
});

describe('validation stays linear: arrays are capped and only the first errors are reported', () => {
  const post = async (payload: string) =>
    h.app.inject({
      method: 'POST',
      url: '/commondeal/downLoadJson/1312',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await h.tokenOf('H21010200001')}`,
      },
      payload,
    });

  it('32,000 invalid rows (128 KB) are refused by their count alone, no row is validated', async () => {
    const res = await post(`[${Array(32_000).fill('"x"').join(',')}]`);
    expect(res.statusCode).toBe(400);
    // Only the cap is reported: the 32,000 rows were never looked at one by one.
    expect(res.json()).toEqual({
      code: 400,
      message: '一次最多导入1000条目录数据',
      data: [{ field: '', message: '一次最多导入1000条目录数据' }],
    });
  });

  it('a full page of invalid rows answers the first row’s message and at most 10 errors', async () => {
    const res = await post(`[${Array(1000).fill('"x"').join(',')}]`);
    const body = res.json() as { code: number; message: string; data: unknown[] };
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe('每条目录数据须为对象');
    expect(body.data.length).toBeLessThanOrEqual(10);
  });

  it('a NUL character in a catalogue row is refused before reaching the database', async () => {
    const res = await post(JSON.stringify([{ hilist_code: 'X1', hilist_name: 'a\u0000b' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: '请求参数不能包含控制字符' });
  });
});
