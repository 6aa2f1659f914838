import type { RunResult } from './browser';
import type { ConvertRow } from './convert';
import type { ServerFigures } from './serverFigures';
import { ms, percentile, table } from './stats';
import { GRID_INPUTS } from './page/grid';

export const TARGET_MS = 16;
/** The 200-row table against RJSF. */
export const TARGET_RATIO = 0.15;
/** The deal form against Formily, at both sizes. */
export const TARGET_FORMILY = 1.0;

export interface FormFigures {
  floor: RunResult;
  floorGrid: RunResult;
  deal300: RunResult;
  rjsf300: RunResult;
  formily300: RunResult;
  deal300empty: RunResult;
  rjsf300empty: RunResult;
  formily300empty: RunResult;
  deal1000: RunResult;
  rjsf1000: RunResult;
  formily1000: RunResult;
}

export interface TableFigures {
  deal200: RunResult;
  rjsf200: RunResult;
}

/** The 5,000-row table: ready within this (ms). */
export const TARGET_READY_MS = 500;
/** The 5,000-row table's cell keystroke against the bare input of the same run. */
export const TARGET_FLOOR_RATIO = 2;

export interface LongTableFigures {
  floor: RunResult;
  /** The same form with 10 rows: time to ready only. */
  deal10: RunResult;
  deal5000: RunResult;
}

