import type { StorybookConfig } from '@storybook/react-vite';

/** `npm run storybook`: every widget, block and screen story of `stories/`. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
