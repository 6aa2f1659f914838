/** The p-th percentile (nearest rank) of some samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** A number as a short figure: `12.3`, `1,234`. */
export function ms(v: number): string {
  if (!Number.isFinite(v)) return '—';
  return v >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(1);
}

/** Prints rows as an aligned text table. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i] ?? 0, i > 0)).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Display width: CJK characters take two columns. */
function width(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1;
  return w;
}

function pad(s: string, w: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, w - width(s)));
  return right ? fill + s : s + fill;
}
