import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeFinding } from './axeCheck';
import { browserNote, describeDrawnWith, type DrawnWith } from './drawnWith';
import { REPORT_STYLE } from './reportStyle';
import { chinaTime, describeSummary, REPORT_PAGE, SUMMARY_FILE, type ReportSummary } from './reportSummary';
import { keptPictures, verdictSummary, type Verdict } from './visual';

/**
 * The screenshot review report (docs/design-checks.md, 截图审阅报告): one static page beside the pictures
 * the check keeps (visual.ts keepFailure), every story whose screenshot changed with its baseline, its
 * picture now and the difference side by side, and its axe findings and other problems. Every text in
 * it is escaped: story names, axe's messages and the markup it quotes are data, never HTML.
 */

/** A story that failed the check, as the report shows it. */
export interface ReviewedStory {
  id: string;
  title: string;
  name: string;
  /** Its screenshot against its baseline; `same` when only something else is wrong. */
  verdict: Verdict;
  findings: readonly AxeFinding[];
  /** What else is wrong (an error, English, a picture that never settled), as the check says it. */
  problems: readonly string[];
}

export interface ReviewRun {
  date: Date;
  /** Stories checked. */
  checked: number;
  /** The stories that failed, in Storybook's order. */
  stories: readonly ReviewedStory[];
  drawnWith: DrawnWith | undefined;
  /** This machine's Chromium version. */
  chromium: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe for HTML, in an element or an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A picture file's name as a link (story ids hold Chinese). */
const href = (file: string) => escapeHtml(encodeURIComponent(file));
/** The element id of a story's section. */
const anchor = (id: string) => escapeHtml(`story-${id}`);
/** The command that accepts one story's new picture. */
export const acceptCommand = (id: string) => `npm run stories:baseline -- -t "${id}"`;

export function summarize(run: ReviewRun): ReportSummary {
  const changed = run.stories.filter((s) => s.verdict.kind !== 'same').length;
  return {
    date: chinaTime(run.date),
    checked: run.checked,
    changed,
    otherProblems: run.stories.length - changed,
    browserNote: browserNote(run.drawnWith, run.chromium),
  };
}

const IMPACTS: Record<string, string> = {
  critical: '危急',
  serious: '严重',
  moderate: '中等',
  minor: '轻微',
};

function findingHtml(f: AxeFinding): string {
  return `<li class="finding">
  <p><span class="impact">${escapeHtml(IMPACTS[f.impact] ?? f.impact)}</span> <code>${escapeHtml(f.rule)}</code>：${escapeHtml(f.help)}</p>
  <p>元素 <code>${escapeHtml(f.target)}</code></p>
  <pre>${escapeHtml(f.html)}</pre>
  ${f.summary ? `<pre class="summary">${escapeHtml(f.summary)}</pre>` : ''}
</li>`;
}

function figure(caption: string, file: string | undefined): string {
  const body = file
    ? `<a href="${href(file)}" target="_blank" rel="noopener"><img src="${href(file)}" alt="${escapeHtml(caption)}" loading="lazy"></a>`
    : '<p class="none">无</p>';
  return `<figure><figcaption>${escapeHtml(caption)}</figcaption>${body}</figure>`;
}

const DIFF_CAPTIONS = {
  changed: '差异（红色为不同的像素）',
  size: '差异（尺寸不同，无法逐像素比较）',
  missing: '差异（没有基线，无从比较）',
} as const;

function picturesHtml(story: ReviewedStory): string {
  const kept = keptPictures(story.id);
  const { kind } = story.verdict;
  if (kind === 'same') return `<div class="pictures one">${figure('现在的截图', kept.actual)}</div>`;
  return `<div class="pictures">
  ${figure('基线（预期）', kind === 'missing' ? undefined : kept.expected)}
  ${figure('现在（实际）', kept.actual)}
  ${figure(DIFF_CAPTIONS[kind], kind === 'changed' ? kept.diff : undefined)}
</div>`;
}

function problemsHtml(story: ReviewedStory): string {
  const findings = story.findings.length
    ? `<ul class="findings">${story.findings.map(findingHtml).join('\n')}</ul>`
    : '<p class="ok">没有无障碍问题。</p>';
  const others = story.problems.length
    ? `<h4>其他问题</h4><ul>${story.problems.map((p) => `<li><pre>${escapeHtml(p)}</pre></li>`).join('')}</ul>`
    : '';
  return `<h4>无障碍检查（axe）</h4>${findings}${others}`;
}

function storyHtml(story: ReviewedStory, note: string): string {
  const changed = story.verdict.kind !== 'same';
  return `<article id="${anchor(story.id)}">
  <h3>${escapeHtml(story.title)} › ${escapeHtml(story.name)}</h3>
  <p class="meta"><code>${escapeHtml(story.id)}</code>${changed ? ` · ${escapeHtml(verdictSummary(story.verdict))}` : ''}<span class="open">
    · <a href="../?path=/story/${href(story.id)}" target="_top">在 Storybook 中打开</a></span></p>
  ${changed && note ? `<p class="warn">${escapeHtml(note)}</p>` : ''}
  ${picturesHtml(story)}
  ${changed ? `<p class="accept">改动无误时接受：<code>${escapeHtml(acceptCommand(story.id))}</code></p>` : ''}
  ${problemsHtml(story)}
</article>`;
}

function section(heading: string, stories: readonly ReviewedStory[], note: string): string {
  if (!stories.length) return '';
  const toc = stories
    .map((s) => `<li><a href="#${anchor(s.id)}">${escapeHtml(`${s.title} › ${s.name}`)}</a></li>`)
    .join('');
  return `<section><h2>${escapeHtml(`${heading}（${stories.length}）`)}</h2><ol class="toc">${toc}</ol>
${stories.map((s) => storyHtml(s, note)).join('\n')}</section>`;
}

function headerHtml(run: ReviewRun, summary: ReportSummary): string {
  const nothing =
    run.stories.length === 0
      ? `<p class="ok big">没有截图变化：检查的 ${run.checked} 个故事都与基线相同，也没有无障碍或其他问题。</p>`
      : '';
  return `<header>
  <h1>故事截图审阅报告</h1>
  <p>${escapeHtml(describeSummary(summary))}</p>
  <p>${escapeHtml(`${describeDrawnWith(run.drawnWith)}；本次用 Chromium ${run.chromium}。`)}</p>
  ${summary.browserNote ? `<p class="warn">${escapeHtml(summary.browserNote)}</p>` : ''}
  ${nothing}
  <p class="how">逐个看过下面的图：改动是想要的，就运行该故事下的命令（<code>${escapeHtml(acceptCommand('<故事 id>'))}</code>）
    只重画它的基线，或运行 <code>npm run stories:baseline</code> 重画所有有变化的故事；然后提交
    <code>tests/storiesBrowser/baselines/</code> 中的新基线。不是想要的，就修改代码后再运行 <code>npm run test:stories</code>。</p>
</header>`;
}

/** Pictures side by side fit the page; this switch shows them at their size, one under another. */
const NATURAL_SIZE =
  '<input type="checkbox" id="natural-size"><label for="natural-size">原大显示（三张图上下排列）</label>';

/** The report's page. */
export function reportHtml(run: ReviewRun): string {
  const summary = summarize(run);
  const changed = run.stories.filter((s) => s.verdict.kind !== 'same');
  const others = run.stories.filter((s) => s.verdict.kind === 'same');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>故事截图审阅报告</title>
<style>${REPORT_STYLE}</style>
</head>
<body>
${headerHtml(run, summary)}
<main>
${run.stories.length ? NATURAL_SIZE : ''}
${section('截图有变化的故事', changed, summary.browserNote)}
${section('截图以外有问题的故事', others, '')}
</main>
<script>if (location.protocol === 'file:') document.querySelectorAll('.open').forEach((a) => a.remove());</script>
</body>
</html>
`;
}

/** Writes the report and its summary into `dir` (beside the kept pictures); the page's path. */
export function writeReport(dir: string, run: ReviewRun): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, SUMMARY_FILE), `${JSON.stringify(summarize(run), null, 2)}\n`);
  const page = join(dir, REPORT_PAGE);
  writeFileSync(page, reportHtml(run));
  return page;
}
