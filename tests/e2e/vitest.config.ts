import { defineConfig } from 'vitest/config';

/** End-to-end: Playwright driving Debian Chromium against the started server. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // A full page load now fetches the screen index and the screen's descriptor before its own calls:
    // on a busy 2-core machine the 1 s default of expect.poll is too tight for a first render.
    expect: { poll: { timeout: 5000 } },
  },
});
