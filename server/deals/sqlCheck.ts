/**
 * The rules a deal SQL configuration must follow before it is saved or run (the first line of the
 * sandbox, see supportInfo.ts): one query (SELECT or WITH … SELECT) that writes nothing, reads no system
 * catalogue, calls only the functions of FUNCTIONS, and uses no placeholder beyond its parameters.
 * The SQL is read token by token as PostgreSQL reads it (comments, nested comments, strings, E'' strings,
 * dollar quotes, quoted identifiers), so that nothing hides from the checks inside a literal or comment.
 */

/** Keywords that change data, schema, privileges or the session; never allowed outside literals. */
const FORBIDDEN = new Set(
  'insert update delete merge drop alter create truncate grant revoke copy call do lock vacuum reindex refresh listen notify unlisten set reset into execute prepare deallocate discard begin commit rollback savepoint load import security checkpoint cluster comment'.split(
    ' ',
  ),
);

/**
 * The functions a support query may call: aggregates and window functions, and the string, date,
 * number and JSON functions that shape a row for a form. Nothing that reads or changes settings,
 * files, sessions or other queries (set_config, current_setting, pg_*, lo_*, dblink, query_to_xml …),
 * nothing that sleeps, generates rows or builds huge values (pg_sleep, generate_series, repeat, lpad).
 */
export const FUNCTIONS = new Set(
  `count sum avg min max string_agg array_agg bool_and bool_or every json_agg jsonb_agg
   row_number rank dense_rank lag lead first_value last_value
   length char_length character_length lower upper initcap btrim ltrim rtrim substr left right replace
   translate concat concat_ws strpos split_part reverse starts_with array_to_string array_length cardinality
   to_char to_date to_timestamp to_number date_trunc date_part age make_date now date
   abs round trunc floor ceil ceiling mod sign
   json_build_object jsonb_build_object json_build_array jsonb_build_array jsonb_array_length
   json_extract_path_text jsonb_extract_path_text to_json to_jsonb`.split(/\s+/),
);

/**
 * Words that may stand before "(" without being a function call: SQL keywords and syntax that looks like
 * a call (CAST, COALESCE, EXTRACT, SUBSTRING … are grammar, not catalogue functions), and type names with
 * a length or precision.
 */
const NOT_CALLS = new Set(
  `select from where and or not in exists any all some values as on using join cross inner outer full
   natural lateral cast coalesce nullif greatest least extract substring position overlay trim case when
   then else over filter partition by group order having union intersect except with distinct is like
   ilike similar to escape overlaps zone between row array within rollup cube sets grouping limit offset
   fetch
   numeric decimal varchar char character varying timestamp time interval float bit`.split(/\s+/),
);

/** Names of the system catalogue's types that turn numbers into object names (regclass …). */
const REG_TYPE = /^reg(class|collation|config|dictionary|namespace|oper|operator|proc|procedure|role|type)$/;

/** The views a configuration reads (server/db/migrations/009_sql_sandbox.sql). */
export const SANDBOX_VIEWS = ['support_persons', 'support_visits', 'support_fees', 'support_settlements'];

type Token =
  | { kind: 'word'; text: string; lower: string }
  | { kind: 'quoted'; text: string; lower: string }
  | { kind: 'string' | 'number' | 'param' | 'op'; text: string };

class SqlSyntax extends Error {}

/** PostgreSQL folds unquoted names to lower case in ASCII only. */
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

const IDENT_START = /[A-Za-z_\u0080-\uffff]/;
const IDENT_PART = /[A-Za-z0-9_$\u0080-\uffff]/;

