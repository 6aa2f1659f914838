import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { englishIn, ENGLISH_UI_TEXTS } from '../stories/english';
import { axeFindings, describeFinding, type AxeFinding } from './axeCheck';
import { AXE_EXCEPTIONS, VISUAL_EXCEPTIONS, hiddenInScreenshot, visualSkipped } from './exceptions';
import { readDrawnWith, recordDrawnWith } from './drawingTools';
import { browserNote } from './drawnWith';
import { settledScreenshot } from './screenshot';
import { launchBrowser, storyContext, StoryPage } from './storyPage';
import {
  BASELINE_DIR,
  compareWithBaseline,
  describeVerdict,
  keepFailure,
  RESULTS_DIR,
  staleBaselines,
  writeBaseline,
  type Verdict,
} from './visual';
import { writeReport, type ReviewedStory } from './visualReport';

const stories = inject('stories');
/** The English check (englishIn) as the page runs it, on the story's root. */
const IN_ENGLISH = `(${englishIn.toString()})(${JSON.stringify([...ENGLISH_UI_TEXTS])})`;
/**
 * The screen-error panel (页面出错了 / 页面加载失败) shows only in its own stories; a result block may be
 * an error on purpose (Result 结果: 失败), so the status class says nothing.
 */
const errorPanelExpected = new Set(
  stories.filter((s) => s.importPath.endsWith('/ErrorPanel.stories.tsx')).map((s) => s.id),
);
const update = inject('updateBaselines');
/** Two stories at a time (vitest.config.ts: maxConcurrency). */
const PAGES = 2;

let browser: Browser;
let context: BrowserContext;
const idle: StoryPage[] = [];
/** What the baselines were drawn with, and this machine's Chromium version. */
const drawnWith = readDrawnWith();
let chromium = '';

beforeAll(async () => {
  browser = await launchBrowser();
  chromium = browser.version();
  context = await storyContext(browser);
  for (let i = 0; i < PAGES; i++) {
    const page = new StoryPage(await context.newPage(), inject('storybookUrl'));
    await page.reload();
    idle.push(page);
  }
});
/** Stories that failed after another story and passed in a fresh page (an order the suite tolerates). */
const redrawn: string[] = [];
/** For the screenshot review report: how many stories were checked, those that failed, and whether baselines were written. */
let checked = 0;
const reviewed: ReviewedStory[] = [];
let wroteBaselines = false;
const storyById = new Map(stories.map((s) => [s.id, s]));

afterAll(async () => {
  if (redrawn.length) console.log(`在新页面中重画后通过的故事（${redrawn.length}）：${redrawn.join('、')}`);
  if (chromium) {
    if (wroteBaselines) recordDrawnWith(chromium);
    const order = stories.map((s) => s.id);
    reviewed.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    const run = { date: new Date(), checked, stories: reviewed, drawnWith: readDrawnWith(), chromium };
    console.log(`截图审阅报告：${pathToFileURL(writeReport(RESULTS_DIR, run)).href}`);
  }
  await browser?.close();
});

interface Outcome {
  error: string;
  /** What reads in English (antd's en_US, RJSF's built-in strings, Latin accessible names). */
  english: string[];
  findings: AxeFinding[];
  png: Buffer;
  stable: boolean;
  verdict: Verdict;
}

/** Draws the story (in a fresh document when `fresh`), then checks it with axe and screenshots it. */
async function look(page: StoryPage, storyId: string, fresh: boolean): Promise<Outcome> {
  if (fresh) await page.reload();
  let error = await page.show(storyId);
  await page.networkQuiet();
  await page.animationsDone();
  const english = await page.page.evaluate<string[]>(IN_ENGLISH);
  if (!error && !errorPanelExpected.has(storyId)) {
    const text = await page.page.locator('#storybook-root').textContent();
    if (/页面出错了|页面加载失败/.test(text ?? '')) error = `故事 ${storyId} 显示了页面出错面板`;
  }
  const { png, stable } = await settledScreenshot(page.page, hiddenInScreenshot(storyId));
  const findings = await axeFindings(page.page, storyId);
  const verdict: Verdict = visualSkipped(storyId) ? { kind: 'same' } : compareWithBaseline(storyId, png);
  return { error, english, findings, png, stable, verdict };
}

