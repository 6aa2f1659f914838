/**
 * Backups of the embedded database (`npm run db:backup`, `npm run db:restore`, docs/operations.md).
 *
 * A running server holds its data directory (dataDirLock.ts), so it takes the backup itself: it listens on a
 * Unix socket beside the database, `<DATA_DIR>/backup.sock` (mode 0600: only the account that runs the server,
 * which may read the data directory anyway), and answers each connection with one backup. The backup is
 * PGlite's own `dumpDataDir` (a gzip'd tarball of the cluster), taken after a CHECKPOINT between two
 * statements: every transaction committed before it is in it, and one still open is rolled back when the
 * backup is restored (as after a crash). With no server running, the command opens the directory itself.
 */
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { createPgliteDb, type PgliteDb } from './pglite';

export const BACKUP_SOCKET = 'backup.sock';
/** The database's directory inside DATA_DIR (openDb). */
export const PGDATA = 'pgdata';

/** Refused before anything was written: the message says why. */
export class BackupRefused extends Error {}

/** The header line that comes before the tarball (or instead of it). */
interface Header {
  ok: boolean;
  bytes?: number;
  message?: string;
}

const socketPathOf = (dataDir: string) => join(dataDir, BACKUP_SOCKET);

/** The backup as bytes: a checkpoint, then PGlite's tarball, gzip'd. */
async function dump(db: PgliteDb): Promise<Buffer> {
  await db.exec('checkpoint');
  return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
}

/**
 * Serves backups of `db` on `<dataDir>/backup.sock` while the server runs; answers the function that stops.
 * A socket file left by a process that was killed is replaced (this process holds the data directory's lock).
 */
export async function serveBackups(db: PgliteDb, dataDir: string): Promise<() => Promise<void>> {
  const path = socketPathOf(dataDir);
  await unlink(path).catch(() => undefined);
  const server = createServer((socket: Socket) => {
    socket.on('error', () => undefined);
    dump(db).then(
      (bytes) => {
        socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length } satisfies Header)}\n`);
        socket.end(bytes);
      },
      (err: unknown) =>
        socket.end(
          `${JSON.stringify({ ok: false, message: `备份失败：${(err as Error).message}` } satisfies Header)}\n`,
        ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      unlink(path).catch(() => undefined);
    });
}

/** A backup from the running server's socket, or undefined when no server listens there. */
function fromServer(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPathOf(dataDir));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(err.code ?? '') && chunks.length === 0)
        resolve(undefined);
      else reject(err);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as Header;
      if (!header.ok) return reject(new Error(header.message ?? '备份失败'));
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes)
        return reject(new Error(`备份不完整：应为 ${header.bytes} 字节，收到 ${body.length} 字节`));
      resolve(body);
    });
  });
}

export interface BackupTaken {
  file: string;
  bytes: number;
  /** Taken by the running server (true) or by opening the directory (false). */
  fromServer: boolean;
}

/**
 * Writes a backup of the embedded database of `dataDir` to `file` (written beside it first, then renamed, so
 * a file of that name is always a whole backup).
 */
export async function backupTo(dataDir: string, file: string): Promise<BackupTaken> {
  let bytes = await fromServer(dataDir);
  const served = bytes !== undefined;
  if (!bytes) {
    const db = await createPgliteDb(join(dataDir, PGDATA));
    try {
      bytes = await dump(db);
    } finally {
      await db.close();
    }
  }
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.part`;
  await pipeline([bytes], createWriteStream(partial, { mode: 0o600 }));
  await rename(partial, file);
  return { file, bytes: bytes.length, fromServer: served };
}

/** Restores the backup `file` into the embedded database of `dataDir`, whose `pgdata/` must be empty or absent. */
export async function restoreFrom(dataDir: string, file: string): Promise<{ tables: number }> {
  const dir = join(dataDir, PGDATA);
  const present = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (present.length > 0)
    throw new BackupRefused(
      `数据目录 ${dir} 不是空的：恢复只写入空的数据目录。请换一个 DATA_DIR，或先停止服务并移走该目录。`,
    );
  const read = await readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') throw new BackupRefused(`找不到备份文件 ${file}`);
    throw err;
  });
  const tarball = read[0] === 0x1f && read[1] === 0x8b ? await promisify(gunzip)(read) : read;
  await mkdir(dataDir, { recursive: true });
  let db: PgliteDb | undefined;
  try {
    db = await createPgliteDb(dir, { loadDataDir: new Blob([tarball]) });
    const { rows } = await db.query<{ n: number | string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
    );
    return { tables: Number(rows[0]!.n) };
  } catch (err) {
    // Nothing half restored stays behind: the directory was empty.
    if (!db) await rm(dir, { recursive: true, force: true });
    throw err;
  } finally {
    await db?.close();
  }
}
