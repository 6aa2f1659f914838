/**
 * `npm run bench` (tsx bench/run.ts): the deal form against plain RJSF (`@rjsf/antd` defaults) and
 * Formily (antd inputs), same schema and data, in headless Chromium, the catalogue conversion in Node, the
 * server's list calls under load against a bare-Fastify floor (bench/server.ts), and the console's JS per
 * page (bench/bundle.ts, alone: `tsx bench/bundle.ts`), the designer's redraw against 源码's (bench/designer.ts). The budgets and the figures: docs/performance.md.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { syntheticDeal } from '../fixtures/dealFixtures';
import { launch, runScenario, type Target } from './browser';
import { convertCatalogue, loadCatalogue } from './convert';
import { designerTable, runDesignerBench } from './designer';
import { runMetaBench } from './dealMeta';
import { deal2207Table, metaTable } from './dealReport';
import { bundleTable, measureBundles } from './bundle';
import { conversionTable, formTable, longTableTable, serverTable, tableTable } from './report';
import { runExportBench } from './exportScale';
import { runServerBench, SEEDED } from './server';
import { runScaleBench } from './scale';
import { scaleTables } from './scaleReport';
import { restFigures } from './scaleRest';
import { serve } from './serve';
import { GRID_INPUTS } from './page/grid';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Ten text fields spread over a synthetic form (one in every tenth of its groups), `chars` characters
 * each: 100 keystrokes at ten.
 */
function wideTargets(prefix: string, fields: number, chars = 10): { at: Target; text: string }[] {
  const nodes = syntheticDeal(fields).reqProperties;
  return Array.from({ length: 10 }, (_, n) => {
    const node = nodes[Math.floor((n * nodes.length) / 10)];
    const text = node?.properties.filter((p) => p.formType === 'INPUT' && p.length < 1000) ?? [];
    const f = text[(n * 7) % text.length] ?? text[0];
    if (!node || !f) throw new Error(`no text field in group ${n}`);
    return { at: { id: `${prefix}_${node.nodeName}_${f.name}` }, text: LETTERS.slice(n, n + chars) };
  });
}

/** Ten of the grid floor's inputs, spread over it as the deal targets are over their forms: 100 keystrokes. */
const gridTargets = (): { at: Target; text: string }[] =>
  Array.from({ length: 10 }, (_, n) => ({
    at: { id: `grid_${Math.floor((n * GRID_INPUTS) / 10)}_input` },
    text: LETTERS.slice(n, n + 10),
  }));

/**
 * `BENCH_ONLY=form` runs the form table alone (300 and 1,000 fields, the floor); `table` the 200-row
 * table; `table5000` the 5,000-row table beside the bare input; `designer` the designer's redraw; `deal2207`
 * the keystrokes of 2207 published with 20 extension fields beside the plain 2207; `meta` /commondeal/meta
 * of that published 2207 beside the shipped one's; `convert`, `bundle`, `server`, `scale`
 * their sections; `export` the streamed exports of a million rows (bench/exportScale.ts; never run unless
 * named). Comma-separated; unset runs everything else.
 */
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const runs = (section: string) => only.size === 0 || only.has(section);

/**
 * One cell of the 200-row table, 医疗目录编码 (14 of its 50 characters filled): RJSF's of row 181; the
 * deal form's of the 4th row drawn (over 100 rows it draws the rows in view, in a scrolled body).
 */
/** 2207's five text fields of 30 to 50 characters, ten keys each: 50 keystrokes, the same on both forms. */
const deal2207Targets = (): { at: Target; text: string }[] =>
  ['psn_no', 'mdtrt_cert_no', 'mdtrt_id', 'chrg_bchno', 'invono'].map((name, n) => ({
    at: { id: `deal_data_${name}` },
    text: LETTERS.slice(n, n + 10),
  }));

const cellTarget = (chars: number, drawn: boolean): { at: Target; text: string }[] => [
  {
    at: { suffix: '_med_list_codg', index: drawn ? 3 : 180 },
    text: LETTERS.repeat(2).slice(0, chars),
  },
];

/**
 * Cells of the 5,000-row table, 医疗目录编码 of the 2nd, 4th, 6th and 8th rows drawn (in view without
 * scrolling sideways; 14 of its 50 characters filled): 52 keys.
 */
const longCellTargets = (): { at: Target; text: string }[] =>
  [1, 3, 5, 7].map((index, n) => ({
    at: { suffix: '_med_list_codg', index },
    text: LETTERS.slice(n, n + 13),
  }));

