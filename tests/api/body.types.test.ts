/**
 * A JSON body carries its own types and is read as sent: a wrongly typed number field (true, "abc",
 * "1", 1.5, [1]) is a 400 whose message names the field, on every route of the OpenAPI document that
 * takes one — never read as another value (`true` as user 1) and never a 500. Query strings, path
 * parameters and form-encoded bodies are text by nature and are still read as numbers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { resolverOf, type Doc, type Schema } from './openapiDoc';

let doc: Doc;
const { h } = await fileHarness();
beforeAll(async () => {
  doc = h.app.swagger() as unknown as Doc;
}, BOOT_TIMEOUT);

const resolve = resolverOf(() => doc);
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type[0] : s.type);

const STRING_SAMPLES = ['1312', 'H21010200001', '13900000077', '2026-01-01', '2026-01-01 00:00:00', 'a', '1'];

/** A valid value of a schema: the body each wrong value is put into, so that it is the only fault. */
function sample(raw: Schema): unknown {
  const s = resolve(raw);
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const type = typeOf(s);
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return s.items ? [sample(s.items)] : [];
  if (type === 'object' || s.properties)
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
  if (s.pattern) return STRING_SAMPLES.find((v) => new RegExp(s.pattern!).test(v)) ?? 'a';
  return 'a'.repeat(Math.max(1, s.minLength ?? 1));
}

/** Values of the wrong JSON type for a field of each type. */
const WRONG: Record<string, unknown[]> = {
  integer: [true, 'abc', '1', 1.5, [1]],
  number: [true, 'abc', '1', [1]],
  boolean: [1, 'true', [true]],
};

interface NumberField {
  /** The field as the answer names it (`userId`, `page.current`, `menuId.0`). */
  field: string;
  title: string;
  type: string;
  /** The body with this field set to a value. */
  set: (value: unknown) => unknown;
}

/** Every integer, number and boolean field of a body schema, however deep, with a setter. */
function numberFields(raw: Schema, at: string[] = [], title = ''): NumberField[] {
  const s = resolve(raw);
  const type = typeOf(s);
  const here = s.title ?? title;
  if (type && type in WRONG) {
    return [{ field: at.join('.'), title: here, type, set: (v) => v }];
  }
  if (type === 'array' && s.items) {
    return numberFields(s.items, [...at, '0'], here).map((f) => ({ ...f, set: (v) => [f.set(v)] }));
  }
  if (type === 'object' || s.properties) {
    const base = sample(s) as Record<string, unknown>;
    return Object.entries(s.properties ?? {}).flatMap(([k, v]) =>
      numberFields(v, [...at, k], k).map((f) => ({
        ...f,
        set: (x: unknown) => ({ ...base, [k]: f.set(x) }),
      })),
    );
  }
  return [];
}

/**
 * The message says which field it is about: it shares a word (two characters or more) with the field's
 * title — 「请选择服务单」 for 服务单号, 「角色格式不正确」 for an item of 角色 — never the bare key.
 */
function namesField(message: string, f: NumberField): boolean {
  const title = f.title || f.field;
  for (let i = 0; i + 2 <= title.length; i++) if (message.includes(title.slice(i, i + 2))) return true;
  return false;
}

interface Route {
  method: string;
  path: string;
  url: string;
  fields: NumberField[];
}

/** The routes taking a JSON body with a number field, from the app's own OpenAPI document. */
function routes(): Route[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([m, op]) => {
      const schema = op.requestBody?.content['application/json']?.schema;
      const fields = schema ? numberFields(schema) : [];
      if (!fields.length) return [];
      const params = Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
      );
      const url = path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? '1'));
      return [{ method: m.toUpperCase(), path, url, fields }];
    }),
  );
}

