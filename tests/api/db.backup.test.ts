/**
 * `npm run db:backup` and `npm run db:restore` (docs/operations.md, Backups of the embedded database): the
 * running server, which holds the data directory, takes the backup itself (its socket `backup.sock`), while
 * writes go on; restored into an empty data directory it holds every write acknowledged before the backup
 * began, and each transaction whole or not at all. A data directory that is not empty is refused.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type PgliteDb } from '../../server/db';
import { BackupRefused, backupTo, restoreFrom, serveBackups } from '../../server/db/backup';
import { runDb } from '../../server/dbCommand';
import { start } from '../../server/start';
import { BOOT_TIMEOUT } from './helpers';

let root: string;
let dataDir: string;
let db: PgliteDb;
let stopServing: () => Promise<void>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'yb-backup-'));
  dataDir = join(root, 'data');
  db = await createPgliteDb(join(dataDir, 'pgdata'));
  await db.exec(`create table writes (id int primary key, note text not null);
                 create table write_count (n int not null); insert into write_count values (0);`);
  stopServing = await serveBackups(db, dataDir);
}, 3 * BOOT_TIMEOUT);

afterAll(async () => {
  await stopServing?.();
  await db?.close();
  await rm(root, { recursive: true, force: true });
});

describe('a backup of the embedded database while it is written to', () => {
  it(
    'restored into an empty data directory, holds every write acknowledged before the backup began',
    async () => {
      const acknowledged: number[] = [];
      let stop = false;
      // Two writers, each write one transaction of two statements (a row and the counter).
      const writer = async (k: number) => {
        for (let i = 0; !stop; i++) {
          const id = i * 2 + k;
          await db.tx(async (t) => {
            await t.query('insert into writes (id, note) values ($1, $2)', [id, `第 ${id} 次写入`]);
            await t.query('update write_count set n = n + 1');
          });
          acknowledged.push(id);
        }
      };
      const writing = [writer(0), writer(1)];
      while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
      const before = [...acknowledged];
      const file = join(root, 'backups', 'b.tar.gz');
      // The data directory is held by this process (a second open is refused): the backup comes from the socket.
      const taken = await backupTo(dataDir, file);
      const during = acknowledged.length;
      stop = true;
      await Promise.all(writing);
      expect(taken.fromServer).toBe(true);
      expect(during).toBeGreaterThan(before.length);

      const restoredDir = join(root, 'restored');
      expect(await restoreFrom(restoredDir, file)).toEqual({ tables: 2 });
      const restored = await createPgliteDb(join(restoredDir, 'pgdata'));
      try {
        const ids = new Set(
          (await restored.query<{ id: number }>('select id from writes')).rows.map((r) => r.id),
        );
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        const { rows } = await restored.query<{ n: number }>('select n from write_count');
        expect(rows[0]!.n).toBe(ids.size);
      } finally {
        await restored.close();
      }
    },
    4 * BOOT_TIMEOUT,
  );

  it('is refused into a data directory that is not empty, which stays as it was', async () => {
    const file = join(root, 'backups', 'b.tar.gz');
    const err = await restoreFrom(dataDir, file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BackupRefused);
    expect((err as Error).message).toBe(
      `数据目录 ${join(dataDir, 'pgdata')} 不是空的：恢复只写入空的数据目录。请换一个 DATA_DIR，或先停止服务并移走该目录。`,
    );
    expect((await db.query<{ n: number }>('select count(*)::int as n from write_count')).rows).toEqual([
      { n: 1 },
    ]);
  });

  it(
    'npm run db:backup without a running server opens the data directory itself',
    async () => {
      const quiet = join(root, 'quiet');
      const other = await createPgliteDb(join(quiet, 'pgdata'));
      await other.exec('create table t (id int); insert into t values (1)');
      await other.close();
      const lines: string[] = [];
      const io = {
        env: { DATA_DIR: quiet },
        print: (l: string) => lines.push(l),
        error: (l: string) => lines.push(l),
      };
      expect(await runDb(['backup', '--out', join(root, 'quiet.tar.gz')], io)).toBe(0);
      expect(lines[0]).toBe(
        `已备份嵌入式数据库 ${join(quiet, 'pgdata')} → ${join(root, 'quiet.tar.gz')}（${lines[0]!.match(/（([\d.]+ MB)/)![1]}，服务未运行，直接读取数据目录）`,
      );
      expect(existsSync(join(root, 'quiet.tar.gz'))).toBe(true);
      expect(await runDb(['restore', join(root, 'quiet.tar.gz')], { ...io, env: { DATA_DIR: quiet } })).toBe(
        1,
      );
      expect(lines.at(-1)).toBe(
        `数据目录 ${join(quiet, 'pgdata')} 不是空的：恢复只写入空的数据目录。请换一个 DATA_DIR，或先停止服务并移走该目录。`,
      );
    },
    2 * BOOT_TIMEOUT,
  );

  it(
    'npm run db:backup beside a running server: the server takes it, and removes its socket when it stops',
    async () => {
      const serverDir = join(root, 'server');
      const started = await start({
        env: { DATA_DIR: serverDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' },
        print: () => undefined,
        logger: { stream: { write: () => undefined } },
      });
      const lines: string[] = [];
      const io = {
        env: { DATA_DIR: serverDir },
        print: (l: string) => lines.push(l),
        error: (l: string) => lines.push(l),
      };
      try {
        expect(await runDb(['backup', '--out', join(root, 'server.tar.gz')], io)).toBe(0);
      } finally {
        await started.close();
      }
      expect(lines[0]).toMatch(/（[\d.]+ MB，由运行中的服务生成）$/);
      expect(existsSync(join(serverDir, 'backup.sock'))).toBe(false);
    },
    3 * BOOT_TIMEOUT,
  );
});
