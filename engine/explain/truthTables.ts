import type { Button, CrudBlock, Expr } from '../descriptor';
import { renderTemplate, setPath, test } from '../expr';
import { explainFalse } from './explain';
import { vocabularyOfCrud, type Vocabulary } from './vocabulary';

/** One variable a gate reads and the values tried for it. */
export interface Dimension {
  /** Context path (`row.status`), or `user.roles` for the roles. */
  path: string;
  label: string;
  values: { value: unknown; label: string }[];
}

/** One combination: the value label of each dimension (by dimension label) and the outcome. */
export interface TruthRow {
  at: Record<string, string>;
  visible: boolean;
  enabled: boolean;
  /** The tooltip shown while disabled (the descriptor's `reason` or the derived one). */
  reason?: string;
}

export interface TruthTable {
  /** The screen's id. */
  screen: string;
  /** The crud block's id (or title). */
  crud: string;
  place: '工具栏' | '行操作';
  action: string;
  dimensions: Dimension[];
  rows: TruthRow[];
  /** More combinations than `MAX_ROWS`: the first ones only. */
  truncated?: boolean;
}

export interface TruthTableInput {
  /** File name → parsed descriptor. */
  files: Record<string, unknown>;
  /** The JSON Schema of one row of a crud's list (e.g. from the OpenAPI answer), for value labels. */
  rowSchemaOf?: (list: CrudBlock['list']) => unknown;
}

const MAX_ROWS = 512;
const OTHER = '其他';
const OTHER_ROLE = 'ROLE_OTHER';

type Node = Record<string, unknown>;
const opOf = (e: unknown): [string, unknown[]] | null => {
  if (!e || typeof e !== 'object' || Array.isArray(e) || Object.keys(e).length !== 1) return null;
  const op = Object.keys(e)[0]!;
  const raw = (e as Node)[op];
  return [op, Array.isArray(raw) ? raw : [raw]];
};
const varPath = (e: unknown): string | null => {
  const o = opOf(e);
  return o && o[0] === 'var' && typeof o[1][0] === 'string' ? o[1][0] : null;
};
const isConstant = (e: unknown): boolean =>
  e === null || typeof e !== 'object' || (Array.isArray(e) && e.every(isConstant));

/** What a gate reads: variables with the constants they meet, counted variables, roles. */
interface Reads {
  vars: Map<string, unknown[]>;
  counted: Set<string>;
  roles: Set<string>;
}

function collect(e: unknown, r: Reads): void {
  const o = opOf(e);
  if (!o) {
    if (Array.isArray(e)) e.forEach((x) => collect(x, r));
    return;
  }
  const [op, args] = o;
  const add = (path: string, consts: unknown[]) => r.vars.set(path, [...(r.vars.get(path) ?? []), ...consts]);
  if (op === 'var') {
    const p = varPath(e);
    if (p) add(p, []);
    return;
  }
  if (op === 'hasRole') {
    if (typeof args[1] === 'string') r.roles.add(args[1]);
    return;
  }
  if ((op === 'len' || op === 'isEmpty') && varPath(args[0])) {
    r.counted.add(varPath(args[0])!);
    return;
  }
  if (op === 'in' && varPath(args[1]) === 'user.roles' && typeof args[0] === 'string') {
    r.roles.add(args[0]);
    return;
  }
  const subjects = args.map(varPath);
  const consts = args.filter(isConstant).flatMap((c) => (Array.isArray(c) ? c : [c]));
  const numeric = ['<', '<=', '>', '>='].includes(op);
  subjects.forEach((p) => {
    if (!p) return;
    const near = numeric ? consts.flatMap((c) => (typeof c === 'number' ? [c - 1, c, c + 1] : [c])) : consts;
    add(p, near);
  });
  args.forEach((a) => {
    if (!varPath(a)) collect(a, r);
  });
}

