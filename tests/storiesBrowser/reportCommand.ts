/**
 * `npm run stories:report`: where the last run's screenshot review report is, as a link to open, and
 * what it found; how to get one when there is none (docs/design-checks.md, 截图审阅报告).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  describeSummary,
  HOW_TO_GET_A_REPORT,
  REPORT_PAGE,
  SUMMARY_FILE,
  type ReportSummary,
} from './reportSummary';
import { RESULTS_DIR } from './visual';

/** What the command prints for the report folder `dir`, and whether there is a report. */
export function reportMessage(dir: string): { found: boolean; text: string } {
  const page = join(dir, REPORT_PAGE);
  const summaryFile = join(dir, SUMMARY_FILE);
  if (!existsSync(page) || !existsSync(summaryFile)) return { found: false, text: HOW_TO_GET_A_REPORT };
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as ReportSummary;
  const lines = [`截图审阅报告：${describeSummary(summary)}`];
  if (summary.browserNote) lines.push(summary.browserNote);
  lines.push(`在浏览器中打开：${pathToFileURL(page).href}`);
  lines.push('（npm run storybook 中也可从工具栏的「截图审阅报告」打开）');
  return { found: true, text: lines.join('\n') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { found, text } = reportMessage(RESULTS_DIR);
  console.log(text);
  process.exitCode = found ? 0 : 1;
}
