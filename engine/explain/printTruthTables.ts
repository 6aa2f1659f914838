import { MAX_ROWS, type TruthTable } from './truthTables';

/** Display width: a CJK character takes two columns. */
const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u2e80-\uffff]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)));

/** The tables as text, one block per action (for `npm run lint:screens -- --tables`). */
export function printTruthTables(tables: TruthTable[]): string {
  const blocks = tables.map((t) => {
    const head = [...t.dimensions.map((d) => d.label), '可见', '可用', '原因'];
    const body = t.rows.map((r) => [
      ...t.dimensions.map((d) => r.at[d.label]!),
      r.visible ? '是' : '否',
      r.enabled ? '是' : '否',
      r.reason ?? '',
    ]);
    const widths = head.map((h, i) => Math.max(width(h), ...body.map((row) => width(row[i]!))));
    const line = (cells: string[]) => `  ${cells.map((c, i) => pad(c, widths[i]!)).join(' │ ')}`.trimEnd();
    const title = `${t.screen} · ${t.crud} · ${t.place}「${t.action}」${t.dimensions.length ? '' : '（无条件：始终可见、可用）'}`;
    return [
      title,
      line(head),
      ...body.map(line),
      ...(t.truncated ? [`  …（仅列出前 ${MAX_ROWS} 种组合）`] : []),
    ].join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}
