/**
 * Moving the embedded database into PostgreSQL (`npm run db:move -- --to <DATABASE_URL>`, docs/operations.md):
 * every table but the sessions, row for row, into an empty database. The target is migrated first (the same
 * migrations as the source, which is migrated too), then each table is copied in batches read through a
 * cursor, so a large database never sits in memory. All of it is one transaction of the target: a move that
 * fails leaves the target as empty as it found it.
 *
 * Values cross as PostgreSQL's own text (`col::text` read, `$n::type` written), so every type keeps its exact
 * value (numeric, timestamps, arrays, bytea, json); the only SQL text built here is identifiers and type names
 * read from the catalogue, quoted. While the rows go in, the target's foreign keys are dropped and its user
 * triggers disabled (the rows already obey them in the source, and the triggers would raise the version
 * counters that are copied as rows too); the keys are added again at the end, which checks every row.
 */
import { migrate } from './migrate';
import type { Db } from './types';

/** Not moved: a session is a login on the old server; everyone logs in again on the new one. */
export const NOT_MOVED = ['sessions'];

/** Rows per batch (fewer when a table's columns times this exceed PostgreSQL's 65,535 parameters). */
const BATCH_ROWS = 1000;
const MAX_PARAMS = 65_000;

/** The move was refused before anything was written: its message says why. */
export class MoveRefused extends Error {}

export interface MovedTable {
  table: string;
  rows: number;
}

export interface MoveOptions {
  /** Told after each table. */
  progress?: (table: string, rows: number) => void;
  batchRows?: number;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The same text on both sides, whatever each server's defaults. */
const SESSION_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 3',
];

