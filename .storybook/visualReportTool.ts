import { createElement as h, useCallback, useEffect, useState } from 'react';
import { Button, PopoverProvider } from 'storybook/internal/components';
import drawnWithRecord from '../tests/storiesBrowser/baselines/drawn-with.json';
import { describeDrawnWith, type DrawnWith } from '../tests/storiesBrowser/drawnWith';
import {
  describeSummary,
  HOW_TO_GET_A_REPORT,
  REPORT_PAGE,
  REPORT_URL_PATH,
  SUMMARY_FILE,
  type ReportSummary,
} from '../tests/storiesBrowser/reportSummary';

/** What the baselines were drawn with, as recorded when they were written. */
const drawnWith: DrawnWith = drawnWithRecord;
/** The report folder as Storybook serves it (main.ts staticDirs), from the page's own address. */
const reportUrl = (file: string) => `./${REPORT_URL_PATH}/${file}`;

/** The last run's summary; null when there is no report. Read again whenever the popover opens. */
function useReportSummary(): [ReportSummary | null | undefined, () => void] {
  const [summary, setSummary] = useState<ReportSummary | null>();
  const load = useCallback(() => {
    fetch(reportUrl(SUMMARY_FILE), { cache: 'no-store' })
      .then((res) => (res.ok ? (res.json() as Promise<ReportSummary>) : null))
      .catch(() => null)
      .then(setSummary);
  }, []);
  useEffect(load, [load]);
  return [summary, load];
}

const paragraph = (text: string, style: object = {}) =>
  h('p', { style: { margin: '0 0 8px', ...style } }, text);

function ReportPopover({ summary }: { summary: ReportSummary | null | undefined }) {
  const found = summary
    ? [
        paragraph(describeSummary(summary)),
        summary.browserNote ? paragraph(summary.browserNote, { color: '#ad4e00' }) : null,
        h(
          'p',
          { style: { margin: '0 0 8px' } },
          h('a', { href: reportUrl(REPORT_PAGE), target: '_blank', rel: 'noopener' }, '打开截图审阅报告'),
        ),
      ]
    : [paragraph(summary === null ? HOW_TO_GET_A_REPORT : '正在读取报告……')];
  return h(
    'div',
    { style: { maxWidth: 360, fontSize: 13, lineHeight: 1.6 } },
    h('strong', { style: { display: 'block', marginBottom: 8 } }, '截图审阅报告'),
    ...found,
    paragraph(`${describeDrawnWith(drawnWith)}。`, { margin: 0, opacity: 0.8 }),
  );
}

/**
 * The toolbar's 「截图审阅报告」: how many screenshots the last `npm run test:stories` found changed, a
 * link to its report, and what the baselines were drawn with (docs/design-checks.md).
 */
export function VisualReportTool() {
  const [summary, reload] = useReportSummary();
  const label = summary?.changed ? `截图审阅报告（${summary.changed}）` : '截图审阅报告';
  return h(
    PopoverProvider,
    {
      ariaLabel: '截图审阅报告',
      placement: 'bottom-end',
      padding: 12,
      onVisibleChange: (visible: boolean) => visible && reload(),
      popover: h(ReportPopover, { summary }),
    },
    h(Button, { variant: 'ghost', padding: 'small', ariaLabel: false }, label),
  );
}
