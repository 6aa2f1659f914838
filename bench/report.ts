import type { RunResult } from './browser';
import type { ConvertRow } from './convert';
import { ms, percentile, table } from './stats';

export const TARGET_MS = 16;
export const TARGET_RATIO = 0.15;

export interface BrowserFigures {
  deal300: RunResult;
  rjsf300: RunResult;
  deal300empty: RunResult;
  rjsf300empty: RunResult;
  deal200: RunResult;
  rjsf200: RunResult;
  floor: RunResult;
}

const p = (xs: number[], q: number) => percentile(xs, q);
const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(3)}×` : '—');
const verdict = (p95: number, base: number) =>
  `≤ ${TARGET_MS} ms and ≤ ${TARGET_RATIO}×: ${p95 <= TARGET_MS && p95 <= TARGET_RATIO * base ? 'met' : 'NOT met'}`;

/** The latency rows of one measure: p50, p95 (with the target), and the page's own work. */
function latency(label: string, deal: RunResult, rjsf: RunResult): string[][] {
  const n = `n=${deal.samples.length}/${rjsf.samples.length}`;
  return [
    [
      `${label} → next frame p50 (${n})`,
      ms(p(deal.samples, 50)),
      ms(p(rjsf.samples, 50)),
      ratio(p(deal.samples, 50), p(rjsf.samples, 50)),
      '',
    ],
    [
      `${label} → next frame p95`,
      ms(p(deal.samples, 95)),
      ms(p(rjsf.samples, 95)),
      ratio(p(deal.samples, 95), p(rjsf.samples, 95)),
      verdict(p(deal.samples, 95), p(rjsf.samples, 95)),
    ],
    [
      `${label} → committed p50 / p95 (work)`,
      `${ms(p(deal.commits, 50))} / ${ms(p(deal.commits, 95))}`,
      `${ms(p(rjsf.commits, 50))} / ${ms(p(rjsf.commits, 95))}`,
      '',
      '',
    ],
  ];
}

/** The browser table: (a) the 300-field form, (b) the 200-row table, and the browser's floor. */
export function browserTable(f: BrowserFigures): string {
  const { deal300, rjsf300, deal300empty, rjsf300empty, deal200, rjsf200, floor } = f;
  return table(
    ['measure (ms)', 'deal form', 'plain RJSF', 'ratio', 'target (p95)'],
    [
      [
        '(a) 300 fields: first render, filled (median of 3)',
        ms(deal300.firstRender),
        ms(rjsf300.firstRender),
        ratio(deal300.firstRender, rjsf300.firstRender),
        '',
      ],
      [
        '(a) 300 fields: first render, empty (median of 3)',
        ms(deal300empty.firstRender),
        ms(rjsf300empty.firstRender),
        ratio(deal300empty.firstRender, rjsf300empty.firstRender),
        '',
      ],
      ...latency('(a) keystroke', deal300, rjsf300),
      [
        '(b) 200 rows: first render (median of 3)',
        ms(deal200.firstRender),
        ms(rjsf200.firstRender),
        ratio(deal200.firstRender, rjsf200.firstRender),
        '',
      ],
      ...latency('(b) cell keystroke', deal200, rjsf200),
      [
        `floor: a bare input, keystroke → next frame p50 / p95 (n=${floor.samples.length})`,
        `${ms(p(floor.samples, 50))} / ${ms(p(floor.samples, 95))}`,
        '',
        '',
        'the browser alone',
      ],
    ],
  );
}

/** The conversion table: per deal and total. */
export function conversionTable(rows: ConvertRow[]): string {
  const sum = (k: 'schemas' | 'convert' | 'cached' | 'rjsfCompile') => rows.reduce((s, c) => s + c[k], 0);
  return table(
    ['deal', 'fields', 'convert', 'convert + compile', 'cache hit', 'plain RJSF compile'],
    [
      ...rows.map((c) => [
        c.dealName,
        String(c.fields),
        ms(c.schemas),
        ms(c.convert),
        ms(c.cached),
        ms(c.rjsfCompile),
      ]),
      [
        'total',
        String(rows.reduce((s, c) => s + c.fields, 0)),
        ms(sum('schemas')),
        ms(sum('convert')),
        ms(sum('cached')),
        ms(sum('rjsfCompile')),
      ],
    ],
  );
}
