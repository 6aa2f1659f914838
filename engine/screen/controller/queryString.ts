/** `?a=1&b=2` from the query's non-empty values; empty when none. */
export function toQueryString(query?: Record<string, unknown>): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}
