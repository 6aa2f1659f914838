import type { RunResult } from './browser';
import type { ConvertRow } from './convert';
import type { ServerFigures } from './server';
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

/** Issue 8 §3 targets: list calls at 100 connections; single-client page 1 of the user list. */
export const SERVER_TARGETS = {
  PostgreSQL: { rps: 2500, p99: 50 },
  PGlite: { rps: 1000, p99: Infinity },
  singleP50: 10,
};

/** The server table: each list call at 100 connections against the bare-Fastify floor of the same run. */
export function serverTable(rows: ServerFigures[]): string {
  return table(
    [
      'driver',
      'call',
      'req/s',
      'floor req/s',
      'ratio',
      'p99 ms',
      'floor p99',
      '1 client p50 ms',
      'errors',
      'target',
    ],
    rows.map((r) => {
      const t = r.driver === 'PostgreSQL' ? SERVER_TARGETS.PostgreSQL : SERVER_TARGETS.PGlite;
      const met = r.load.reqPerSec >= t.rps && r.load.p99 <= t.p99;
      return [
        r.driver,
        r.call,
        r.load.reqPerSec.toFixed(0),
        r.floor.reqPerSec.toFixed(0),
        ratio(r.load.reqPerSec, r.floor.reqPerSec),
        String(r.load.p99),
        String(r.floor.p99),
        String(r.single),
        String(r.load.errors),
        `≥ ${t.rps} req/s${Number.isFinite(t.p99) ? `, p99 ≤ ${t.p99} ms` : ''}: ${met ? 'met' : 'NOT met'}`,
      ];
    }),
  );
}