async function main() {
  const started = performance.now();
  const out = await mkdtemp(join(tmpdir(), 'yibao-bench-'));
  process.env.BENCH_OUT = out;
  const browserSections =
    runs('form') || runs('table') || runs('table5000') || runs('designer') || runs('deal2207');
  const { url, server } = browserSections
    ? await (async () => {
        console.log('building the bench page (vite, production)…');
        await build({
          configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
          mode: 'production',
        });
        return serve(out);
      })()
    : { url: '', server: undefined };
  const browser = browserSections || runs('bundle') ? await launch() : undefined;
  try {
    if (browser && runs('form')) {
      const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      console.log(`chromium ${browser.version()}: the 300- and 1,000-field forms (load ${load()})…`);
      const t = performance.now();
      const figures = {
        floor: await runScenario(browser, url, 'floor', [
          { at: { id: 'floor_input' }, text: LETTERS.repeat(2) },
        ]),
        floorGrid: await runScenario(browser, url, 'floorGrid', gridTargets()),
        deal300: await runScenario(browser, url, 'deal300', wideTargets('deal', 300)),
        // RJSF re-renders the whole form per keystroke (80 ms to seconds): fewer keys, same ten fields.
        rjsf300: await runScenario(browser, url, 'rjsf300', wideTargets('root', 300, 4)),
        formily300: await runScenario(browser, url, 'formily300', wideTargets('formily', 300)),
        deal300empty: await runScenario(browser, url, 'deal300empty', []),
        rjsf300empty: await runScenario(browser, url, 'rjsf300empty', []),
        formily300empty: await runScenario(browser, url, 'formily300empty', []),
        deal1000: await runScenario(browser, url, 'deal1000', wideTargets('deal', 1000)),
        rjsf1000: await runScenario(browser, url, 'rjsf1000', wideTargets('root', 1000, 2)),
        formily1000: await runScenario(browser, url, 'formily1000', wideTargets('formily', 1000)),
      };
      console.log(
        `\nDeal form vs plain RJSF (@rjsf/antd defaults) and Formily (@formily/react, antd inputs), same schema ` +
          `and data, headless Chromium; load average ${load()} at the end; ${((performance.now() - t) / 1000).toFixed(0)} s\n`,
      );
      console.log(formTable(figures));
    }
    if (browser && runs('table')) {
      console.log(`\nchromium ${browser.version()}: the 200-row table…`);
      const figures = {
        deal200: await runScenario(browser, url, 'deal200', cellTarget(36, true)),
        rjsf200: await runScenario(browser, url, 'rjsf200', cellTarget(20, false)),
      };
      console.log('\nDeal form vs plain RJSF, a list node of 200 rows, headless Chromium\n');
      console.log(tableTable(figures));
    }
    if (browser && runs('table5000')) {
      console.log(`\nchromium ${browser.version()}: the 5,000-row table…`);
      const figures = {
        floor: await runScenario(browser, url, 'floor', [
          { at: { id: 'floor_input' }, text: LETTERS.repeat(2) },
        ]),
        deal10: await runScenario(browser, url, 'deal10', []),
        deal5000: await runScenario(browser, url, 'deal5000', longCellTargets()),
      };
      console.log(
        '\nDeal form, a list node of 5,000 rows (the rows in view drawn), beside a bare input, headless Chromium\n',
      );
      console.log(longTableTable(figures));
    }
    if (browser && runs('designer')) {
      console.log(`\nchromium ${browser.version()}: the designer on the largest shipped descriptor…`);
      const figures = await runDesignerBench(browser, url);
      console.log(
        '\n设计 vs 源码: one column title of orderHandle (32 kB) changed, change → painted frame of the preview; ' +
          '源码 without its quiet time after a keystroke (CHECK_DELAY_MS), headless Chromium\n',
      );
      console.log(designerTable(figures));
    }
    if (browser && runs('deal2207')) {
      console.log(`\nchromium ${browser.version()}: 2207 and 2207 with 20 extension fields…`);
      const figures = {
        floor: await runScenario(browser, url, 'floor', [
          { at: { id: 'floor_input' }, text: LETTERS.repeat(2) },
        ]),
        plain: await runScenario(browser, url, 'deal2207', deal2207Targets()),
        extended: await runScenario(browser, url, 'deal2207ext', deal2207Targets()),
      };
      console.log(
        '\n交易目录: the deal form of 2207 published with 20 extension fields beside 2207, headless Chromium\n',
      );
      console.log(deal2207Table(figures));
    }
    if (runs('meta')) {
      console.log('\nmeta: /commondeal/meta of 2207, shipped then published with 20 extension fields…');
      const figures = await runMetaBench();
      console.log('\n交易目录: POST /commondeal/meta, autocannon on loopback, PGlite, same app and run\n');
      console.log(metaTable(figures));
    }
    if (runs('convert')) {
      const { source, deals } = await loadCatalogue();
      const conversions = convertCatalogue(deals);
      console.log(`\n(c) catalogue of ${source} (${deals.length} deals) + the 300-field deal, in Node, ms\n`);
      console.log(conversionTable(conversions));
    }
    if (browser && runs('bundle')) {
      console.log(
        '\n(d) the console: JS each page loads until usable, split build vs the same sources in one chunk\n',
      );
      console.log(bundleTable(await measureBundles(browser)));
    }
    if (runs('server')) {
      console.log('\nserver: seeding and loading the lists…');
      const servers = await runServerBench();
      console.log(
        `\n(e) server: autocannon, 100 connections, loopback, ${SEEDED.toLocaleString('en')} users and menus; ` +
          'floor: a bare Fastify answering the same bodies from memory, same run\n',
      );
      console.log(serverTable(servers));
    }
    if (runs('scale')) {
      console.log("\nscale: memory at rest and start, then a province's volume on each database…");
      const rest = await restFigures();
      const figures = await runScaleBench();
      console.log(
        '\n(f) scale: one client and 100 connections of a mixed workload (list cache mostly missing, one request ' +
          'in ten a write); floor: a bare Fastify answering the same calls from memory, same run\n',
      );
      console.log(scaleTables(figures, rest));
    }
    // Seeding a million rows takes minutes: asked for by name only (BENCH_ONLY=export).
    if (only.has('export')) {
      console.log('\n(g) streamed exports: a million rows of 交易日志, xlsx and csv, through HTTP\n');
      await runExportBench();
    }
    console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser?.close();
    server?.close();
    await rm(out, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
