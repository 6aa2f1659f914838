/**
 * Test harness for the API: one app per test file on a fresh database (in-memory PGlite, or a fresh
 * schema of the PostgreSQL named by DATABASE_URL), with helpers to log in as the demo accounts.
 */
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { createPgDb, createPgliteDb, type Db } from '../../server/db';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { createSession } from '../../server/services/sessions';
import { TEST_SCRYPT_N, templatedPgliteDb } from './pgliteTemplate';

export const TEST_CAPTCHA = '1234';
/** The phone code in test mode (6 digits, like every real one). */
export const TEST_SMS_CODE = '135790';
export const BOOT_TIMEOUT = 60_000;

export interface Answer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  query?: Record<string, string>;
}

/** A fresh database: the seeded template, or (`empty`) one the app migrates and seeds itself. */
async function freshDb(empty = false): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url)
    return { db: empty ? await createPgliteDb() : await templatedPgliteDb(), drop: async () => undefined };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await createPgDb(url, { schema, max: 4 });
  const drop = async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  };
  return { db, drop };
}

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  /** Reuse the database of another harness (a second app with other settings). */
  db?: Db;
  testCaptcha?: string | null;
  /** The fixed phone code (TEST_SMS_CODE by default; null: random codes). */
  testSmsCode?: string | null;
  staticDir?: string;
  /** The folders of screen descriptors (default: the repo's screens/). */
  screensDirs?: string[];
  /** The folder of pulled deals (default: the repo's deals/). */
  dealsDir?: string;
  /** The instance's data directory (an old `keys/` pair there is imported on first start). */
  dataDir?: string;
  /** Capture the server log (JSON lines). */
  logStream?: { write(line: string): unknown };
  /**
   * A database the app migrates and seeds itself at its own settings (PGlite: not the template seeded
   * at TEST_SCRYPT_N; PostgreSQL: always so).
   */
  emptyDb?: boolean;
  /**
   * Production mode: no demo data, no test-mode captcha or phone code (the harness reads each captcha's
   * code from the database instead).
   */
  production?: boolean;
  /** Write the demo data (default true; never in production). */
  seed?: boolean;
}

export async function build(opts: BuildOptions = {}) {
  const fresh = opts.db ? undefined : await freshDb(opts.emptyDb);
  const db = opts.db ?? fresh!.db;
  const production = opts.production ?? false;
  const testCaptcha =
    opts.testCaptcha === null || (production && opts.testCaptcha === undefined)
      ? undefined
      : (opts.testCaptcha ?? TEST_CAPTCHA);
  const testSmsCode =
    opts.testSmsCode === null || (production && opts.testSmsCode === undefined)
      ? undefined
      : (opts.testSmsCode ?? TEST_SMS_CODE);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      testCaptcha,
      testSmsCode,
      production,
      seed: opts.seed,
      staticDir: opts.staticDir,
      screensDirs: opts.screensDirs,
      dealsDir: opts.dealsDir,
      dataDir: opts.dataDir,
      logger: opts.logStream ? { stream: opts.logStream } : false,
      // Tests log in hundreds of times: scrypt at a low cost there (production: 2^17, see auth.passwords.test.ts).
      config: {
        loginRateMax: 10_000,
        captchaRateMax: 10_000,
        smsRateMax: 10_000,
        scryptN: TEST_SCRYPT_N,
        ...opts.config,
      },
    });
    await app.ready();
  } catch (err) {
    // A refused start (production) leaves no app: the fresh database is closed here.
    if (fresh) {
      await db.close();
      await fresh.drop();
    }
    throw err;
  }
  let publicKey: string | undefined;

  async function call<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    o: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let payload: string | undefined;
    if (o.body !== undefined && o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(o.body as Record<string, string>).toString();
    } else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(o.body);
    }
    const res = await app.inject({ method, url, headers, payload, query: o.query });
    // A file answer (an xlsx export) has no envelope: its status says how it went.
    const isJson = String(res.headers['content-type'] ?? 'application/json').includes('json');
    const json = (isJson ? res.json() : { code: 0, message: '', data: res.rawPayload }) as {
      code: number;
      message: string;
      data: T;
    };
    return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
  }

  /** RSA-OAEP (SHA-256) encryption against the served public key, as jsencrypt's encryptOAEP does. */
  async function encrypt(text: string): Promise<string> {
    publicKey ??= (await call<string>('GET', '/commondeal/api/auth/publicKey')).data;
    return publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
  }

  async function captchaKey(): Promise<string> {
    return (await call<{ key: string }>('GET', '/commondeal/api/auth/captcha')).data.key;
  }

  /** What the captcha image shows, read where the server keeps it (production mode has no fixed code). */
  async function captchaCode(key: string): Promise<string> {
    const { rows } = await db.query<{ code: string }>('select code from captchas where captcha_key = $1', [
      key,
    ]);
    return rows[0]?.code ?? '';
  }

  /** Posts a login with a fresh captcha; fields given override the defaults (null removes one). */
  async function tryLogin(fields: Record<string, string | null>, o: { form?: boolean } = {}) {
    const checkKey = await captchaKey();
    const checkCode = testCaptcha ?? (production ? await captchaCode(checkKey) : '');
    const body: Record<string, string> = { checkCode, checkKey };
    for (const [k, v] of Object.entries(fields)) {
      if (v === null) delete body[k];
      else body[k] = v;
    }
    if (fields.password === undefined && fields.loginType !== 'sms') body.password = await encrypt('');
    return call<LoginData>('POST', '/commondeal/api/auth/login', { body, form: o.form });
  }

  /** Logs in as a demo account and answers the login data (throws when refused). */
  async function loginAs(username: string): Promise<LoginData> {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username);
    if (!account) throw new Error(`no demo account ${username}`);
    const res = await tryLogin({
      user: username,
      password: await encrypt(account.password),
      ...(account.idCard ? { idCard: account.idCard } : {}),
    });
    if (res.code !== 0) throw new Error(`login ${username}: ${res.message}`);
    return res.data;
  }

  const tokenOf = async (username: string) => (await loginAs(username)).token;

  /** Rows of a query, for checking what was (not) written. */
  async function rows<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await db.query<T>(sql, params)).rows;
  }

  async function close(): Promise<void> {
    await app.close();
    if (fresh) {
      await db.close();
      await fresh.drop();
    }
  }

  return { app, db, call, encrypt, captchaKey, tryLogin, loginAs, tokenOf, rows, close };
}

