/**
 * The `where` of a list query built from the filters a request gives: each condition binds its value as
 * the next parameter, so the text only ever names columns and `$n`.
 */
export function conditions() {
  const params: unknown[] = [];
  const parts: string[] = [];
  return {
    params,
    /** Adds `cond` (given its `$n`) with `value` bound as the next parameter. */
    add(cond: (param: string) => string, value: unknown): void {
      params.push(value);
      parts.push(cond(`$${params.length}`));
    },
    /** `where a and b`, or '' when no condition was added. */
    where: (): string => (parts.length ? `where ${parts.join(' and ')}` : ''),
  };
}