/** The tokens of a SQL text, without comments; throws SqlSyntax on an unterminated literal. */
export function tokenize(sql: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '-' && next === '-') {
      while (i < n && sql[i] !== '\n' && sql[i] !== '\r') i++;
    } else if (c === '/' && next === '*') {
      // PostgreSQL's block comments nest.
      let depth = 0;
      do {
        if (sql.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth--;
          i += 2;
        } else i++;
      } while (depth > 0 && i < n);
      if (depth > 0) throw new SqlSyntax('SQL语句的注释没有结束');
    } else if (c === "'" || (/[EeBbXxNn]/.test(c) && next === "'")) {
      const escapes = c === 'E' || c === 'e';
      i += c === "'" ? 1 : 2;
      let closed = false;
      while (i < n) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") {
          i++;
          closed = true;
          break;
        } else i++;
      }
      if (!closed) throw new SqlSyntax('SQL语句的引号不匹配');
      out.push({ kind: 'string', text: "''" });
    } else if ((c === 'U' || c === 'u') && next === '&') {
      throw new SqlSyntax('SQL不能使用 U& 转义的字符串或标识符');
    } else if (c === '"') {
      let text = '';
      i++;
      let closed = false;
      while (i < n) {
        if (sql[i] === '"' && sql[i + 1] === '"') {
          text += '"';
          i += 2;
        } else if (sql[i] === '"') {
          i++;
          closed = true;
          break;
        } else text += sql[i++];
      }
      if (!closed) throw new SqlSyntax('SQL语句的引号不匹配');
      out.push({ kind: 'quoted', text, lower: text });
    } else if (c === '$' && next !== undefined && /\d/.test(next)) {
      let j = i + 1;
      while (j < n && /\d/.test(sql[j]!)) j++;
      out.push({ kind: 'param', text: sql.slice(i, j) });
      i = j;
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/.exec(sql.slice(i));
      if (!tag) {
        out.push({ kind: 'op', text: c });
        i++;
        continue;
      }
      const end = sql.indexOf(tag[0], i + tag[0].length);
      if (end < 0) throw new SqlSyntax('SQL语句的引号不匹配');
      out.push({ kind: 'string', text: "''" });
      i = end + tag[0].length;
    } else if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < n && IDENT_PART.test(sql[j]!)) j++;
      const text = sql.slice(i, j);
      out.push({ kind: 'word', text, lower: asciiLower(text) });
      i = j;
    } else if (/[0-9]/.test(c) || (c === '.' && next !== undefined && /[0-9]/.test(next))) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z_.]/.test(sql[j]!)) j++;
      out.push({ kind: 'number', text: sql.slice(i, j) });
      i = j;
    } else if (c === ':' && next === ':') {
      out.push({ kind: 'op', text: '::' });
      i += 2;
    } else {
      out.push({ kind: 'op', text: c });
      i++;
    }
  }
  return out;
}

const isName = (t: Token | undefined): t is Extract<Token, { lower: string }> =>
  t?.kind === 'word' || t?.kind === 'quoted';

/** A system object a support query must not name: the catalogue, information_schema, reg* types. */
function systemName(name: string): boolean {
  const lower = asciiLower(name);
  return lower.startsWith('pg_') || lower === 'information_schema' || REG_TYPE.test(lower);
}

function problemOf(tokens: Token[], paramCount: number): string | null {
  while (tokens.at(-1)?.text === ';' && tokens.at(-1)?.kind === 'op') tokens.pop();
  if (tokens.length === 0) return '请输入SQL语句';
  if (tokens.some((t) => t.kind === 'op' && t.text === ';')) return '只能配置一条SQL语句';
  const first = tokens[0]!;
  if (first.kind !== 'word' || (first.lower !== 'select' && first.lower !== 'with'))
    return 'SQL须为单条 select 查询语句';
  for (const t of tokens) {
    if (t.kind === 'word' && FORBIDDEN.has(t.lower))
      return `SQL只能查询数据，不能包含 ${t.text.toUpperCase()}`;
  }
  if (tokens.some((t) => t.kind === 'word' && t.lower === 'recursive'))
    return 'SQL不能使用递归查询（RECURSIVE）';
  for (const t of tokens) {
    if (isName(t) && systemName(t.text)) return `SQL不能访问系统对象 ${t.text}`;
  }
  let depth = 0;
  for (const [i, t] of tokens.entries()) {
    if (t.kind === 'op' && t.text === '(') {
      depth++;
      const name = tokens[i - 1];
      if (!isName(name)) continue;
      const qualified = tokens[i - 2]?.kind === 'op' && tokens[i - 2]?.text === '.';
      if (qualified)
        return `SQL不能调用函数 ${(tokens[i - 3] as { text?: string } | undefined)?.text ?? ''}.${name.text}`;
      if (name.kind === 'word' && NOT_CALLS.has(name.lower)) continue;
      if (FUNCTIONS.has(name.lower)) continue;
      return `SQL不能调用函数 ${name.text}（只允许常用的聚合、字符串、日期和数值函数）`;
    }
    if (t.kind === 'op' && t.text === ')' && --depth < 0) return 'SQL语句的括号不匹配';
  }
  if (depth !== 0) return 'SQL语句的括号不匹配';
  const max = Math.max(0, ...tokens.filter((t) => t.kind === 'param').map((t) => Number(t.text.slice(1))));
  if (max > paramCount) return `SQL使用了 $${max}，但只配置了${paramCount}个参数`;
  return null;
}

/** The problem with a configured SQL, or null when it may be saved and run. */
export function sqlProblem(sql: string, paramCount: number): string | null {
  try {
    return problemOf(tokenize(sql), paramCount);
  } catch (err) {
    if (err instanceof SqlSyntax) return err.message;
    throw err;
  }
}

/** The parameter names of a configuration's comma string. */
export const paramNames = (params: string | null | undefined) =>
  (params ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
