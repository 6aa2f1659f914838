import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './tools/validators/precompiledValidators';

/** A project of component tests (jsdom). */
const uiProject = (test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }) => ({
  extends: true as const,
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 45_000,
    // tests/setup.ts preloads the lazy form widgets before each file: over 10 s on a loaded 2-core CI.
    hookTimeout: 60_000,
    ...test,
  },
});

/**
 * API test files that open the embedded database themselves, or none, whatever the suite's database: the
 * PostgreSQL pass (`npm run test:pg`, DATABASE_URL set) would only run them again.
 */
const EMBEDDED_ONLY = [
  'tests/api/admin.cli.test.ts',
  'tests/api/production.start.test.ts',
  'tests/api/pglite.worker.test.ts',
  'tests/api/pglite.firstStart.test.ts',
  'tests/api/db.backup.test.ts',
  'tests/api/twoInstances.pgliteLock.test.ts',
  'tests/api/likePattern.test.ts',
  'tests/api/openapi.drift.test.ts',
  'tests/api/routes.schemaOnce.test.ts',
  'tests/api/runtime.noTsx.test.ts',
  'tests/api/build.inputs.test.ts',
];

/**
 * Unit and component tests. jsdom for the engine, widgets and stories; node for the API tests.
 * The end-to-end suite has its own config (tests/e2e/vitest.config.ts).
 */
export default defineConfig({
  plugins: [react(), precompiledValidators()],
  test: {
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    // One test file per core. Vitest's default leaves one core free (one worker on the 2-core CI, where
    // the files then ran one after another); the files wait on timers, sockets and the database
    // threads often enough that a second worker halves the suite's time there.
    maxWorkers: '100%',
    projects: [
      // Component and engine tests share one module graph and one jsdom per worker (no isolation):
      // each file's imports of antd, RJSF and the engine were evaluated again per file, over half the
      // suite's time. tests/setup.ts still runs before every file and Testing Library unmounts after
      // each test. A file that mocks a module or replaces a global is named *.isolated.test.tsx and
      // runs in the isolated project below, so it neither misses its mock nor leaks it.
      uiProject({
        name: 'ui',
        include: ['tests/{widgets,stories,engine}/**/*.test.{ts,tsx}'],
        exclude: ['**/*.isolated.test.{ts,tsx}'],
        isolate: false,
      }),
      uiProject({
        name: 'ui-isolated',
        include: ['tests/{widgets,stories,engine}/**/*.isolated.test.{ts,tsx}'],
      }),
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: process.env.DATABASE_URL ? EMBEDDED_ONLY : [],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
