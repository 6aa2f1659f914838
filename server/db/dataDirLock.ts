/**
 * One process per PGlite data directory. PGlite is a single-user PostgreSQL without shared memory: a
 * second process opening the same directory runs beside the first on the same files (writes get lost
 * or corrupt the cluster; during initdb the second crashes with an ErrnoError). The owner keeps
 * `<dir>.lock` (its pid, host and a nonce) and touches it every few seconds; a second process refuses
 * to start with a clear message while the lock is live. A lock is stale when its process is gone (same
 * host, no such pid; or our own pid, as after a container restart) or when it has not been touched for
 * STALE_MS (another host, or a reused pid).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 30_000;

interface Holder {
  pid: number;
  host: string;
  nonce: string;
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

async function readHolder(path: string): Promise<{ text: string; holder?: Holder; mtimeMs: number } | null> {
  try {
    const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    let holder: Holder | undefined;
    try {
      holder = JSON.parse(text) as Holder;
    } catch {
      holder = undefined;
    }
    return { text, holder, mtimeMs: info.mtimeMs };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function isStale(path: string, current: { holder?: Holder; mtimeMs: number }): boolean {
  if (Date.now() - current.mtimeMs > STALE_MS) return true;
  const h = current.holder;
  if (!h || typeof h.pid !== 'number') return false; // being written just now
  if (h.host !== hostname()) return false;
  if (h.pid === process.pid) return !held.has(path);
  return !alive(h.pid);
}

/** The data directory is in use by another process: its message says what to do. */
export class DataDirLocked extends Error {}

function refusal(dir: string, path: string, holder?: Holder): Error {
  const who = holder ? `进程 ${holder.pid}（主机 ${holder.host}）` : '另一个进程';
  const hint =
    holder?.host === hostname()
      ? '请先停止该进程。'
      : `若该进程已退出，锁文件 ${path} 在 ${STALE_MS / 1000} 秒内失效，届时重新启动即可。`;
  return new DataDirLocked(
    `数据目录 ${dir} 正由${who}使用：嵌入式数据库 PGlite 只能由一个进程打开。` +
      `要运行多个实例，请让它们共用一个 PostgreSQL（设置 DATABASE_URL）。${hint}`,
  );
}

/** Removes a stale lock, unless someone replaced it meanwhile (compare-and-delete under `.break`). */
async function breakStale(path: string, staleText: string): Promise<void> {
  const breaker = `${path}.break`;
  try {
    await writeFile(breaker, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const info = await stat(breaker).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_MS) await unlink(breaker).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    return;
  }
  try {
    const now = await readHolder(path);
    if (now?.text === staleText) await unlink(path);
  } finally {
    await unlink(breaker).catch(() => undefined);
  }
}

/**
 * Takes the lock of the data directory `dir` (file `<dir>.lock`) or throws the refusal in Chinese.
 * Answers the release function (also run at process exit).
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const path = `${dir}.lock`;
  await mkdir(dirname(path), { recursive: true });
  const mine: Holder = { pid: process.pid, host: hostname(), nonce: randomBytes(8).toString('hex') };
  const text = JSON.stringify(mine);
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, text, { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const current = await readHolder(path);
    if (!current) continue;
    if (attempt >= 20 || !isStale(path, current)) throw refusal(dir, path, current.holder);
    await breakStale(path, current.text);
  }
  held.add(path);
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(path, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const atExit = () => {
    try {
      if (readFileSync(path, 'utf8') === text) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.once('exit', atExit);
  return async () => {
    clearInterval(heartbeat);
    process.removeListener('exit', atExit);
    held.delete(path);
    const current = await readHolder(path);
    if (current?.text === text) await unlink(path).catch(() => undefined);
  };
}
