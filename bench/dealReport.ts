/**
 * The 交易目录 tables of `npm run bench` (docs/performance.md): `/commondeal/meta` of a published deal
 * beside the shipped one's, and the deal form's keystrokes on a published 2207 with 20 extension fields
 * beside the plain 2207, each as a ratio of the same run.
 */
import type { RunResult } from './browser';
import type { MetaFigures } from './dealMeta';
import { ms, percentile, table } from './stats';

/** The published deal's figures against the shipped deal's: within 10 % (a ratio of at most 1.1 for time). */
export const TARGET_PUBLISHED_RATIO = 1.1;

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');

export function metaTable({ baseline: b, published: p }: MetaFigures): string {
  const rows = [
    [
      'req/s (100 connections)',
      ms(b.load.reqPerSec),
      ms(p.load.reqPerSec),
      ratio(b.load.reqPerSec, p.load.reqPerSec),
    ],
    ['p50 ms (100 connections)', ms(b.load.p50), ms(p.load.p50), ratio(p.load.p50, b.load.p50)],
    ['p99 ms (100 connections)', ms(b.load.p99), ms(p.load.p99), ratio(p.load.p99, b.load.p99)],
    [
      'req/s (one client)',
      ms(b.single.reqPerSec),
      ms(p.single.reqPerSec),
      ratio(b.single.reqPerSec, p.single.reqPerSec),
    ],
    ['answer bytes', ms(b.bytes), ms(p.bytes), ratio(p.bytes, b.bytes)],
    ['errors', String(b.load.errors), String(p.load.errors), ''],
  ];
  return table(
    ['POST /commondeal/meta 2207', 'shipped', 'published +20', 'cost ratio published ÷ shipped'],
    rows,
  );
}

export interface Deal2207Figures {
  floor: RunResult;
  plain: RunResult;
  extended: RunResult;
}

export function deal2207Table({ floor, plain, extended }: Deal2207Figures): string {
  const row = (name: string, f: (r: RunResult) => number) => [
    name,
    ms(f(floor)),
    ms(f(plain)),
    ms(f(extended)),
    ratio(f(extended), f(plain)),
  ];
  return table(
    ['2207 deal form (ms)', 'bare input', '2207', '2207 +20', 'ratio +20 ÷ 2207'],
    [
      row('keystroke p50', (r) => percentile(r.samples, 50)),
      row('keystroke p95', (r) => percentile(r.samples, 95)),
      row('commit p95', (r) => percentile(r.commits, 95)),
      row('first render', (r) => r.firstRender),
    ],
  );
}
