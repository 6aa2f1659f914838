/** Visits every object node of a descriptor with its JSON path. */
export function walk(
  node: unknown,
  visit: (obj: Record<string, unknown>, path: string) => void,
  path = '',
): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => walk(child, visit, `${path}[${i}]`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  visit(obj, path);
  for (const [k, v] of Object.entries(obj)) walk(v, visit, path ? `${path}.${k}` : k);
}
