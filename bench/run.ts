/**
 * `npm run bench` (tsx bench/run.ts): the deal form against plain RJSF (`@rjsf/antd` defaults, same
 * schema, same data) in headless Chromium, the catalogue conversion in Node (DESIGN §9), the server's
 * list calls under load against a bare-Fastify floor (bench/server.ts), and the console's JS per page
 * (issue 8 §3; bench/bundle.ts, alone: `tsx bench/bundle.ts`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { syntheticDeal } from '../stories/support/dealFixtures';
import { launch, runScenario, type Target } from './browser';
import { convertCatalogue, loadCatalogue } from './convert';
import { bundleTable, measureBundles } from './bundle';
import { browserTable, conversionTable, serverTable } from './report';
import { runServerBench, SEEDED } from './server';
import { serve } from './serve';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Ten text fields spread over the 300-field form (one per node), ten characters each: 100 keystrokes. */
function wideTargets(prefix: string): { at: Target; text: string }[] {
  return syntheticDeal(300).reqProperties.map((node, n) => {
    const text = node.properties.filter((p) => p.formType === 'INPUT' && p.length < 1000);
    const f = text[(n * 7) % text.length] ?? text[0];
    if (!f) throw new Error(`no text field in ${node.nodeName}`);
    return { at: { id: `${prefix}_${node.nodeName}_${f.name}` }, text: LETTERS.slice(n, n + 10) };
  });
}

/** One cell of the 200-row table: row 181, 开单科室名称 (on the last page of the deal form's table, 20 rows a page). */
const cellTarget = (chars: number, paged: boolean): { at: Target; text: string }[] => [
  {
    at: paged
      ? { suffix: '_bilg_dept_name', index: 0, click: '.ant-pagination-item-10' }
      : { suffix: '_bilg_dept_name', index: 180 },
    text: LETTERS.repeat(2).slice(0, chars),
  },
];

async function main() {
  const started = performance.now();
  const out = await mkdtemp(join(tmpdir(), 'yibao-bench-'));
  process.env.BENCH_OUT = out;
  console.log('building the bench page (vite, production)…');
  await build({
    configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
    mode: 'production',
  });
  const { url, server } = await serve(out);
  const browser = await launch();
  try {
    console.log(`chromium ${browser.version()}: the 300-field form, the 200-row table…`);
    const figures = {
      deal300: await runScenario(browser, url, 'deal300', wideTargets('deal')),
      rjsf300: await runScenario(browser, url, 'rjsf300', wideTargets('root')),
      deal300empty: await runScenario(browser, url, 'deal300empty', []),
      rjsf300empty: await runScenario(browser, url, 'rjsf300empty', []),
      deal200: await runScenario(browser, url, 'deal200', cellTarget(40, true)),
      rjsf200: await runScenario(browser, url, 'rjsf200', cellTarget(20, false)),
      floor: await runScenario(browser, url, 'floor', [
        { at: { id: 'floor_input' }, text: LETTERS.repeat(2) },
      ]),
    };
    const { source, deals } = await loadCatalogue();
    const conversions = convertCatalogue(deals);
    console.log('\nDeal form vs plain RJSF (@rjsf/antd defaults, same schema and data), headless Chromium\n');
    console.log(browserTable(figures));
    console.log(`\n(c) catalogue of ${source} (${deals.length} deals) + the 300-field deal, in Node, ms\n`);
    console.log(conversionTable(conversions));
    console.log(
      '\n(d) the console: JS each page loads until usable, split build vs the same sources in one chunk\n',
    );
    console.log(bundleTable(await measureBundles(browser)));
    console.log('\nserver: seeding and loading the lists…');
    const servers = await runServerBench();
    console.log(
      `\n(e) server: autocannon, 100 connections, loopback, ${SEEDED.toLocaleString('en')} users and menus; ` +
        'floor: a bare Fastify answering the same bodies from memory, same run\n',
    );
    console.log(serverTable(servers));
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
