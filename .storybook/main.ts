import type { StorybookConfig } from '@storybook/react-vite';

/** `npm run storybook`: every widget, block and screen story of `stories/`. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The accessibility panel (the suite's axe rules and exceptions) and the docs pages (docs/design-checks.md).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
};

export default config;
