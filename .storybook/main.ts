import type { StorybookConfig } from '@storybook/react-vite';

/**
 * `npm run storybook`: every widget, block and screen story of `stories/`, and the docs-only pages of
 * the widgets without a story (`stories/docsOnly/*.mdx`, docs/design-checks.md 文档页).
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../stories/docsOnly/*.mdx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The accessibility panel (the suite's axe rules and exceptions) and the docs pages (docs/design-checks.md).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The docs page's entry in the sidebar (docs/design-checks.md, 文档页).
  docs: { defaultName: '文档' },
  core: { disableTelemetry: true },
};

export default config;
