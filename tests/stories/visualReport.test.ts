import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AxeFinding } from '../storiesBrowser/axeCheck';
import { reportMessage } from '../storiesBrowser/reportCommand';
import { HOW_TO_GET_A_REPORT } from '../storiesBrowser/reportSummary';
import { compareWithBaseline, keepFailure, writeBaseline } from '../storiesBrowser/visual';
import { writeReport, type ReviewRun } from '../storiesBrowser/visualReport';

/** A white picture 60 × 40, with a black 10 × 10 square at (x, y) when given. */
function picture(square?: { x: number; y: number }): Buffer {
  const png = new PNG({ width: 60, height: 40 });
  png.data.fill(255);
  for (let y = 0; square && y < 10; y++) {
    const start = ((square.y + y) * 60 + square.x) * 4;
    for (let i = start; i < start + 40; i += 4) png.data.fill(0, i, i + 3);
  }
  return PNG.sync.write(png);
}

const ID = 'blocks-actions-按钮组--filled';
const FINDING: AxeFinding = {
  rule: 'color-contrast',
  impact: 'serious',
  help: '元素必须在前景色和背景色之间有足够的颜色对比度',
  target: '.ant-btn-primary',
  html: '<button class="ant-btn-primary">删除</button>',
  summary: '修复以下问题：\n  元素的颜色对比度不足 3.26',
};
const DRAWN_WITH = {
  chromium: '156.0.8078.108',
  font: 'WenQuanYi Micro Hei',
  fontFile: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
};

let baselines: string;
let results: string;
beforeEach(() => {
  baselines = mkdtempSync(join(tmpdir(), 'baselines-'));
  results = mkdtempSync(join(tmpdir(), 'visual-'));
});
afterEach(() => {
  rmSync(baselines, { recursive: true, force: true });
  rmSync(results, { recursive: true, force: true });
});

const run = (over: Partial<ReviewRun>): ReviewRun => ({
  date: new Date('2026-03-16T02:00:00Z'),
  checked: 3,
  stories: [],
  drawnWith: DRAWN_WITH,
  chromium: DRAWN_WITH.chromium,
  ...over,
});

/** The report's page as the browser reads it (its script not run). */
function openReport(): Document {
  return new DOMParser().parseFromString(readFileSync(join(results, 'index.html'), 'utf8'), 'text/html');
}

/** A story whose screenshot changed, through the check's own code: baseline, comparison, kept pictures. */
function changedStory(name = 'Filled') {
  writeBaseline(ID, picture(), baselines);
  const verdict = compareWithBaseline(ID, picture({ x: 20, y: 10 }), baselines);
  keepFailure(ID, picture({ x: 20, y: 10 }), verdict, { baselines, results });
  return { id: ID, title: '区块/按钮组', name, verdict, findings: [FINDING], problems: [] };
}

describe('截图审阅报告（docs/design-checks.md）', () => {
  it('列出截图有变化的故事：基线、现在与差异三张图并排，附无障碍问题与接受命令', () => {
    const story = changedStory();
    expect(story.verdict).toMatchObject({ kind: 'changed', pixels: 100 });
    writeReport(results, run({ stories: [story] }));
    const doc = openReport();

    expect(doc.querySelector('header p')?.textContent).toBe(
      '2026-03-16 10:00（北京时间）检查了 3 个故事：1 个截图有变化。',
    );
    const article = doc.getElementById(`story-${ID}`);
    expect(article?.querySelector('h3')?.textContent).toBe('区块/按钮组 › Filled');
    expect(article?.querySelector('.meta')?.textContent).toContain('100 个像素与基线不同（允许 10）');
    const figures = [...(article?.querySelectorAll('figure') ?? [])].map((f) => ({
      caption: f.querySelector('figcaption')?.textContent,
      file: decodeURIComponent(f.querySelector('img')?.getAttribute('src') ?? ''),
    }));
    expect(figures).toEqual([
      { caption: '基线（预期）', file: `${ID}.expected.png` },
      { caption: '现在（实际）', file: `${ID}.actual.png` },
      { caption: '差异（红色为不同的像素）', file: `${ID}.diff.png` },
    ]);
    for (const { file } of figures) expect(existsSync(join(results, file)), file).toBe(true);
    expect(article?.querySelector('.accept code')?.textContent).toBe(
      `npm run stories:baseline -- -t "${ID}"`,
    );
    const finding = article?.querySelector('.finding');
    expect(finding?.querySelector('p')?.textContent).toBe(
      '严重 color-contrast：元素必须在前景色和背景色之间有足够的颜色对比度',
    );
    expect(finding?.querySelector('pre')?.textContent).toBe('<button class="ant-btn-primary">删除</button>');
  });

  it('没有变化时说没有变化', () => {
    writeReport(results, run({ stories: [] }));
    expect(openReport().querySelector('header .ok')?.textContent).toBe(
      '没有截图变化：检查的 3 个故事都与基线相同，也没有无障碍或其他问题。',
    );
    expect(openReport().querySelectorAll('article')).toHaveLength(0);
  });

  it('故事名、axe 的文字与它引用的标记都作为文字显示，不成为 HTML', () => {
    writeReport(results, run({ stories: [changedStory('<img src=x onerror="alert(1)">')] }));
    const doc = openReport();
    expect(doc.querySelectorAll('img[onerror], button')).toHaveLength(0);
    expect(doc.querySelector('article h3')?.textContent).toBe('区块/按钮组 › <img src=x onerror="alert(1)">');
  });

  it('本机的 Chromium 不是基线的版本时，在每个截图差异旁说明', () => {
    writeReport(results, run({ stories: [changedStory()], chromium: '157.0.1.2' }));
    const note =
      '注意：基线用 Chromium 156.0.8078.108 绘制，本机是 Chromium 157.0.1.2，差异可能只是浏览器版本不同；' +
      '看过图确认后用 npm run stories:baseline 按本机重画基线';
    expect(openReport().querySelector('article .warn')?.textContent).toBe(note);
    expect(JSON.parse(readFileSync(join(results, 'summary.json'), 'utf8'))).toMatchObject({
      browserNote: note,
    });
  });

  it('npm run stories:report 给出报告的链接，没有报告时说怎样生成', () => {
    expect(reportMessage(results)).toEqual({ found: false, text: HOW_TO_GET_A_REPORT });
    writeReport(results, run({ stories: [changedStory()] }));
    const { found, text } = reportMessage(results);
    expect(found).toBe(true);
    expect(text).toContain('截图审阅报告：2026-03-16 10:00（北京时间）检查了 3 个故事：1 个截图有变化。');
    expect(text).toContain(`在浏览器中打开：file://${results}/index.html`);
  });
});