const TABLES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                     where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`;

interface Column {
  name: string;
  type: string;
  identity: string;
}

const COLUMNS_SQL = `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attidentity as identity
                       from pg_attribute a
                      where a.attrelid = to_regclass(format('%I.%I', current_schema(), $1::text))
                        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                      order by a.attnum`;

async function tablesOf(db: Db): Promise<string[]> {
  return (await db.query<{ name: string }>(TABLES_SQL)).rows.map((r) => r.name);
}

async function countOf(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(`select count(*) as n from ${ident(table)}`);
  return Number(rows[0]!.n);
}

/** Refuses a target that holds anything of its own in its schema (tables, views, sequences). */
async function refuseNonEmpty(target: Db): Promise<void> {
  const { rows } = await target.query<{ schema: string; n: number | string }>(
    `select current_schema() as schema, count(c.oid) as n
       from pg_namespace n left join pg_class c on c.relnamespace = n.oid and c.relkind in ('r', 'p', 'v', 'm', 'S')
      where n.nspname = current_schema() group by n.nspname`,
  );
  const [row] = rows;
  if (!row) throw new MoveRefused('目标数据库没有可用的 schema（search_path 为空）：无法迁移');
  if (Number(row.n) > 0)
    throw new MoveRefused(
      `目标数据库不是空的（schema ${row.schema} 中已有 ${Number(row.n)} 个表、视图或序列）：` +
        '迁移只写入空的数据库，请新建一个空数据库后再试。',
    );
}

/** Copies one table's rows from `source` into `target` in batches; answers how many. */
async function copyTable(source: Db, target: Db, table: string, batchRows: number): Promise<number> {
  const columns = (await target.query<Column>(COLUMNS_SQL, [table])).rows;
  const sourceColumns = (await source.query<Column>(COLUMNS_SQL, [table])).rows.map((c) => c.name);
  if (columns.map((c) => c.name).join(',') !== sourceColumns.join(','))
    throw new Error(
      `表 ${table} 的列在两边不一致：源 ${sourceColumns.join(',')}，目标 ${columns.map((c) => c.name).join(',')}`,
    );
  const perBatch = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMS / columns.length)));
  const names = columns.map((c) => ident(c.name)).join(', ');
  const overriding = columns.some((c) => c.identity === 'a') ? ' overriding system value' : '';
  const read = columns.map((c, i) => `${ident(c.name)}::text as c${i}`).join(', ');
  const rowOf = (offset: number) => `(${columns.map((c, i) => `$${offset + i + 1}::${c.type}`).join(', ')})`;
  const insertOf = (n: number) =>
    `insert into ${ident(table)} (${names})${overriding} values ${Array.from({ length: n }, (_, r) =>
      rowOf(r * columns.length),
    ).join(', ')}`;
  const fullInsert = insertOf(perBatch);
  let copied = 0;
  await source.tx(async (s) => {
    for (const setting of SESSION_SETTINGS) await s.exec(setting);
    await s.exec(`declare yb_move no scroll cursor for select ${read} from ${ident(table)}`);
    for (;;) {
      const { rows } = await s.query<Record<string, string | null>>(`fetch forward ${perBatch} from yb_move`);
      if (rows.length === 0) break;
      const params = rows.flatMap((row) => columns.map((_, i) => row[`c${i}`] ?? null));
      await target.query(rows.length === perBatch ? fullInsert : insertOf(rows.length), params);
      copied += rows.length;
      if (rows.length < perBatch) break;
    }
    await s.exec('close yb_move');
  });
  return copied;
}

/** Every sequence of a column (serial or identity) set past the largest value copied. */
async function fixSequences(target: Db): Promise<void> {
  const { rows } = await target.query<{ tbl: string; col: string; seq: string }>(
    `select c.relname as tbl, a.attname as col, pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`,
  );
  for (const { tbl, col, seq } of rows) {
    await target.query(
      `select setval($1::regclass, coalesce(max(${ident(col)}), 1), max(${ident(col)}) is not null) from ${ident(tbl)}`,
      [seq],
    );
  }
}

/**
 * Moves every table of `source` (but NOT_MOVED) into `target`, which must be empty. Both are migrated first.
 * Answers each table with its rows; throws MoveRefused (nothing written) or the error that rolled it back.
 */
export async function moveDatabase(source: Db, target: Db, options: MoveOptions = {}): Promise<MovedTable[]> {
  const batchRows = options.batchRows ?? BATCH_ROWS;
  await refuseNonEmpty(target);
  await migrate(source);
  return target.tx(async (t) => {
    await refuseNonEmpty(t);
    await migrate(t);
    for (const setting of SESSION_SETTINGS) await t.exec(setting);
    const tables = await tablesOf(source);
    const targetTables = await tablesOf(t);
    if (tables.join(',') !== targetTables.join(','))
      throw new Error(`两边的表不一致：源 ${tables.join(',')}，目标 ${targetTables.join(',')}`);
    const keys = (
      await t.query<{ tbl: string; name: string; def: string }>(
        `select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def
           from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
      )
    ).rows;
    for (const key of keys) await t.exec(`alter table ${key.tbl} drop constraint ${ident(key.name)}`);
    for (const table of tables) {
      await t.exec(`alter table ${ident(table)} disable trigger user`);
      // What the migrations wrote (reference rows, counters) gives way to the source's rows.
      await t.exec(`delete from ${ident(table)}`);
    }
    const moved: MovedTable[] = [];
    for (const table of tables) {
      if (NOT_MOVED.includes(table)) continue;
      const rows = await copyTable(source, t, table, batchRows);
      moved.push({ table, rows });
      options.progress?.(table, rows);
    }
    for (const table of tables) await t.exec(`alter table ${ident(table)} enable trigger user`);
    for (const key of keys)
      await t.exec(`alter table ${key.tbl} add constraint ${ident(key.name)} ${key.def}`);
    await fixSequences(t);
    for (const { table, rows } of moved) {
      const [there, here] = [await countOf(t, table), await countOf(source, table)];
      if (there !== here || there !== rows)
        throw new Error(
          `表 ${table} 的行数核对不一致：源 ${here} 行，目标 ${there} 行（已复制 ${rows} 行），迁移已撤销`,
        );
    }
    return moved;
  });
}
