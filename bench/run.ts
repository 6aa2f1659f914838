/**
 * `npm run bench` (tsx bench/run.ts): the deal form against plain RJSF (`@rjsf/antd` defaults, same
 * schema, same data) in headless Chromium, and the catalogue conversion in Node. DESIGN §9.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { syntheticDeal } from '../stories/support/dealFixtures';
import { launch, runScenario, type Target } from './browser';
import { convertCatalogue, loadCatalogue } from './convert';
import { serve } from './serve';
import { ms, percentile, table } from './stats';

const TARGET_MS = 16;
const TARGET_RATIO = 0.15;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Ten text fields spread over the 300-field form, ten characters each (100 keystrokes). */
function wideTargets(prefix: string): { at: Target; text: string }[] {
  const meta = syntheticDeal(300);
  return meta.reqProperties.map((node, n) => {
    const f = node.properties.find((p, i) => i >= (n * 7) % 20 && p.formType === 'INPUT' && p.length < 1000) ?? node.properties[0]!;
    return { at: { id: `${prefix}_${node.nodeName}_${f.name}` }, text: LETTERS.slice(n, n + 10) };
  });
}

/** One cell (row 101, 开单科室名称) of the 200-row table. */
const cellTarget = (chars: number) => [{ at: { suffix: '_bilg_dept_name', index: 100 }, text: LETTERS.repeat(2).slice(0, chars) }];

async function main() {
  const started = performance.now();
  const out = await mkdtemp(join(tmpdir(), 'yibao-bench-'));
  process.env.BENCH_OUT = out;
  console.log('building the bench page (vite, production)…');
  await build({ configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)), mode: 'production' });
  const { url, server } = await serve(out);
  const browser = await launch();
  try {
    console.log(`chromium ${browser.version()}: 300-field form…`);
    const deal300 = await runScenario(browser, url, 'deal300', wideTargets('deal'));
    const rjsf300 = await runScenario(browser, url, 'rjsf300', wideTargets('root'));
    console.log('200-row table…');
    const deal200 = await runScenario(browser, url, 'deal200', cellTarget(40));
    const rjsf200 = await runScenario(browser, url, 'rjsf200', cellTarget(20));
    const { source, deals } = await loadCatalogue();
    const conversions = convertCatalogue(deals);

    const row = (label: string, a: number, b: number, target = '') => [label, ms(a), ms(b), b ? `${(a / b).toFixed(3)}×` : '—', target];
    const verdict = (p95: number, base: number) =>
      `p95 ≤ ${TARGET_MS} ms and ≤ ${TARGET_RATIO}×: ${p95 <= TARGET_MS && p95 <= TARGET_RATIO * base ? 'met' : 'NOT met'}`;
    const p = (r: { samples: number[] }, q: number) => percentile(r.samples, q);
    console.log(`\nDeal form vs plain RJSF (@rjsf/antd defaults), headless Chromium, ms\n`);
    console.log(
      table(
        ['measure', 'deal form', 'plain RJSF', 'ratio', 'target'],
        [
          row('(a) 300 fields: first render', deal300.firstRender, rjsf300.firstRender),
          row(`(a) keystroke→next frame p50 (n=${deal300.samples.length}/${rjsf300.samples.length})`, p(deal300, 50), p(rjsf300, 50)),
          row('(a) keystroke→next frame p95', p(deal300, 95), p(rjsf300, 95), verdict(p(deal300, 95), p(rjsf300, 95))),
          row('(b) 200 rows: first render', deal200.firstRender, rjsf200.firstRender),
          row(`(b) cell edit→next frame p50 (n=${deal200.samples.length}/${rjsf200.samples.length})`, p(deal200, 50), p(rjsf200, 50)),
          row('(b) cell edit→next frame p95', p(deal200, 95), p(rjsf200, 95), verdict(p(deal200, 95), p(rjsf200, 95))),
        ],
      ),
    );
    const sum = (k: 'convert' | 'cached' | 'rjsfCompile') => conversions.reduce((s, c) => s + c[k], 0);
    console.log(`\n(c) catalogue (${source}, ${deals.length} deals + the 300-field deal): convert + compile, ms\n`);
    console.log(
      table(
        ['deal', 'fields', 'convert+compile', 'cache hit', 'plain RJSF compile'],
        [
          ...conversions.map((c) => [c.dealName, String(c.fields), ms(c.convert), ms(c.cached), ms(c.rjsfCompile)]),
          ['total', String(conversions.reduce((s, c) => s + c.fields, 0)), ms(sum('convert')), ms(sum('cached')), ms(sum('rjsfCompile'))],
        ],
      ),
    );
    console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser.close();
    server.close();
    await rm(out, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
