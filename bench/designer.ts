import type { Browser } from 'playwright-core';
import { met } from './report';
import { ms, percentile, table } from './stats';

/** Selecting a node and changing a property redraws the preview within this (ms, p95). */
export const TARGET_DESIGN_MS = 50;
/** Changes timed per path, after the warm-up ones. */
const CHANGES = 30;
const WARM_UP = 3;

type Kind = 'design' | 'designText' | 'source';
export type DesignerFigures = Record<Kind, number[]>;

/**
 * The designer's redraw on the largest shipped descriptor (bench/page/designer.tsx), in headless
 * Chromium: the same column title changed `CHANGES` times by each path, the paths taking turns so that
 * the machine's load falls on each alike.
 */
export async function runDesignerBench(browser: Browser, url: string): Promise<DesignerFigures> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.goto(url);
    await page.waitForFunction(() => Boolean(window.bench));
    await page.evaluate(() => window.bench.designer.mount());
    const kinds: Kind[] = ['design', 'designText', 'source'];
    const figures: DesignerFigures = { design: [], designText: [], source: [] };
    for (let i = 0; i < WARM_UP + CHANGES; i++) {
      for (const kind of kinds) {
        const took = await page.evaluate((k) => window.bench.designer.change(k), kind);
        if (i >= WARM_UP) figures[kind].push(took);
        await page.evaluate(() => window.bench.frames(2));
      }
    }
    return figures;
  } finally {
    await page.close();
  }
}

const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(3)}×` : '—');

/** One row per path: p50 and p95 from the change to the painted frame, and the ratio to 源码's p95. */
export function designerTable(f: DesignerFigures): string {
  const p95 = (xs: number[]) => percentile(xs, 95);
  const row = (label: string, xs: number[], target = '') => [
    label,
    ms(percentile(xs, 50)),
    ms(p95(xs)),
    ratio(p95(xs), p95(f.source)),
    target,
  ];
  return table(
    ['change → painted frame, ms', 'p50', 'p95', 'vs 源码 (p95)', 'target'],
    [
      row(
        '设计：选中节点后改属性，预览重绘',
        f.design,
        `≤ ${TARGET_DESIGN_MS} ms: ${met(p95(f.design) <= TARGET_DESIGN_MS)}`,
      ),
      row('设计：同上，并写回源码文本、检查（标出问题）', f.designText),
      row('源码：键入同样的修改，预览重绘', f.source),
    ],
  );
}
