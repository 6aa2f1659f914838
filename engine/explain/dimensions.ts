import type { Expr } from '../descriptor';
import type { Vocabulary } from './vocabulary';

/** One variable a gate reads and the values tried for it. */
export interface Dimension {
  /** Context path (`row.status`), or `user.roles` for the roles. */
  path: string;
  label: string;
  values: { value: unknown; label: string }[];
}

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

/**
 * The dimensions of a gate's predicates: the roles (plus 其他), the counted variables (the selection by
 * 0, 1, 2 rows; others empty or not), and each variable with the values it is compared with (plus 其他).
 */
export function dimensionsOf(gates: (Expr | undefined)[], vocab: Vocabulary): Dimension[] {
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
