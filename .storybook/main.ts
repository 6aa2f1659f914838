import { mkdirSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import { REPORT_URL_PATH, RESULTS_FOLDER } from '../tests/storiesBrowser/reportSummary';

/**
 * The stories check's screenshot review report, served for the toolbar's 「截图审阅报告」 (manager.ts).
 * The folder is made when missing: Storybook refuses a static folder that does not exist, and a report
 * written while `npm run storybook` runs is then served at once.
 */
const REPORT_FOLDER = `../${RESULTS_FOLDER}`;
mkdirSync(new URL(`${REPORT_FOLDER}/`, import.meta.url), { recursive: true });

/**
 * `npm run storybook`: every widget, block and screen story of `stories/`, and the docs-only pages of
 * the widgets without a story (`stories/docsOnly/*.mdx`, docs/design-checks.md 文档页).
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../stories/docsOnly/*.mdx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The accessibility panel (the suite's axe rules and exceptions) and the docs pages (docs/design-checks.md).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: [{ from: REPORT_FOLDER, to: `/${REPORT_URL_PATH}` }],
  // The docs page's entry in the sidebar (docs/design-checks.md, 文档页).
  docs: { defaultName: '文档' },
  core: { disableTelemetry: true },
};

export default config;
