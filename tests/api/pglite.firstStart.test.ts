/**
 * A first start on a new data directory rests as small as a restart (docs/performance.md, Memory at
 * rest). initdb runs in a WebAssembly instance of its own (about 400 MB); inside the server's process it
 * stayed until a full GC of the database's thread, which an idle server does not make, and the first start
 * rested at 730–800 MB against 230–280 MB for a restart on the same directory. The cluster is now created
 * by a process of its own that exits when it is made.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDb } from '../../server/db';
import { BOOT_TIMEOUT } from './helpers';

const MB = 1024 * 1024;
const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('a new data directory', () => {
  // Opening an existing directory grows the process by 100–150 MB (PGlite's code, its buffers and
  // catalogue); with initdb inside the process it grew by 280–300 MB in the worker thread and about
  // 580 MB on the calling thread.
  it.each([
    ['in its worker thread', true],
    ['on the calling thread', false],
  ])(
    'is created by a process of its own: opening it %s grows the process by what a restart costs, not by initdb',
    async (_where, worker) => {
      const root = await mkdtemp(join(tmpdir(), 'yb-first-'));
      roots.push(root);
      const dir = join(root, 'pgdata');
      const before = process.memoryUsage().rss;
      const db = await createPgliteDb(dir, { worker });
      try {
        const grown = (process.memoryUsage().rss - before) / MB;
        expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
        expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
        expect(grown).toBeLessThan(200);
      } finally {
        await db.close();
      }
    },
    BOOT_TIMEOUT,
  );
});
