/**
 * PGlite is one process's database. A second instance on the same data directory stops at
 * once with a clear message instead of running beside the first on the same files; a lock left by a
 * process that is gone does not stop the next start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPgliteDb } from '../../server/db';
import { DataDirLocked, lockDataDir, STALE_MS } from '../../server/db/dataDirLock';

let root: string;
let dir: string;
let lock: string;
let owner: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'yb-lock-'));
  dir = join(root, 'pgdata');
  lock = `${dir}.lock`;
  owner = `${dir}.owner`;
});
afterEach(() => rm(root, { recursive: true, force: true }));

const IN_USE =
  /^数据目录 .*pgdata 正由进程 \d+（主机 .+）使用：嵌入式数据库 PGlite 只能由一个进程打开。要运行多个实例，请让它们共用一个 PostgreSQL（设置 DATABASE_URL）。/;

/** A lock as another process leaves it: the lock itself, last touched `ageMs` ago, and its owner. */
async function lockOf(pid: number, host = hostname(), ageMs = 0): Promise<void> {
  await rm(lock, { recursive: true, force: true });
  await mkdir(lock);
  await writeFile(owner, JSON.stringify({ pid, host, lock: (await stat(lock)).ino }));
  const at = new Date(Date.now() - ageMs);
  await utimes(lock, at, at);
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('one process per PGlite data directory', () => {
  it('a second instance on a directory another live process holds stops at once with a clear message', async () => {
    await lockOf(process.ppid);
    await expect(createPgliteDb(dir)).rejects.toThrow(DataDirLocked);
    await expect(createPgliteDb(dir)).rejects.toThrow(IN_USE);
    expect(existsSync(dir)).toBe(false);
  });

  it('a second open in the same process is refused too; after release the directory opens again', async () => {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(IN_USE);
    await release();
    expect([existsSync(lock), existsSync(owner)]).toEqual([false, false]);
    await (
      await lockDataDir(dir)
    )();
  });

  it('a lock left by a process that is gone (no such pid on this host) is taken over', async () => {
    await lockOf(deadPid());
    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(owner, 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await release();
  });

  it('a fresh lock whose owner file names an older lock (its owner is still writing it) is not broken', async () => {
    await lockOf(deadPid());
    await writeFile(owner, JSON.stringify({ pid: deadPid(), host: hostname(), lock: -1 }));
    await expect(lockDataDir(dir)).rejects.toThrow(/正由另一个进程使用/);
  });

  it('a lock file of the earlier form (pid and host in a file) refuses while its owner lives, and is taken over once it is gone', async () => {
    await writeFile(lock, JSON.stringify({ pid: process.ppid, host: hostname(), nonce: 'other' }));
    await expect(lockDataDir(dir)).rejects.toThrow(IN_USE);
    await writeFile(lock, JSON.stringify({ pid: deadPid(), host: hostname(), nonce: 'other' }));
    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(owner, 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });

  it(`a lock from another host holds while its owner touches it, and is stale after ${STALE_MS / 1000} s without`, async () => {
    await lockOf(1, 'another-host');
    await expect(lockDataDir(dir)).rejects.toThrow(/正由进程 1（主机 another-host）使用/);
    await lockOf(1, 'another-host', STALE_MS + 1000);
    await (
      await lockDataDir(dir)
    )();
  });
});