const p = (xs: number[], q: number) => percentile(xs, q);
const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(3)}×` : '—');
export const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

type Three = [deal: RunResult, rjsf: RunResult, formily: RunResult];

/** One row: the three figures and the deal form's ratios to RJSF and Formily. */
function row(label: string, [d, r, f]: [number, number, number], target = ''): string[] {
  return [label, ms(d), ms(r), ms(f), ratio(d, r), ratio(d, f), target];
}

/** The rows of one size: first render, keystroke → painted frame p50 / p95, the page's own work. */
function size(label: string, runs: Three, empty?: Three): string[][] {
  const [d, r, f] = runs;
  const n = `n=${d.samples.length}/${r.samples.length}/${f.samples.length}`;
  const at = (q: number): [number, number, number] => [p(d.samples, q), p(r.samples, q), p(f.samples, q)];
  const [p95d, , p95f] = at(95);
  return [
    row(`${label}: first render, filled (median of 3)`, [d.firstRender, r.firstRender, f.firstRender]),
    ...(empty
      ? [
          row(`${label}: first render, empty`, [
            empty[0].firstRender,
            empty[1].firstRender,
            empty[2].firstRender,
          ]),
        ]
      : []),
    row(`${label}: keystroke → painted frame p50 (${n})`, at(50)),
    row(
      `${label}: keystroke → painted frame p95`,
      at(95),
      `≤ ${TARGET_MS} ms and ≤ ${TARGET_FORMILY}× Formily: ${met(p95d <= TARGET_MS && p95d <= TARGET_FORMILY * p95f)}`,
    ),
    [
      `${label}: keystroke → committed p50 / p95 (work)`,
      ...[d, r, f].map((x) => `${ms(p(x.commits, 50))} / ${ms(p(x.commits, 95))}`),
      '',
      '',
      '',
    ],
  ];
}

/** The form table: the 300- and 1,000-field deals in the three forms, with the browser's floor. */
export function formTable(f: FormFigures): string {
  return table(
    ['measure (ms)', 'deal form', 'plain RJSF', 'Formily', '÷ RJSF', '÷ Formily', 'target (p95)'],
    [
      ...size(
        '300 fields',
        [f.deal300, f.rjsf300, f.formily300],
        [f.deal300empty, f.rjsf300empty, f.formily300empty],
      ),
      ...size('1,000 fields', [f.deal1000, f.rjsf1000, f.formily1000]),
      [
        `floor: a bare input, keystroke → painted frame p50 / p95 (n=${f.floor.samples.length})`,
        `${ms(p(f.floor.samples, 50))} / ${ms(p(f.floor.samples, 95))}`,
        '',
        '',
        '',
        '',
        'the browser alone',
      ],
      [
        `floor: ${GRID_INPUTS} bare inputs in view (as many as the deal form mounts), p50 / p95 (n=${f.floorGrid.samples.length})`,
        `${ms(p(f.floorGrid.samples, 50))} / ${ms(p(f.floorGrid.samples, 95))}`,
        '',
        '',
        '',
        '',
        'the browser, a screen of inputs',
      ],
    ],
  );
}

/** The 200-row table: deal form against RJSF. */
export function tableTable({ deal200, rjsf200 }: TableFigures): string {
  const at = (x: RunResult, q: number) => p(x.samples, q);
  return table(
    ['measure (ms)', 'deal form', 'plain RJSF', 'ratio', 'target (p95)'],
    [
      [
        '200 rows: first render (median of 3)',
        ms(deal200.firstRender),
        ms(rjsf200.firstRender),
        ratio(deal200.firstRender, rjsf200.firstRender),
        '',
      ],
      [
        `cell keystroke → painted frame p50 (n=${deal200.samples.length}/${rjsf200.samples.length})`,
        ms(at(deal200, 50)),
        ms(at(rjsf200, 50)),
        ratio(at(deal200, 50), at(rjsf200, 50)),
        '',
      ],
      [
        'cell keystroke → painted frame p95',
        ms(at(deal200, 95)),
        ms(at(rjsf200, 95)),
        ratio(at(deal200, 95), at(rjsf200, 95)),
        `≤ ${TARGET_MS} ms and ≤ ${TARGET_RATIO}×: ${met(at(deal200, 95) <= TARGET_MS && at(deal200, 95) <= TARGET_RATIO * at(rjsf200, 95))}`,
      ],
      [
        'cell keystroke → committed p50 / p95 (work)',
        `${ms(p(deal200.commits, 50))} / ${ms(p(deal200.commits, 95))}`,
        `${ms(p(rjsf200.commits, 50))} / ${ms(p(rjsf200.commits, 95))}`,
        '',
        '',
      ],
    ],
  );
}

/** The 5,000-row table (drawn in view only) against the bare input of the same run. */
export function longTableTable({ floor, deal10, deal5000 }: LongTableFigures): string {
  const at = (x: RunResult, q: number) => p(x.samples, q);
  const p95 = at(deal5000, 95);
  return table(
    ['measure (ms)', 'deal form', 'bare input', 'ratio', 'target'],
    [
      [
        '5,000 rows: time to ready (median of 3)',
        ms(deal5000.firstRender),
        '',
        '',
        `≤ ${TARGET_READY_MS} ms: ${met(deal5000.firstRender <= TARGET_READY_MS)}`,
      ],
      ['10 rows (the same form, every row drawn): time to ready', ms(deal10.firstRender), '', '', ''],
      [
        `cell keystroke → painted frame p50 (n=${deal5000.samples.length}/${floor.samples.length})`,
        ms(at(deal5000, 50)),
        ms(at(floor, 50)),
        ratio(at(deal5000, 50), at(floor, 50)),
        '',
      ],
      [
        'cell keystroke → painted frame p95',
        ms(p95),
        ms(at(floor, 95)),
        ratio(p95, at(floor, 95)),
        `≤ ${TARGET_MS} ms and ≤ ${TARGET_FLOOR_RATIO}×: ${met(p95 <= TARGET_MS && p95 <= TARGET_FLOOR_RATIO * at(floor, 95))}`,
      ],
      [
        'cell keystroke → committed p50 / p95 (work)',
        `${ms(p(deal5000.commits, 50))} / ${ms(p(deal5000.commits, 95))}`,
        `${ms(p(floor.commits, 50))} / ${ms(p(floor.commits, 95))}`,
        '',
        '',
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

/** Budgets (docs/performance.md): list calls at 100 connections; one client's page 1 of the user list. */
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
      'list cache',
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
        r.cached ? 'on' : 'off',
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
