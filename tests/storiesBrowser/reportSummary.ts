/**
 * Where the screenshot review report is and what its summary says (docs/design-checks.md, 截图审阅报告):
 * read by the stories check that writes it, `npm run stories:report` and Storybook's toolbar
 * (.storybook/manager.ts), which serves the folder (.storybook/main.ts). Plain data, no Node.
 */

/** The report's folder, from the repository's root (git-ignored, emptied at each run). */
export const RESULTS_FOLDER = 'test-results/visual';
/** The report itself and its summary in that folder. */
export const REPORT_PAGE = 'index.html';
export const SUMMARY_FILE = 'summary.json';
/** Where Storybook serves the folder, from its root. */
export const REPORT_URL_PATH = 'visual-report';

/** What a run found, in numbers. */
export interface ReportSummary {
  /** When the run ended, China time (2026-03-16 10:00). */
  date: string;
  /** Stories checked (all of them, or those `-t` picked). */
  checked: number;
  /** Stories whose screenshot is not their baseline (changed, another size, or none yet). */
  changed: number;
  /** Stories with another problem only (axe, English, an error, a picture that never settled). */
  otherProblems: number;
  /** Said when this machine's Chromium is not the baselines' (drawnWith.ts browserNote), else empty. */
  browserNote: string;
}

export const HOW_TO_GET_A_REPORT =
  '还没有截图审阅报告：运行 npm run test:stories 检查每个故事（Storybook 已构建时可加 STORIES_NO_BUILD=1 省去构建），' +
  `报告写在 ${RESULTS_FOLDER}/${REPORT_PAGE}。`;

/** One line: when, how many, what changed. */
export function describeSummary(summary: ReportSummary): string {
  const changed = summary.changed ? `${summary.changed} 个截图有变化` : '截图都与基线相同';
  const others = summary.otherProblems ? `，${summary.otherProblems} 个有其他问题` : '';
  return `${summary.date}（北京时间）检查了 ${summary.checked} 个故事：${changed}${others}。`;
}

/** A moment as China time, minutes: 2026-03-16 10:00. */
export const chinaTime = (date: Date) =>
  new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
