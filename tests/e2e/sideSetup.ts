import type { TestProject } from 'vitest/node';
import { SESSIONS_IDLE_SECONDS, startServer, type Started } from './globalSetup';

/**
 * The servers of the `side` lane (tests/e2e/vitest.config.ts), which runs beside the journeys' lane:
 * the sessions journeys' server (its sessions live SESSIONS_IDLE_SECONDS idle) and one for the lane's
 * other files. Each lane has servers of its own, so that no journey sees another lane's work.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = await Promise.allSettled([
    startServer('sessions', 19000, { TOKEN_TTL_MINUTES: String(SESSIONS_IDLE_SECONDS / 60) }),
    startServer('side', 20000, {}),
  ]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((s: Started) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('sessionsBaseUrl', servers[0]!.base);
  project.provide('baseUrl', servers[1]!.base);
  return teardown;
}