function dimensionsOf(gates: (Expr | undefined)[], vocab: Vocabulary): Dimension[] {
  const r: Reads = { vars: new Map(), counted: new Set(), roles: new Set() };
  for (const g of gates) collect(g, r);
  const dims: Dimension[] = [];
  if (r.roles.size)
    dims.push({
      path: 'user.roles',
      label: vocab['user.roles']?.label ?? '角色',
      values: [...[...r.roles].map((x) => ({ value: [x], label: x })), { value: [OTHER_ROLE], label: OTHER }],
    });
  for (const path of r.counted) {
    const label = vocab[path]?.label ?? path;
    const values =
      path === 'selection'
        ? [0, 1, 2].map((n) => ({ value: Array.from({ length: n }, () => ({})), label: `${n} 条` }))
        : [
            { value: '', label: '空' },
            { value: 'x', label: '有值' },
          ];
    dims.push({ path, label, values });
  }
  for (const [path, consts] of r.vars) {
    if (path === 'user.roles' || r.counted.has(path)) continue;
    const term = vocab[path];
    const seen = new Map<string, unknown>();
    for (const k of Object.keys(term?.values ?? {})) seen.set(k, k);
    for (const c of consts) seen.set(String(c), c);
    const label = term?.label ?? path;
    if (!seen.size) {
      dims.push({
        path,
        label,
        values: [
          { value: true, label: '是' },
          { value: false, label: '否' },
        ],
      });
      continue;
    }
    const values = [...seen.entries()].map(([k, v]) => {
      const name = term?.values?.[k];
      return { value: v, label: name && name !== k ? `${k} ${name}` : k === '' ? '空' : k };
    });
    // 其他: a value none of the predicates names (a number when they compare with numbers only).
    const nums = [...seen.values()].filter((v): v is number => typeof v === 'number');
    const other = nums.length === seen.size ? Math.max(...nums) + 1 : `\u0000${OTHER}`;
    values.push({ value: other, label: OTHER });
    dims.push({ path, label, values });
  }
  return dims;
}

/** A predicate that throws (e.g. comparing text with a number) counts as false, as at run time it would not pass. */
const safeTest = (e: Expr | undefined, ctx: unknown) => {
  try {
    return test(e, ctx);
  } catch {
    return false;
  }
};

function table(
  screen: string,
  crud: CrudBlock,
  place: TruthTable['place'],
  b: Button,
  vocab: Vocabulary,
): TruthTable {
  const dimensions = dimensionsOf([b.visible, b.enabled], vocab);
  const rows: TruthRow[] = [];
  const total = dimensions.reduce((n, d) => n * d.values.length, 1);
  for (let i = 0; i < Math.min(total, MAX_ROWS); i++) {
    let ctx: Record<string, unknown> = { user: {}, row: {}, query: {}, selection: [] };
    const at: Record<string, string> = {};
    let rest = i;
    for (let d = dimensions.length - 1; d >= 0; d--) {
      const dim = dimensions[d]!;
      const v = dim.values[rest % dim.values.length]!;
      rest = Math.floor(rest / dim.values.length);
      ctx = setPath(ctx, dim.path, v.value);
      at[dim.label] = v.label;
    }
    const enabled = safeTest(b.enabled, ctx);
    const reason = enabled
      ? undefined
      : b.reason
        ? renderTemplate(b.reason, ctx)
        : explainFalse(b.enabled, ctx, vocab);
    rows.push({
      at: Object.fromEntries(dimensions.map((d) => [d.label, at[d.label]!])),
      visible: safeTest(b.visible, ctx),
      enabled,
      reason,
    });
  }
  return {
    screen,
    crud: crud.id ?? crud.title ?? '',
    place,
    action: b.label,
    dimensions,
    rows,
    ...(total > MAX_ROWS ? { truncated: true } : {}),
  };
}

