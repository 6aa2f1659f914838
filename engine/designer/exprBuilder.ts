import type { Expr } from '../descriptor';

/**
 * What the expression builder can say (docs/descriptor.md, Expressions): a variable, an operator and a
 * value, and an `and` or `or` of such comparisons (one level). Anything else is written in text mode.
 */
export type BuilderOp =
  '==' | '!=' | '>' | '>=' | '<' | '<=' | 'in' | 'isEmpty' | 'notEmpty' | 'hasRole' | 'notHasRole';

/** One comparison of the builder: `row.status 等于 "1"`. */
export interface Condition {
  /** The context path, e.g. `row.status`. */
  variable: string;
  op: BuilderOp;
  /** The value compared with; a list for `in`; none for 为空 and 不为空. */
  value?: unknown;
}

/** The builder's model: the conditions and how they join (全部满足: and, 任一满足: or). */
export interface BuilderModel {
  join: 'and' | 'or';
  conditions: Condition[];
}

/** The operators in the order the builder offers them, with their Chinese names. */
export const BUILDER_OPS: readonly { op: BuilderOp; label: string; takesValue: boolean }[] = [
  { op: '==', label: '等于', takesValue: true },
  { op: '!=', label: '不等于', takesValue: true },
  { op: '>', label: '大于', takesValue: true },
  { op: '>=', label: '不小于', takesValue: true },
  { op: '<', label: '小于', takesValue: true },
  { op: '<=', label: '不大于', takesValue: true },
  { op: 'in', label: '属于', takesValue: true },
  { op: 'isEmpty', label: '为空', takesValue: false },
  { op: 'notEmpty', label: '不为空', takesValue: false },
  { op: 'hasRole', label: '拥有角色', takesValue: true },
  { op: 'notHasRole', label: '没有角色', takesValue: true },
];

const COMPARE = new Set<string>(['==', '!=', '>', '>=', '<', '<=']);

type Node = Record<string, unknown>;

/** `[operator, arguments]` of a one-key object, else null. */
const opOf = (e: unknown): [string, unknown] | null =>
  e && typeof e === 'object' && !Array.isArray(e) && Object.keys(e).length === 1
    ? [Object.keys(e)[0]!, (e as Node)[Object.keys(e)[0]!]]
    : null;

/** The path of `{"var": "row.status"}` (the one-argument form only), else null. */
const varOf = (e: unknown): string | null => {
  const o = opOf(e);
  return o && o[0] === 'var' && typeof o[1] === 'string' && o[1] !== '' ? o[1] : null;
};

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** One comparison read back from its expression, or null when the builder cannot say it. */
function conditionOf(e: unknown): Condition | null {
  const o = opOf(e);
  if (!o) return null;
  const [op, raw] = o;
  const args = Array.isArray(raw) ? raw : null;
  if (op === '!') {
    const inner = conditionOf(raw);
    if (inner?.op === 'isEmpty') return { variable: inner.variable, op: 'notEmpty' };
    if (inner?.op === 'hasRole') return { ...inner, op: 'notHasRole' };
    return null;
  }
  if (!args) return null;
  const variable = varOf(args[0]);
  if (op === 'isEmpty' && args.length === 1 && variable) return { variable, op };
  if (op === 'hasRole' && args.length === 2 && variable && typeof args[1] === 'string')
    return { variable, op, value: args[1] };
  if (args.length !== 2 || !variable) return null;
  if (COMPARE.has(op) && isScalar(args[1])) return { variable, op: op as BuilderOp, value: args[1] };
  if (op === 'in' && Array.isArray(args[1]) && args[1].every(isScalar))
    return { variable, op, value: args[1] };
  return null;
}

/**
 * The builder's model of an expression, or undefined when only text mode can show it. No expression
 * (the key absent: always) is an empty model.
 */
export function toBuilder(expr: Expr | undefined): BuilderModel | undefined {
  if (expr === undefined) return { join: 'and', conditions: [] };
  const o = opOf(expr);
  if (o && (o[0] === 'and' || o[0] === 'or') && Array.isArray(o[1]) && o[1].length > 0) {
    const conditions = o[1].map(conditionOf);
    return conditions.every((c) => c !== null)
      ? { join: o[0], conditions: conditions as Condition[] }
      : undefined;
  }
  const one = conditionOf(expr);
  return one ? { join: 'and', conditions: [one] } : undefined;
}

/** The expression of one condition. */
export function conditionExpr(c: Condition): Expr {
  const v = { var: c.variable };
  // null is a value (`{"==": [{"var": "item.parentTypeId"}, null]}`); only a missing one is empty text
  const value = c.value === undefined ? '' : c.value;
  switch (c.op) {
    case 'isEmpty':
      return { isEmpty: [v] };
    case 'notEmpty':
      return { '!': { isEmpty: [v] } };
    case 'hasRole':
      return { hasRole: [v, value] };
    case 'notHasRole':
      return { '!': { hasRole: [v, value] } };
    case 'in':
      return { in: [v, Array.isArray(c.value) ? c.value : c.value === undefined ? [] : [c.value]] };
    default:
      return { [c.op]: [v, value] };
  }
}

/**
 * The expression the builder says: one condition alone, several joined by `and` or `or`; no condition
 * at all is no expression (undefined: the key is removed, the node always shown or enabled).
 */
export function fromBuilder(model: BuilderModel): Expr | undefined {
  const parts = model.conditions.filter((c) => c.variable).map(conditionExpr);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { [model.join]: parts };
}

/** A value typed (or a code chosen) as a variable of `type` holds it: `9999` a number for a number. */
export function valueFor(type: string, text: string): unknown {
  if ((type === 'number' || type === 'integer') && text.trim() !== '' && Number.isFinite(Number(text)))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

const ROLE_OPS = new Set<BuilderOp>(['hasRole', 'notHasRole']);
const EMPTY_OPS = new Set<BuilderOp>(['isEmpty', 'notEmpty']);

/**
 * The operators the builder offers for a variable: for the roles 拥有角色, 没有角色, 为空 and 不为空; for
 * another list or an object 为空 and 不为空; else the comparisons, 属于, 为空 and 不为空.
 */
export function opsFor(variable?: { name: string; type: string }): typeof BUILDER_OPS {
  if (variable?.name === 'user.roles')
    return [
      ...BUILDER_OPS.filter((o) => ROLE_OPS.has(o.op)),
      ...BUILDER_OPS.filter((o) => EMPTY_OPS.has(o.op)),
    ];
  if (variable?.type === 'array' || variable?.type === 'object')
    return BUILDER_OPS.filter((o) => EMPTY_OPS.has(o.op));
  return BUILDER_OPS.filter((o) => !ROLE_OPS.has(o.op));
}

/** The condition with another operator, its value kept as far as the operator takes one (a list for 属于). */
export function withOp(c: Condition, op: BuilderOp): Condition {
  if (!BUILDER_OPS.find((o) => o.op === op)?.takesValue) return { variable: c.variable, op };
  if (op === 'in')
    return {
      variable: c.variable,
      op,
      value: Array.isArray(c.value) ? c.value : c.value === undefined ? [] : [c.value],
    };
  const value = Array.isArray(c.value) ? c.value[0] : c.value;
  return value === undefined ? { variable: c.variable, op } : { variable: c.variable, op, value };
}