describe('a JSON body is read with the types it was sent with', () => {
  it('every number field of every route: a wrong type is a 400 naming the field', async () => {
    const all = routes();
    // The document has some thirty such routes (ids, pages, amounts): a broken walk finds none.
    expect(all.length).toBeGreaterThan(25);
    expect(all.flatMap((r) => r.fields).some((f) => f.field === 'userId')).toBe(true);
    const tokens = new Map<string, string>();
    const tokenOf = async (username: string) => {
      if (!tokens.has(username)) tokens.set(username, await h.tokenOf(username));
      return tokens.get(username)!;
    };
    const failures: string[] = [];
    for (const route of all) {
      for (const f of route.fields) {
        for (const value of WRONG[f.type]!) {
          const what = `${route.method} ${route.path} ${f.field}=${JSON.stringify(value)}`;
          let answer: { status: number; message: string; data: unknown } | undefined;
          // The first demo account the route lets in (its role, institution and rules come first).
          for (const account of DEMO_ACCOUNTS) {
            const res = await h.app.inject({
              method: route.method as 'POST',
              url: route.url,
              headers: {
                authorization: `Bearer ${await tokenOf(account.username)}`,
                'content-type': 'application/json',
              },
              payload: JSON.stringify(f.set(value)),
            });
            // A file route (an xlsx export) answers its file, not an envelope.
            const json = /json/.test(String(res.headers['content-type']))
              ? res.json<{ message: string; data: unknown }>()
              : { message: `(${String(res.headers['content-type'])})`, data: null };
            if (res.statusCode === 401) tokens.delete(account.username);
            if (res.statusCode === 401 || res.statusCode === 403) continue;
            answer = { status: res.statusCode, message: json.message, data: json.data };
            break;
          }
          if (!answer) {
            failures.push(`${what}: no demo account may call the route`);
            continue;
          }
          const named = Array.isArray(answer.data)
            ? (answer.data as Array<{ field?: string; message?: string }>).find((e) => e.field === f.field)
            : undefined;
          if (answer.status !== 400) failures.push(`${what}: HTTP ${answer.status} ${answer.message}`);
          else if (!named) failures.push(`${what}: the answer does not name ${f.field}: ${answer.message}`);
          else if (!namesField(named.message ?? '', f))
            failures.push(`${what}: 「${named.message}」 does not say 「${f.title}」`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('{"userId": true} changes no user: the admin keeps its role', async () => {
    const admin = await h.tokenOf('admin');
    const before = await h.rows('select user_id, role_id from user_roles order by 1, 2');
    const res = await h.call('POST', '/commondeal/api/user-manage/role', {
      token: admin,
      body: { userId: true, roleIds: [] },
    });
    expect(res).toMatchObject({ status: 400, code: 400, message: '用户编号不正确' });
    expect(await h.rows('select user_id, role_id from user_roles order by 1, 2')).toEqual(before);
  });

  it('a right JSON body still passes: a number field given a number', async () => {
    const admin = await h.tokenOf('admin');
    const res = await h.call<{ total: number }>('POST', '/commondeal/platformmenu/menus', {
      token: admin,
      body: { menuId: 1, page: { size: 10, current: 1 } },
    });
    expect(res).toMatchObject({ status: 200, code: 0 });
  });
});

describe('text by nature is still read as numbers', () => {
  it('a form-encoded body: "3" is the number 3, "abc" a 400 naming the field', async () => {
    const admin = await h.tokenOf('admin');
    const ok = await h.call<{ gradation: number }>('POST', '/commondeal/platformmenu/insert', {
      token: admin,
      form: true,
      body: { menuname: '表单数字', gradation: '3', icon: 'StarOutlined' },
    });
    expect(ok).toMatchObject({ status: 200, code: 0, data: { gradation: 3 } });
    const bad = await h.call('POST', '/commondeal/platformmenu/insert', {
      token: admin,
      form: true,
      body: { menuname: '表单数字', gradation: 'abc', icon: 'StarOutlined' },
    });
    expect(bad).toMatchObject({ status: 400, code: 400 });
    expect(bad.message).toContain('排序');
  });

  it('a query string and a path parameter: "2" is the number 2', async () => {
    const admin = await h.tokenOf('admin');
    const integerQuery = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([m, op]) =>
        m === 'get' && !path.includes('{')
          ? (op.parameters ?? [])
              .filter((p) => p.in === 'query' && typeOf(resolve(p.schema)) === 'integer')
              .map((p) => ({ path, name: p.name }))
          : [],
      ),
    );
    expect(integerQuery.length).toBeGreaterThan(0);
    for (const { path, name } of integerQuery) {
      const res = await h.call('GET', path, { token: admin, query: { [name]: '2' } });
      expect(res.status, `${path}?${name}=2`).not.toBe(400);
    }
    const notNumber = await h.call('GET', '/commondeal/api/platformrole/list', {
      token: admin,
      query: { current: 'abc' },
    });
    expect(notNumber.status).toBe(400);
    const byPath = await h.call('GET', '/commondeal/api/platformrolemenu/query/1', { token: admin });
    expect(byPath.status).not.toBe(400);
  });
});
