import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tools/chromium/launch';

/** The shared launcher (tools/chromium/launch.ts), plus the flags in BENCH_CHROME_ARGS. */
export function launch(): Promise<Browser> {
  return launchChromium({ args: (process.env.BENCH_CHROME_ARGS ?? '').split(' ').filter(Boolean) });
}

export interface RunResult {
  /** Median first render over `MOUNTS` fresh pages. */
  firstRender: number;
  /** keydown → the next frame after the commit, painted (a task after its animation frame). */
  samples: number[];
  /** keydown → the input event handled (the page's work, before the frame). */
  commits: number[];
}

/**
 * What to type where: an input id, or the index-th input whose id ends with a suffix (after clicking
 * `click` first, e.g. a pager's page).
 */
export type Target = { id: string } | { suffix: string; index: number; click?: string };

/** First renders are timed on this many fresh pages (the median is kept); the last one is typed into. */
const MOUNTS = 3;

/** Opens the page, mounts a scenario, types into the targets one key at a time, returns the timings. */
export async function runScenario(
  browser: Browser,
  url: string,
  name: string,
  targets: { at: Target; text: string }[],
): Promise<RunResult> {
  const renders: number[] = [];
  for (let i = 1; i < MOUNTS; i++) {
    const page = await open(browser, url);
    renders.push(await page.evaluate((n) => window.bench.mount(n), name));
    await page.close();
  }
  const page = await open(browser, url);
  try {
    renders.push(await page.evaluate((n) => window.bench.mount(n), name));
    const firstRender = renders.sort((a, b) => a - b)[Math.floor(renders.length / 2)] ?? Number.NaN;
    await settle(page);
    await page.evaluate(() => window.bench.clear());
    for (const { at, text } of targets) await typeInto(page, await idOf(page, at), text);
    const samples = await page.evaluate(() => [...window.bench.samples]);
    const commits = await page.evaluate(() => [...window.bench.commits]);
    return { firstRender, samples, commits };
  } finally {
    await page.close();
  }
}

async function open(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(() => Boolean(window.bench));
  return page;
}

async function idOf(page: Page, at: Target): Promise<string> {
  if ('id' in at) return at.id;
  if (at.click) {
    await page.click(at.click);
    await settle(page);
  }
  const ids = await page.evaluate((s) => window.bench.ids(s), at.suffix);
  const id = ids[at.index];
  if (!id) throw new Error(`no input ending with ${at.suffix} at ${at.index}`);
  return id;
}

/** Lets the page finish its work (styles, effects) before measuring. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.bench.frames(10));
  await page.waitForTimeout(300);
}

/**
 * Scrolls the input into view (mounting its group if the form mounts groups near the viewport) and
 * lets the page settle (ten frames: what the scroll brought in is drawn, as before a user's first
 * key), then types one key at a time: each key waits for its latency sample and two quiet frames.
 */
async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await page.evaluate((i) => window.bench.reveal(i), id);
  await page.focus(`[id="${id}"]`);
  await page.evaluate(() => window.bench.frames(10));
  for (const ch of text) {
    const before = await page.evaluate(() => window.bench.samples.length);
    await page.keyboard.press(ch);
    await page.evaluate((n) => window.bench.sampled(n), before);
  }
}
