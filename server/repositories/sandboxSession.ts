/**
 * The fixed statements around the sandbox of query-supportinfo (docs/server.md, Deal SQL configurations):
 * the read-only transaction, its limits, the institution's binding and lock, the role, and the check that
 * the configured SQL changed none of them. The configured SQL itself runs in server/deals/sandboxQuery.ts.
 */
import type { Db } from '../db';

/** Advisory-lock class of "one query per institution" across server instances. */
const LOCK_CLASS = 7_302_027;

/** Makes the transaction read-only with a statement timeout; answers its schema and backend pid. */
export async function beginSandbox(t: Db, statementMs: number): Promise<{ schema: string; pid: number }> {
  await t.query('set transaction read only');
  await t.query(`set local statement_timeout = ${Math.trunc(statementMs)}`);
  const { rows } = await t.query<{ schema: string; pid: number }>(
    'select current_schema() as schema, pg_backend_pid() as pid',
  );
  return rows[0]!;
}

/**
 * Takes the institution's lock for the transaction (false: another query of it runs), binds the
 * institution the support_* views show and pins search_path to `schema`.
 */
export async function bindSandbox(t: Db, schema: string, orgCode: string): Promise<boolean> {
  const { rows } = await t.query<{ locked: boolean }>(
    `select pg_try_advisory_xact_lock($1::int, hashtext($2::text || ':' || $3::text)) as locked,
       set_config('yb.fixmedins_code', $3::text, true),
       set_config('search_path', quote_ident($2::text) || ', pg_temp', true),
       set_config('standard_conforming_strings', 'on', true)`,
    [LOCK_CLASS, schema, orgCode],
  );
  return rows[0]!.locked;
}

/** Takes the sandbox role until the transaction ends (its name is a constant, never input). */
export async function enterSandboxRole(t: Db, role: string): Promise<void> {
  await t.query(`set local role ${role}`);
}

export interface SandboxState {
  user: string;
  org: string | null;
  timeout: string;
  path: string;
}

/** What the configured SQL must leave as it found: the role, the binding, the timeout, search_path. */
export async function sandboxState(t: Db): Promise<SandboxState | undefined> {
  const { rows } = await t.query<SandboxState>(
    `select current_user as "user", current_setting('yb.fixmedins_code', true) as org,
       current_setting('statement_timeout') as timeout, current_setting('search_path') as path`,
  );
  return rows[0];
}

/** Cancels the backend `pid`'s statement if it is still a sandboxed one (starting with `tag`). */
export async function cancelSandboxed(root: Db, pid: number, tag: string): Promise<void> {
  await root.query(
    `select pg_cancel_backend(pid) from pg_stat_activity where pid = $1 and state = 'active' and query like $2`,
    [pid, `${tag}%`],
  );
}
