import { arities, ITERATORS } from './arity';

interface ExprReport {
  problems: string[];
  /** The `var` paths read against the screen's context (not those inside a map/filter item). */
  vars: string[];
}

const argsOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]);

/**
 * Checks one JSON Logic expression: every operator exists and has a number of arguments it accepts,
 * and the pattern of `matches` compiles. Also gathers the variables the expression reads.
 */
export function checkExpr(expr: unknown, known: ReadonlySet<string>): ExprReport {
  const problems: string[] = [];
  const vars: string[] = [];
  const visit = (node: unknown, scoped: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, scoped));
    if (!node || typeof node !== 'object') return;
    const entries = Object.entries(node);
    if (entries.length !== 1) {
      problems.push(
        `表达式对象应只有一个运算符，实际有 ${entries.length} 个（${entries.map(([k]) => k).join('、')}）`,
      );
      return;
    }
    const [op, raw] = entries[0]!;
    if (!known.has(op)) {
      problems.push(`未知的运算符 ${op}`);
      return;
    }
    const args = argsOf(raw);
    const arity = arities[op];
    if (arity && (args.length < arity[0] || args.length > arity[1])) {
      const want =
        arity[0] === arity[1]
          ? ` ${arity[0]}`
          : arity[1] === Infinity
            ? `至少 ${arity[0]}`
            : ` ${arity[0]}–${arity[1]}`;
      problems.push(`运算符 ${op} 需要${want} 个参数，实际 ${args.length} 个`);
    }
    if (op === 'var') {
      if (!scoped && typeof args[0] === 'string') vars.push(args[0]);
      return;
    }
    if (op === 'matches' && typeof args[1] === 'string') {
      try {
        new RegExp(args[1]);
      } catch {
        problems.push(`正则表达式 ${JSON.stringify(args[1])} 无法编译`);
      }
    }
    args.forEach((a, i) => visit(a, scoped || (ITERATORS.has(op) && i > 0)));
  };
  visit(expr, false);
  return { problems, vars };
}
