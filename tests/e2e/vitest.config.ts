import { defineConfig } from 'vitest/config';

/**
 * The journeys that wait on the clock or need servers of their own (the sessions' short lifetime, the
 * designer's published screens), a few that need nothing of the journeys' server, and the
 * accessibility pass run one after another beside the rest.
 */
const SIDE = [
  'tests/e2e/sessions.e2e.ts',
  'tests/e2e/designer.e2e.ts',
  // The deal catalogue's journeys publish 2207 (its required extension field): on the designer's
  // PostgreSQL server where the run has one, else on this lane's, never on the journeys' server.
  'tests/e2e/dealStudio.e2e.ts',
  // A journey that needs nothing of the journeys' server (its screens folder, its slowed deals and
  // ledger): it runs here so that the two lanes take about as long (CI: the journeys 490 s and this
  // lane 590 s with the ticket and reversal journeys here too, about 540 s each without them).
  'tests/e2e/security.e2e.ts',
  // Read-only (axe on every screen), on the lane's embedded server.
  'tests/e2e/a11y.e2e.ts',
];

/**
 * End-to-end: Playwright driving Debian Chromium against started servers, in two lanes, each one file
 * at a time (docs/architecture.md, The end-to-end lanes): the journeys on their server, and the side
 * lane on its own (sideSetup.ts). `npm run test:e2e` (scripts/e2e.mjs) runs the two projects as two
 * Vitest runs at once: one run of both would take their files one after another.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A full page load now fetches the screen index and the screen's descriptor before its own calls:
    // on a busy 2-core machine the 1 s default of expect.poll is too tight for a first render.
    expect: { poll: { timeout: 5000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'journeys',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: SIDE,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'side',
          include: SIDE,
          globalSetup: ['tests/e2e/sideSetup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
