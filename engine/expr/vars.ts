/** Every `var` path an expression reads (for the descriptor lint). */
export function exprVars(expr: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [op, args] of Object.entries(node)) {
      if (op === 'var') {
        const path = Array.isArray(args) ? args[0] : args;
        if (typeof path === 'string') out.push(path);
      } else walk(args);
    }
  };
  walk(expr);
  return out;
}
