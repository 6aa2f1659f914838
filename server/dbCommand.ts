/**
 * `npm run db:backup`, `npm run db:restore` and `npm run db:move` (docs/operations.md): backups of the embedded
 * database (server/db/backup.ts) and its move into PostgreSQL (server/db/move.ts).
 */
import { join, resolve } from 'node:path';
import { BackupRefused, backupTo, PGDATA, restoreFrom } from './db/backup';
import { DataDirLocked } from './db/dataDirLock';
import { moveDatabase, MoveRefused, NOT_MOVED } from './db/move';
import { createPgDb, createPgliteDb, type Db } from './db';
import { dataDirOf } from './openDb';

export const USAGE = [
  '用法：',
  '  npm run db:backup [-- --out <文件>]      备份嵌入式数据库（服务运行时也可以；默认写入 backups/yibao-<时间>.tar.gz）',
  '  npm run db:restore -- <备份文件>         把备份恢复到空的数据目录（DATA_DIR，默认 ./data）',
  '  npm run db:move -- --to <DATABASE_URL>   把嵌入式数据库的全部数据（会话除外）迁移到一个空的 PostgreSQL 数据库（须先停止服务）',
].join('\n');

export interface DbIo {
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
  error: (line: string) => void;
  /** The time in backup file names (tests fix it). */
  now?: () => Date;
}

class Usage extends Error {}

/** The value after `flag`, or undefined when the flag is absent. */
function flagValue(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Usage(`${flag} 需要一个值`);
  return value;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');

/** A connection string with its password hidden, for the lines printed. */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<DATABASE_URL>';
  }
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backup(args: string[], io: DbIo): Promise<void> {
  const dataDir = dataDirOf(io.env);
  const out = resolve(
    flagValue(args, '--out') ?? join('backups', `yibao-${stamp((io.now ?? (() => new Date()))())}.tar.gz`),
  );
  const taken = await backupTo(dataDir, out);
  io.print(
    `已备份嵌入式数据库 ${join(dataDir, PGDATA)} → ${taken.file}（${MB(taken.bytes)}，` +
      `${taken.fromServer ? '由运行中的服务生成' : '服务未运行，直接读取数据目录'}）`,
  );
  io.print('请把备份文件复制到另一台机器或存储上保存；恢复：npm run db:restore -- <备份文件>');
}

async function restore(args: string[], io: DbIo): Promise<void> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Usage('请给出备份文件：npm run db:restore -- <备份文件>');
  const dataDir = dataDirOf(io.env);
  const { tables } = await restoreFrom(dataDir, resolve(file));
  io.print(
    `已把 ${resolve(file)} 恢复到 ${join(dataDir, PGDATA)}（${tables} 张表）。启动服务：DATA_DIR=${dataDir} npm start`,
  );
}

async function move(args: string[], io: DbIo): Promise<void> {
  const url = flagValue(args, '--to');
  if (!url) throw new Usage('请给出目标数据库：npm run db:move -- --to <DATABASE_URL>');
  const dataDir = dataDirOf(io.env);
  const source = await createPgliteDb(join(dataDir, PGDATA));
  let target: Db | undefined;
  try {
    target = await createPgDb(url);
    io.print(`迁移 ${join(dataDir, PGDATA)} → ${maskUrl(url)} …`);
    let rows = 0;
    const moved = await moveDatabase(source, target, {
      progress: (table, n) => {
        rows += n;
        if (n > 0) io.print(`  ${table}：${n} 行`);
      },
    });
    io.print(
      `迁移完成：${moved.length} 张表共 ${rows} 行，每张表的行数两边一致（未迁移：${NOT_MOVED.join('、')}，所有用户需重新登录）。`,
    );
    io.print(
      `下一步：停止使用嵌入式数据库，设置 DATABASE_URL=${maskUrl(url)}（密码即 --to 中的密码）后启动服务，例如：`,
    );
    io.print(`  DATABASE_URL='${maskUrl(url)}' npm start`);
    io.print(`原数据目录 ${dataDir} 不再使用，确认无误后可备份保存或删除。`);
  } finally {
    await target?.close();
    await source.close();
  }
}

/** Runs one command; answers the exit code (its messages go to `io`). */
export async function runDb(argv: string[], io: DbIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'backup') await backup(args, io);
    else if (command === 'restore') await restore(args, io);
    else if (command === 'move') await move(args, io);
    else throw new Usage(command ? `未知命令 ${command}` : '缺少命令');
    return 0;
  } catch (err) {
    if (err instanceof Usage) {
      io.error(`${err.message}\n${USAGE}`);
      return 2;
    }
    if (err instanceof BackupRefused || err instanceof MoveRefused || err instanceof DataDirLocked) {
      io.error(err.message);
      return 1;
    }
    throw err;
  }
}