const failed = (o: Outcome) =>
  Boolean(o.error) || o.english.length > 0 || o.findings.length > 0 || !o.stable || o.verdict.kind !== 'same';

/**
 * What is wrong with the story, as a designer reads it; writes its baseline when updating, else keeps
 * its pictures for the report.
 */
function problemsOf(storyId: string, outcome: Outcome): string[] {
  const errors = outcome.error ? [outcome.error] : [];
  const said = outcome.english.map((e) => `故事 ${storyId} 中有英文：${e}`);
  let verdict: Verdict = { kind: 'same' };
  if (!outcome.stable && !visualSkipped(storyId))
    said.push(
      `故事 ${storyId} 的画面在 6 秒内没有稳定下来（两次截图不同）：在 tests/storiesBrowser/exceptions.ts 中写明截图时隐藏的部分及理由`,
    );
  else if (outcome.verdict.kind !== 'same') {
    if (update && !outcome.error) {
      writeBaseline(storyId, outcome.png);
      wroteBaselines = true;
    } else verdict = outcome.verdict;
  }
  const problems = [...errors, ...outcome.findings.map(describeFinding), ...said];
  if (verdict.kind !== 'same')
    problems.push(describeVerdict(storyId, verdict, browserNote(drawnWith, chromium)));
  if (problems.length) {
    keepFailure(storyId, outcome.png, verdict);
    const { title = '', name = '' } = storyById.get(storyId) ?? {};
    reviewed.push({
      id: storyId,
      title,
      name,
      verdict,
      findings: outcome.findings,
      problems: [...errors, ...said],
    });
  }
  return problems;
}

/**
 * One story's problems. A story that fails after the one before it was drawn in the same document is
 * drawn again in a fresh one, and that is what counts: what a story leaves behind never fails another,
 * and only a fresh picture is written as a baseline.
 */
async function check(storyId: string): Promise<string[]> {
  checked++;
  const page = idle.pop();
  if (!page) throw new Error('没有空闲的页面');
  try {
    let outcome = await look(page, storyId, false).catch(() => undefined);
    if (!outcome || failed(outcome)) {
      outcome = await look(page, storyId, true);
      if (!failed(outcome)) redrawn.push(storyId);
    }
    return problemsOf(storyId, outcome);
  } finally {
    idle.push(page);
  }
}

describe('设计检查：每个故事的无障碍与截图（docs/design-checks.md）', () => {
  it('找到了故事', () => expect(stories.length).toBeGreaterThan(100));

  it('每个例外的理由都写在 docs/design-checks.md 里', () => {
    const doc = readFileSync('docs/design-checks.md', 'utf8').replace(/\s+/g, ' ');
    const reasons = [...AXE_EXCEPTIONS, ...VISUAL_EXCEPTIONS].map((e) => e.reason);
    expect(reasons.filter((r) => !doc.includes(r.replace(/\s+/g, ' ')))).toEqual([]);
  });

  it('每个故事文件都有文档页，stories/docsOnly 中只有文档的每一页也在（docs/design-checks.md，文档页）', () => {
    const docs = new Set(inject('docsPages').map((d) => d.importPath));
    const files = new Set(stories.map((s) => s.importPath));
    for (const f of readdirSync('stories/docsOnly')) files.add(`./stories/docsOnly/${f}`);
    expect([...files].filter((f) => !docs.has(f))).toEqual([]);
  });

  it('没有已删除故事的基线', () => {
    const stale = staleBaselines(stories.map((s) => s.id));
    if (update) for (const file of stale) rmSync(join(BASELINE_DIR, file));
    else expect(stale, '这些故事已不存在：运行 npm run stories:baseline 删除其基线').toEqual([]);
  });

  describe.concurrent('每个故事', () => {
    for (const story of stories)
      it(`${story.title} › ${story.name} [${story.id}]`, async () => {
        expect(await check(story.id)).toEqual([]);
      });
  });
});
