/**
 * The designer's seven journeys (designer.e2e.ts) again, on a server whose database is PostgreSQL
 * (E2E_DATABASE_URL; sideSetup.ts makes a fresh database for the run). Without it they are skipped.
 */
import { describe, inject, it } from 'vitest';
import { pointAtServer } from './browser';

const server = inject('pgBaseUrl');
if (server) {
  pointAtServer(server);
  await import('./designer.e2e');
} else {
  describe.skip('设计旅程（PostgreSQL）', () => {
    it('需要 E2E_DATABASE_URL（PostgreSQL 连接串）', () => undefined);
  });
}