function cruds(node: unknown, out: CrudBlock[] = []): CrudBlock[] {
  if (Array.isArray(node)) node.forEach((n) => cruds(n, out));
  else if (node && typeof node === 'object') {
    if ((node as Node).type === 'crud' && Array.isArray((node as Node).columns))
      out.push(node as unknown as CrudBlock);
    Object.values(node).forEach((n) => cruds(n, out));
  }
  return out;
}

/**
 * For each toolbar and row action of each crud of each screen: its visibility and enablement over every
 * combination of the values of the variables its predicates read (issue 8 §4). The values of a row field
 * come from the row schema's enum/oneOf, the column's value map and the constants the predicates compare
 * with, plus 其他; the roles from the `hasRole` arguments, plus 其他.
 */
export function truthTables(input: TruthTableInput): TruthTable[] {
  const out: TruthTable[] = [];
  for (const [file, doc] of Object.entries(input.files)) {
    const screen = typeof (doc as Node)?.id === 'string' ? ((doc as Node).id as string) : file;
    for (const crud of cruds(doc)) {
      const vocab = vocabularyOfCrud(crud, input.rowSchemaOf?.(crud.list));
      for (const b of crud.toolbar ?? []) out.push(table(screen, crud, '工具栏', b, vocab));
      for (const b of crud.rowActions ?? []) out.push(table(screen, crud, '行操作', b, vocab));
    }
  }
  return out;
}

/** Display width: a CJK character takes two columns. */
const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u2e80-\uffff]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)));

/** The tables as text, one block per action (for `npm run lint:screens -- --tables`). */
export function printTruthTables(tables: TruthTable[]): string {
  const blocks = tables.map((t) => {
    const head = [...t.dimensions.map((d) => d.label), '可见', '可用', '原因'];
    const body = t.rows.map((r) => [
      ...t.dimensions.map((d) => r.at[d.label]!),
      r.visible ? '是' : '否',
      r.enabled ? '是' : '否',
      r.reason ?? '',
    ]);
    const widths = head.map((h, i) => Math.max(width(h), ...body.map((row) => width(row[i]!))));
    const line = (cells: string[]) => `  ${cells.map((c, i) => pad(c, widths[i]!)).join(' │ ')}`.trimEnd();
    const title = `${t.screen} · ${t.crud} · ${t.place}「${t.action}」${t.dimensions.length ? '' : '（无条件：始终可见、可用）'}`;
    return [
      title,
      line(head),
      ...body.map(line),
      ...(t.truncated ? [`  …（仅列出前 ${MAX_ROWS} 种组合）`] : []),
    ].join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

type Schema = Record<string, unknown>;
interface OpenApiLike {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
}

/** The JSON Schema of one row of a crud list's answer in an OpenAPI document (`data.<rows>` items). */
export function rowSchemaFromOpenApi(doc: OpenApiLike, list: CrudBlock['list']): Schema | undefined {
  if (!list) return undefined;
  const deref = (s: unknown): Schema | undefined => {
    let cur = s as Schema | undefined;
    for (let i = 0; i < 5 && cur && typeof cur.$ref === 'string'; i++)
      cur = doc.components?.schemas?.[cur.$ref.replace('#/components/schemas/', '')] as Schema | undefined;
    return cur;
  };
  const segs = (p: string) =>
    p
      .split('?')[0]!
      .split('/')
      .filter(Boolean)
      .map((s) => (/^\{.*\}$/.test(s) || s.includes('{{') ? '*' : s));
  const want = segs(list.path);
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    const have = segs(path);
    if (have.length !== want.length || !have.every((s, i) => s === want[i] || s === '*' || want[i] === '*'))
      continue;
    const op = ops[list.method.toLowerCase()];
    const content = op?.responses?.['200']?.content;
    let s = deref((deref(Object.values(content ?? {})[0]?.schema)?.properties as Schema | undefined)?.data);
    for (const key of list.rows ? list.rows.split('.') : [])
      s = deref((s?.properties as Schema | undefined)?.[key]);
    return deref(s?.type === 'array' ? s.items : undefined);
  }
  return undefined;
}
