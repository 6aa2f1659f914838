import type { Expr } from '../descriptor';
import { evaluate } from '../expr';
import { baseVocabulary, type Vocabulary } from './vocabulary';

type Node = Record<string, unknown>;

/** A condition in words: when it holds, when it does not, and its own sentences if it has better ones. */
interface Clause {
  yes: string;
  no: string;
  /** The sentence when the condition must hold (default `仅当 {yes} 时可用`). */
  need?: string;
  /** The sentence when the condition must not hold (default `{yes} 时不可用`). */
  forbid?: string;
}

/** A clause and whether the action needs it to hold (`want`) or not to hold. */
interface Why {
  clause: Clause;
  want: boolean;
}

const FALLBACK = '当前条件下不可用';
const LITERAL_FALSE = '当前不可用';

const opOf = (e: unknown): [string, unknown[]] | null => {
  if (!e || typeof e !== 'object' || Array.isArray(e)) return null;
  const [op] = Object.keys(e);
  if (op === undefined || Object.keys(e).length !== 1) return null;
  const raw = (e as Node)[op];
  return [op, Array.isArray(raw) ? raw : [raw]];
};

const varPath = (e: unknown): string | null => {
  const o = opOf(e);
  if (!o || o[0] !== 'var') return null;
  const p = o[1][0];
  return typeof p === 'string' ? p : null;
};

const isConstant = (e: unknown): boolean =>
  e === null || typeof e !== 'object' || (Array.isArray(e) && e.every((x) => isConstant(x)));

const truthy = (e: unknown, ctx: unknown) => Boolean(evaluate(e as Expr, ctx));

const joinOr = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')} 或 ${items[items.length - 1]}`;

/** Names a context variable, a length or a count for people. */
class Words {
  constructor(private vocab: Vocabulary) {}

  label(e: unknown): string | null {
    const path = varPath(e);
    if (path !== null) return this.vocab[path]?.label ?? path;
    const o = opOf(e);
    if (o && o[0] === 'len') {
      const inner = this.label(o[1][0]);
      if (inner === null) return null;
      return varPath(o[1][0]) === 'selection' ? `${inner} 的条数` : `${inner} 的长度`;
    }
    return null;
  }

  value(subject: unknown, v: unknown): string {
    if (v === null || v === undefined || v === '') return '空';
    const path = varPath(subject);
    const map = path !== null ? this.vocab[path]?.values : undefined;
    return map?.[String(v)] ?? String(v);
  }
}

const COMPARE_WORD: Record<string, string> = { '>': '大于', '>=': '不小于', '<': '小于', '<=': '不大于' };
const COMPARE_NOT: Record<string, string> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>' };
const COMPARE_MIRROR: Record<string, string> = { '>': '<', '>=': '<=', '<': '>', '<=': '>=' };

const isSelectionCount = (e: unknown) => {
  const o = opOf(e);
  return !!o && o[0] === 'len' && varPath(o[1][0]) === 'selection';
};

const SELECTED: Clause = {
  yes: '已选择数据',
  no: '未选择数据',
  need: '需要先选择数据',
  forbid: '已选择数据时不可用',
};

