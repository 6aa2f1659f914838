/**
 * The rules a deal SQL configuration must follow before it is saved or run: one statement, a query
 * (SELECT or WITH … SELECT) that writes nothing, and no placeholder beyond the configured parameters.
 * This is a first line only: the query also runs in a READ ONLY transaction under a statement timeout.
 */

/** Keywords that change data, schema, privileges or the session; never allowed outside literals. */
const FORBIDDEN =
  /\b(insert|update|delete|merge|drop|alter|create|truncate|grant|revoke|copy|call|do|lock|vacuum|reindex|refresh|listen|notify|set|reset|into|execute|prepare|discard|begin|commit|rollback|savepoint)\b/i;

/** The SQL without comments, string literals, quoted identifiers and dollar-quoted bodies. */
export function maskSql(sql: string): string {
  return sql
    .replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g, "''")
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '"x"')
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
}

/** The problem with a configured SQL, or null when it may be saved and run. */
export function sqlProblem(sql: string, paramCount: number): string | null {
  const masked = maskSql(sql).trim().replace(/;\s*$/, '');
  if (masked === '') return '请输入SQL语句';
  if (/['"]/.test(masked.replace(/''|"x"/g, ''))) return 'SQL语句的引号不匹配';
  if (masked.includes(';')) return '只能配置一条SQL语句';
  if (!/^(select|with)\b/i.test(masked)) return 'SQL须为单条 select 查询语句';
  const word = FORBIDDEN.exec(masked);
  if (word) return `SQL只能查询数据，不能包含 ${word[1]!.toUpperCase()}`;
  const placeholders = [...masked.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
  const max = Math.max(0, ...placeholders);
  if (max > paramCount) return `SQL使用了 $${max}，但只配置了${paramCount}个参数`;
  return null;
}

/** The parameter names of a configuration's comma string. */
export const paramNames = (params: string | null | undefined) =>
  (params ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