export type Harness = Awaited<ReturnType<typeof build>>;

/**
 * The one app of a test file (top-level await: built as the file loads, closed after its tests) and the
 * tokens of the demo accounts it logs in as, by the names given:
 * `const { h, admin } = await fileHarness({ admin: 'admin' })`.
 */
export async function fileHarness<const T extends Record<string, string> = Record<never, string>>(
  accounts?: T,
  opts: BuildOptions = {},
): Promise<{ h: Harness } & { [K in keyof T]: string }> {
  const h = await build(opts);
  afterAll(() => h.close());
  const tokens: Record<string, string> = {};
  for (const [name, username] of Object.entries(accounts ?? {})) tokens[name] = await h.tokenOf(username);
  return { h, ...tokens } as { h: Harness } & { [K in keyof T]: string };
}

/**
 * A second account of the platform (9999, a copy of admin's organisation and password) with one `role`,
 * signed in: its token.
 */
export async function platformOperator(h: Harness, username: string, role: string): Promise<string> {
  const [user] = await h.rows<{ id: number }>(
    `insert into users (username, password_hash, org_code, org_name, contact, mobile, user_type_id)
     select $1, password_hash, org_code, org_name, '平台操作员', '13811113333', user_type_id
       from users where username = 'admin' returning user_id as id`,
    [username],
  );
  await h.rows(
    'insert into user_roles (user_id, role_id) select $1::int, role_id from roles where role_name = $2',
    [user!.id, role],
  );
  return createSession(h.db, user!.id, 30);
}

/** The id of the account `username` (throws when there is none). */
export async function idOf(h: Harness, username: string): Promise<number> {
  const [row] = await h.rows<{ id: number }>('select user_id as id from users where username = $1', [
    username,
  ]);
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

/** The id of the role `name` (throws when there is none). */
export async function roleId(h: Harness, name: string): Promise<number> {
  const [row] = await h.rows<{ id: number }>('select role_id as id from roles where role_name = $1', [name]);
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

/**
 * What a refused call must leave as it was: each table's row count and a hash of its rows. The tables
 * are every one of the schema but `except`, or the `tables` named; `users(user_id, password_hash)` reads
 * only those columns.
 */
export async function snapshot(
  h: Harness,
  o: { tables?: readonly string[]; except?: readonly string[] } = {},
): Promise<Record<string, { n: number; hash: string }>> {
  const tables =
    o.tables ??
    (
      await h.rows<{ name: string }>(
        `select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
      )
    ).map((t) => t.name);
  const out: Record<string, { n: number; hash: string }> = {};
  for (const spec of tables.filter((t) => !o.except?.includes(t))) {
    const [, table, columns] = /^(\w+)(?:\(([\w, ]+)\))?$/.exec(spec) ?? [];
    if (!table) throw new Error(`not a table: ${spec}`);
    const [row] = await h.rows<{ n: number; hash: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
         from (select ${columns ?? '*'} from "${table}") t`,
    );
    out[spec] = row!;
  }
  return out;
}

export interface LoginData {
  token: string;
  orgCode: string;
  orgName: string;
  roles: string[];
  user: string;
  mobile: string;
  contact: string;
  userTypeId: number;
  ext: { websocketUrl: string };
}

/**
 * A second instance on `h`'s database, as two servers behind a load balancer: on PostgreSQL with a
 * connection pool of its own (PGlite has one process, so there it shares the first one's). Closed after
 * the file's tests.
 */
export async function secondInstance(h: Harness): Promise<Harness> {
  const url = process.env.DATABASE_URL;
  const schema = (await h.rows<{ schema: string }>('select current_schema() as schema'))[0]!.schema;
  const db = url ? await createPgDb(url, { schema, max: 2 }) : h.db;
  const other = await build({ db });
  afterAll(async () => {
    await other.app.close();
    if (db !== h.db) await db.close();
  });
  return other;
}
