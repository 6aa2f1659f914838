import { defineConfig } from 'vitest/config';

/**
 * The designers' checks on every story in Debian's Chromium: axe and a screenshot compared with its
 * baseline (docs/design-checks.md). `npm run test:stories`; `npm run stories:baseline` writes baselines.
 */
export default defineConfig({
  test: {
    include: ['tests/storiesBrowser/**/*.browser.ts'],
    globalSetup: ['tests/storiesBrowser/globalSetup.ts'],
    environment: 'node',
    // Storybook's build (about 15 s, longer on a busy machine) runs in the global setup.
    hookTimeout: 180_000,
    testTimeout: 60_000,
    // Two stories at a time, each in a page of its own (stories.browser.ts).
    maxConcurrency: 2,
  },
});
