import { defineConfig } from 'vitest/config';

/** End-to-end: Playwright driving Debian Chromium against the started server (DESIGN §8). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
