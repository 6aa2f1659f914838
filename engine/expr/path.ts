/** Reads `a.b.0.c` from a value. */
export function getPath(value: unknown, path: string): unknown {
  if (!path) return value;
  let cur: unknown = value;
  for (const key of path.split('.')) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Returns a copy of `value` with `path` set (objects are copied along the path). */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') return next as T;
  const base = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string, unknown>;
  copy[head] = rest.length ? setPath(base[head], rest.join('.'), next) : next;
  return copy as T;
}
