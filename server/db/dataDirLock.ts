/**
 * One process per PGlite data directory. PGlite is a single-user PostgreSQL without shared memory: a
 * second process opening the same directory runs beside the first on the same files (writes get lost
 * or corrupt the cluster; during initdb the second crashes with an ErrnoError). The owner holds the
 * lock `<dir>.lock` (proper-lockfile: an atomic mkdir whose time the owner touches every few seconds,
 * removed at exit) and names itself in `<dir>.owner` (pid, host, and the lock it belongs to); a second
 * process refuses to start with a clear message while the lock is live. A lock is stale when it has not
 * been touched for STALE_MS (another host, or a reused pid), or at once when its owner is gone (same
 * host, no such pid; or our own pid, as after a container restart).
 */
import { mkdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { lock } from 'proper-lockfile';

export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 30_000;

/** What `<dir>.owner` holds: who took the lock whose inode is `lock`. */
export interface Owner {
  pid: number;
  host: string;
  lock: number;
}

/** Lock files this process holds (a second open of one directory in one process is refused too). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner of the lock now at `lockPath`, when its owner file names that very lock. */
async function ownerOf(lockPath: string, ownerPath: string): Promise<{ owner?: Owner; ino?: number }> {
  const info = await stat(lockPath).catch(() => null);
  if (!info) return {};
  try {
    const owner = JSON.parse(await readFile(ownerPath, 'utf8')) as Owner;
    return owner.lock === info.ino ? { owner, ino: info.ino } : { ino: info.ino };
  } catch {
    return { ino: info.ino }; // being written just now
  }
}

/** The owner is gone: a pid of this host that no longer runs, or our own pid without the lock in hand. */
function ownerGone(lockPath: string, owner: Owner): boolean {
  if (owner.host !== hostname() || typeof owner.pid !== 'number') return false;
  if (owner.pid === process.pid) return !held.has(lockPath);
  return !alive(owner.pid);
}

/** The data directory is in use by another process: its message says what to do. */
export class DataDirLocked extends Error {}

function refusal(dir: string, path: string, owner?: Owner): Error {
  const who = owner ? `进程 ${owner.pid}（主机 ${owner.host}）` : '另一个进程';
  const hint =
    owner?.host === hostname()
      ? '请先停止该进程。'
      : `若该进程已退出，锁文件 ${path} 在 ${STALE_MS / 1000} 秒内失效，届时重新启动即可。`;
  return new DataDirLocked(
    `数据目录 ${dir} 正由${who}使用：嵌入式数据库 PGlite 只能由一个进程打开。` +
      `要运行多个实例，请让它们共用一个 PostgreSQL（设置 DATABASE_URL）。${hint}`,
  );
}

const isLocked = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ELOCKED';

/**
 * Before proper-lockfile the lock was a file holding its owner (pid, host): one left by a killed process
 * is removed (proper-lockfile removes only directories); one of a live owner refuses as before.
 */
async function clearFileLock(dir: string, lockPath: string): Promise<void> {
  const info = await stat(lockPath).catch(() => null);
  if (!info?.isFile()) return;
  const owner = await readFile(lockPath, 'utf8')
    .then((text) => ({ ...(JSON.parse(text) as Owner), lock: info.ino }))
    .catch(() => undefined);
  const gone = owner ? ownerGone(lockPath, owner) : false;
  if (!gone && Date.now() - info.mtimeMs <= STALE_MS) throw refusal(dir, lockPath, owner);
  await unlink(lockPath).catch(() => undefined);
}

/**
 * Takes the lock of the data directory `dir` (`<dir>.lock`) or throws the refusal in Chinese.
 * Answers the release function (proper-lockfile also releases it at process exit).
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`;
  const ownerPath = `${dir}.owner`;
  await mkdir(dirname(lockPath), { recursive: true });
  await clearFileLock(dir, lockPath);
  const take = () =>
    lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      update: HEARTBEAT_MS,
      // A heartbeat that could not touch the lock in time: the database stays open (heartbeat errors never stopped it).
      onCompromised: () => undefined,
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if (!isLocked(err)) throw err;
    const { owner, ino } = await ownerOf(lockPath, ownerPath);
    if (!owner || !ownerGone(lockPath, owner)) throw refusal(dir, lockPath, owner);
    // Break the lock of the gone owner, unless another process replaced it meanwhile.
    if ((await stat(lockPath).catch(() => null))?.ino === ino) await rmdir(lockPath).catch(() => undefined);
    try {
      release = await take();
    } catch (again) {
      if (!isLocked(again)) throw again;
      throw refusal(dir, lockPath, (await ownerOf(lockPath, ownerPath)).owner);
    }
  }
  held.add(lockPath);
  const mine: Owner = { pid: process.pid, host: hostname(), lock: (await stat(lockPath)).ino };
  await writeFile(ownerPath, JSON.stringify(mine), { mode: 0o600 });
  return async () => {
    held.delete(lockPath);
    await release().catch(() => undefined);
    const left = await readFile(ownerPath, 'utf8').catch(() => '');
    if (left === JSON.stringify(mine)) await unlink(ownerPath).catch(() => undefined);
  };
}