function leaf(op: string, args: unknown[], w: Words): Clause | null {
  switch (op) {
    case 'var': {
      const l = w.label({ var: args[0] });
      return l === null ? null : { yes: `${l} 成立`, no: `${l} 不成立` };
    }
    case '==':
    case '===': {
      const [a, b] = args;
      const [s, c] = isConstant(a) && !isConstant(b) ? [b, a] : [a, b];
      const l = w.label(s);
      if (l === null) return null;
      if (!isConstant(c)) {
        const r = w.label(c);
        return r === null ? null : { yes: `${l} 与 ${r} 相同`, no: `${l} 与 ${r} 不同` };
      }
      if (isSelectionCount(s) && Number(c) === 0)
        return {
          ...SELECTED,
          yes: SELECTED.no,
          no: SELECTED.yes,
          need: '仅当 未选择数据 时可用',
          forbid: '需要先选择数据',
        };
      if (isSelectionCount(s) && Number(c) === 1)
        return { yes: '只选择了一条数据', no: '未只选择一条数据', need: '需要选择一条（且只选一条）数据' };
      const v = w.value(s, c);
      return { yes: `${l} 为 ${v}`, no: `${l} 不为 ${v}` };
    }
    case '>':
    case '>=':
    case '<':
    case '<=': {
      if (args.length === 3) {
        const [lo, s, hi] = args;
        const l = w.label(s);
        if (l === null) return null;
        const range = `${w.value(s, lo)} 与 ${w.value(s, hi)} 之间`;
        return { yes: `${l} 在 ${range}`, no: `${l} 不在 ${range}` };
      }
      let [a, b] = args;
      let cmp: string = op;
      if (isConstant(a) && !isConstant(b)) {
        [a, b] = [b, a];
        cmp = COMPARE_MIRROR[op]!;
      }
      const l = w.label(a);
      if (l === null) return null;
      if (isSelectionCount(a) && ((cmp === '>' && Number(b) === 0) || (cmp === '>=' && Number(b) === 1)))
        return SELECTED;
      if (isSelectionCount(a) && cmp === '<=')
        return {
          yes: `选择不超过 ${String(b)} 条数据`,
          no: `选择超过 ${String(b)} 条数据`,
          need: `最多选择 ${String(b)} 条数据`,
        };
      const r = isConstant(b) ? w.value(a, b) : w.label(b);
      if (r === null) return null;
      return { yes: `${l} ${COMPARE_WORD[cmp]!} ${r}`, no: `${l} ${COMPARE_WORD[COMPARE_NOT[cmp]!]!} ${r}` };
    }
    case 'in': {
      const [x, hay] = args;
      if (Array.isArray(hay)) {
        const l = w.label(x);
        if (l === null) return null;
        const values = joinOr(hay.map((v) => w.value(x, v)));
        return { yes: `${l} 为 ${values}`, no: `${l} 不为 ${values}` };
      }
      if (varPath(hay) === 'user.roles' && isConstant(x)) return role(x);
      const l = w.label(hay);
      if (l === null) return null;
      const v = isConstant(x) ? String(x) : w.label(x);
      return v === null ? null : { yes: `${l} 包含 ${v}`, no: `${l} 不包含 ${v}` };
    }
    case 'hasRole':
      return role(args[1]);
    case 'isEmpty': {
      const [x] = args;
      if (varPath(x) === 'selection')
        return {
          yes: '未选择数据',
          no: '已选择数据',
          need: '仅当 未选择数据 时可用',
          forbid: '需要先选择数据',
        };
      const l = w.label(x);
      return l === null ? null : { yes: `${l} 为空`, no: `${l} 不为空`, forbid: `需要先填写 ${l}` };
    }
    case 'startsWith': {
      const l = w.label(args[0]);
      return l === null
        ? null
        : { yes: `${l} 以 ${String(args[1])} 开头`, no: `${l} 不以 ${String(args[1])} 开头` };
    }
    case 'contains': {
      const l = w.label(args[0]);
      const v = isConstant(args[1]) ? w.value(args[0], args[1]) : w.label(args[1]);
      return l === null || v === null ? null : { yes: `${l} 包含 ${v}`, no: `${l} 不包含 ${v}` };
    }
    case 'matches': {
      const l = w.label(args[0]);
      return l === null ? null : { yes: `${l} 格式正确`, no: `${l} 格式不正确`, need: `需要 ${l} 格式正确` };
    }
    default:
      return null;
  }
}

function role(r: unknown): Clause {
  return {
    yes: `拥有角色 ${String(r)}`,
    no: `没有角色 ${String(r)}`,
    need: `需要角色 ${String(r)}`,
    forbid: `拥有角色 ${String(r)} 时不可用`,
  };
}

const condOf = (w: Why) => (w.want ? w.clause.yes : w.clause.no);
const condNot = (w: Why) => (w.want ? w.clause.no : w.clause.yes);

/** Why `expr` does not give `want`: the failing sub-condition, found by evaluating `ctx`. */
function why(expr: unknown, ctx: unknown, want: boolean, w: Words): Why | null {
  const o = opOf(expr);
  if (!o) return null;
  const [op, args] = o;
  if (op === '!') return why(args[0], ctx, !want, w);
  if (op === '!!') return why(args[0], ctx, want, w);
  if (op === '!=' || op === '!==') {
    const c = leaf(op === '!=' ? '==' : '===', args, w);
    return c ? { clause: c, want: !want } : null;
  }
  if (op === 'and' || op === 'or') {
    // `and` wanted true fails at its first false part; `or` wanted false at its first true part.
    const single = (op === 'and') === want;
    if (single) {
      const bad = args.find((a) => truthy(a, ctx) !== want);
      return bad === undefined ? null : why(bad, ctx, want, w);
    }
    // Every part failed: name all of them.
    const parts = args.map((a) => why(a, ctx, true, w));
    if (parts.some((p) => p === null)) return null;
    const ws = parts as Why[];
    const yes = ws.map(condOf).join(op === 'and' ? ' 且 ' : ' 或 ');
    const no = ws.map(condNot).join(op === 'and' ? ' 或 ' : ' 且 ');
    return { clause: { yes, no }, want };
  }
  const c = leaf(op, args, w);
  return c ? { clause: c, want } : null;
}

const sentence = ({ clause, want }: Why) =>
  want ? (clause.need ?? `仅当 ${clause.yes} 时可用`) : (clause.forbid ?? `${clause.yes} 时不可用`);

/**
 * Why a predicate is false, in Chinese, from its failing sub-condition:
 * `{"==": [{"var": "row.status"}, "0"]}` → `仅当 状态 为 待审核 时可用`, `hasRole` → `需要角色 ROLE_ADMIN`,
 * a selection count → `需要先选择数据`. Variables and values are named by `vocab` (column titles and value
 * maps of the crud), else shown as they are. A true predicate has no reason (undefined).
 */
export function explainFalse(
  expr: Expr | undefined,
  ctx: unknown,
  vocab: Vocabulary = baseVocabulary,
): string | undefined {
  if (expr === undefined || truthy(expr, ctx)) return undefined;
  if (expr === null || typeof expr !== 'object') return LITERAL_FALSE;
  const w = why(expr, ctx, true, new Words(vocab));
  return w ? sentence(w) : FALLBACK;
}
