import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './tools/validators/precompiledValidators';
import { EMBEDDED_ONLY, ON_POSTGRES } from './tests/api/postgresPass';

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
 * The API files of this run: all of them on the embedded database; with DATABASE_URL, all but those that
 * open the embedded database themselves; the PostgreSQL pass of CI (`npm run test:pg`, API_TESTS=postgres)
 * only those whose behaviour depends on the driver or on real concurrency (tests/api/postgresPass.ts).
 */
const apiFiles = () => {
  if (process.env.API_TESTS === 'postgres') return { include: Object.keys(ON_POSTGRES), exclude: [] };
  return { include: ['tests/api/**/*.test.ts'], exclude: process.env.DATABASE_URL ? [...EMBEDDED_ONLY] : [] };
};

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
          ...apiFiles(),
          testTimeout: 30_000,
          // The API files share one module graph per worker, as the component tests do: each file's
          // import of the server (Fastify, the routes, the validators) was evaluated again per file,
          // over 40% of the project's time. Every file builds its own app, database and servers, and
          // restores what it changes in process.env; none mocks a module.
          isolate: false,
        },
      },
    ],
  },
});
