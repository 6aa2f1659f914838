import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Unit and component tests. jsdom for the engine, widgets and stories; node for the API tests.
 * The end-to-end suite has its own config (tests/e2e/vitest.config.ts).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/{widgets,stories,engine}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          testTimeout: 45_000,
          // tests/setup.ts preloads the lazy form widgets before each file: over 10 s on a loaded 2-core CI.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
