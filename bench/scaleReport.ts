/** The tables of the scale bench (bench/scale.ts, bench/scaleRest.ts) with their targets. */
import type { ScaleFigures } from './scaleFigures';
import type { RestFigures } from './scaleRest';
import { met } from './report';
import { ms, table } from './stats';

const n = (v: number) => Math.round(v).toLocaleString('en-US');

/** Targets of the mixed load per database: req/s in total, p99 of each list. */
const LOAD_TARGETS: Record<string, { reqPerSec: number; p99: number }> = {
  PGlite: { reqPerSec: 1_000, p99: 100 },
  PostgreSQL: { reqPerSec: 3_000, p99: 50 },
};
const REST_TARGET_MB: Record<string, number> = { PGlite: 300, PostgreSQL: 150 };

export function restTable(rest: RestFigures[]): string {
  return table(
    [
      'server (dist-server, as npm start)',
      'first start s',
      'restart s',
      'target',
      'RSS at rest MB',
      'target',
      '',
    ],
    rest.map((r) => {
      const mb = REST_TARGET_MB[r.driver] ?? 0;
      return [
        r.driver,
        r.firstStartS.toFixed(2),
        r.restartS.toFixed(2),
        '≤ 2 s',
        n(r.restMb),
        `≤ ${mb}`,
        met(r.restartS <= 2 && r.restMb <= mb),
      ];
    }),
  );
}

export function singleTable(f: ScaleFigures): string {
  const rows = f.single.map((s) => [s.name, ms(s.p50), `≤ ${s.targetMs}`, met(s.p50 <= s.targetMs)]);
  const plans = f.single.map((s) => `  ${s.name}\n${s.plan.map((l) => `      ${l}`).join('\n')}`).join('\n');
  return `${table(['one client (p50 of 15)', 'ms', 'target', ''], rows)}\n\nplans (EXPLAIN ANALYZE of the list statement):\n${plans}`;
}

export function loadTable(f: ScaleFigures): string {
  const target = LOAD_TARGETS[f.driver] ?? { reqPerSec: 0, p99: 0 };
  const rows = Object.entries(f.load.calls).map(([name, c]) => {
    const floor = f.floor.calls[name];
    const list = !name.startsWith('写');
    return [
      name,
      n(c.count / f.load.seconds),
      ms(c.p50),
      ms(c.p99),
      list ? `≤ ${target.p99}` : '',
      list ? met(c.p99 <= target.p99) : '',
      String(c.errors),
      floor ? ms(floor.p99) : '—',
    ];
  });
  const total = [
    'all calls',
    n(f.load.reqPerSec),
    '',
    '',
    `≥ ${n(target.reqPerSec)} req/s`,
    met(f.load.reqPerSec >= target.reqPerSec),
    String(Object.values(f.load.calls).reduce((a, c) => a + c.errors, 0)),
    `${n(f.floor.reqPerSec)} req/s`,
  ];
  const roundTrips = f.roundTrips
    .map(
      (r) => `${r.statements} → ${n(r.load.reqPerSec)} req/s (p99 ${ms(r.load.calls.floor?.p99 ?? NaN)} ms)`,
    )
    .join(', ');
  return [
    table(
      ['100 connections, mixed', 'req/s', 'p50 ms', 'p99 ms', 'target', '', 'failed', 'floor p99 / req/s'],
      [...rows, total],
    ),
    `list cache hit rate during the load: ${(f.cacheHitRate * 100).toFixed(1)} %`,
    `statements sent per request: ${f.statementsPerRequest.toFixed(2)}`,
    `round-trip floor (a bare Fastify sending N trivial prepared statements a request to the same database): ${roundTrips}`,
  ].join('\n');
}

export function scaleTables(figures: ScaleFigures[], rest: RestFigures[]): string {
  const parts = [`memory at rest and start\n\n${restTable(rest)}`];
  for (const f of figures) {
    parts.push(
      `${f.driver}: ${n(f.users)} users, ${n(f.rows)} deal-log rows and ${n(f.rows)} settlements\n\n${singleTable(f)}\n\n${f.deep}\n\n${loadTable(f)}`,
    );
  }
  return parts.join('\n\n');
}
