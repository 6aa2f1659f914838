/**
 * The two drivers answer the same JavaScript values (docs/server.md, What runs on PostgreSQL): every type
 * of every column of the migrated schema, read from the seeded demo data, and the types of the
 * expressions the repositories compute (counts, sums, averages, aggregates into JSON and arrays), parsed
 * by PGlite and by node-postgres, are equal. This is why the routes' tests need not all run again on
 * PostgreSQL to prove their answers: a route reads its rows through one of these parsers or the other.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDb, migrate, type Db } from '../../server/db';
import { templatedPgliteDb } from './pgliteTemplate';

const url = process.env.DATABASE_URL;

/**
 * Expressions whose result types no column has: what the lists' totals and the dashboards compute. Not
 * here, as they differ and the server reads neither: an interval (node-postgres: an object, PGlite: text)
 * and an array of int8 (node-postgres: strings, PGlite: numbers).
 */
const EXPRESSIONS = [
  'count(*)',
  'count(*)::int',
  'sum(x)',
  'sum(x::bigint)',
  'sum(x::numeric(12,2))',
  'avg(x)',
  'max(x)::float8',
  'json_agg(x)',
  'jsonb_agg(jsonb_build_object($$x$$, x, $$t$$, $$文本$$))',
  'array_agg(x)',
  'array_agg(x::text)',
  'bool_and(x > 0)',
  'max(timestamptz $$2026-01-02 03:04:05.678+08$$)',
  'max(timestamp $$2026-01-02 03:04:05.678$$)',
  'max(date $$2026-01-02$$)',
  'max(1)::smallint',
  'min(null::int)',
];

describe.skipIf(!url)('PGlite and PostgreSQL parse every value alike (skipped without DATABASE_URL)', () => {
  let lite: Db;
  let pgDb: Db;
  const schema = `t_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    lite = await templatedPgliteDb();
    pgDb = await createPgDb(url!, { schema, max: 2 });
    await migrate(pgDb);
  }, 120_000);

  afterAll(async () => {
    await lite?.close();
    await pgDb?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('every column type of the schema, with the values the demo data holds', async () => {
    const { rows: columns } = await lite.query<{ table_name: string; column_name: string; udt: string }>(
      `select c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) as udt
         from information_schema.columns c
         join pg_attribute a on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
                            and a.attname = c.column_name
        where c.table_schema = current_schema()
        order by c.table_name, c.ordinal_position`,
    );
    const { rows: pgColumns } = await pgDb.query<{ udt: string }>(
      `select distinct format_type(atttypid, atttypmod) as udt from pg_attribute
        where attrelid in (select oid from pg_class where relnamespace = current_schema()::regnamespace)
          and attnum > 0 and not attisdropped`,
    );
    const types = [...new Set(columns.map((c) => c.udt))].sort();
    // The same migrations gave the same types on both.
    expect([...new Set(pgColumns.map((c) => c.udt))].sort()).toEqual(expect.arrayContaining(types));
    const samples = new Map<string, Set<string | null>>(types.map((t) => [t, new Set([null])]));
    for (const table of new Set(columns.map((c) => c.table_name))) {
      const own = columns.filter((c) => c.table_name === table);
      const { rows } = await lite.query<Record<string, string | null>>(
        `select ${own.map((c, i) => `${ident(c.column_name)}::text as c${i}`).join(', ')} from ${ident(table)} limit 3`,
      );
      for (const row of rows) own.forEach((c, i) => samples.get(c.udt)!.add(row[`c${i}`] ?? null));
    }
    let compared = 0;
    for (const [type, values] of samples) {
      const sql = `select v::${type} as v from unnest($1::text[]) with ordinality as u(v, n) order by n`;
      const texts = [...values];
      const [a, b] = await Promise.all([lite.query(sql, [texts]), pgDb.query(sql, [texts])]);
      expect({ type, texts, parsed: b.rows }).toEqual({ type, texts, parsed: a.rows });
      compared += texts.length;
    }
    // timestamptz, int8, numeric, jsonb, text, bool, date… are all among them.
    expect(types).toEqual(expect.arrayContaining(['bigint', 'boolean', 'jsonb', 'timestamp with time zone']));
    expect(compared).toBeGreaterThan(types.length);
  });

  it('the expressions the repositories compute: counts, sums, averages, JSON and arrays', async () => {
    for (const expression of EXPRESSIONS) {
      const sql = `select ${expression} as v from (values (1), (2), (40)) as t(x)`;
      const [a, b] = await Promise.all([lite.query(sql), pgDb.query(sql)]);
      expect({ expression, parsed: b.rows[0] }).toEqual({ expression, parsed: a.rows[0] });
    }
  });
});

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
