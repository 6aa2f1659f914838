import { walk } from './walk';

export interface ExprSite {
  path: string;
  expr: unknown;
  /** The key that holds the expression (visible, hidden, body…). */
  key: string;
}

const EXPR_KEYS = new Set([
  'visible',
  'enabled',
  'highlight',
  'test',
  'when',
  'hidden',
  'disabled',
  'value',
  'autoQuery',
  'from',
  'bodyFrom',
  'dataFrom',
  'expr',
]);
const MAPPING_KEYS = new Set(['body', 'defaults', 'state']);

/** Every expression of a descriptor, where it stands. */
export function collectExprs(descriptor: unknown): ExprSite[] {
  const out: ExprSite[] = [];
  walk(descriptor, (node, path) => {
    for (const [k, v] of Object.entries(node)) {
      const at = path ? `${path}.${k}` : k;
      if (EXPR_KEYS.has(k)) out.push({ path: at, expr: v, key: k });
      const mapping =
        MAPPING_KEYS.has(k) || (k === 'query' && (node.type === 'request' || node.type === 'navigate'));
      if (mapping && v && typeof v === 'object' && !Array.isArray(v))
        for (const [mk, mv] of Object.entries(v)) out.push({ path: `${at}.${mk}`, expr: mv, key: k });
    }
  });
  return out;
}

/** The operators an expression uses. */
export function exprOperators(expr: unknown): string[] {
  const out: string[] = [];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!n || typeof n !== 'object') return;
    for (const [op, args] of Object.entries(n)) {
      out.push(op);
      visit(args);
    }
  };
  visit(expr);
  return out;
}
