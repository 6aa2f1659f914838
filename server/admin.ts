/**
 * `npm run admin -- <命令> <账号>`: the accounts a production platform starts with, without a running
 * server or any demo data. It opens the database the server would open (DATABASE_URL, else the embedded
 * one in DATA_DIR, which must not be open in a running server), applies the migrations and the reference
 * data (roles, menus, institution 9999), then:
 *
 * - `create <账号>`: a platform administrator (institution 9999, ROLE_ADMIN);
 * - `passwd <账号>`: a new password for an account (its sessions end, its lock is lifted);
 * - `delete <账号>`: deletes an account.
 *
 * The password is read from the environment variable YB_ADMIN_PASSWORD or from standard input (hidden
 * and asked twice at a terminal), never from the command line, where the shell history and the process
 * list would keep it. It must pass the product's password rule and must not be a demo password; it is
 * hashed at the production cost (scrypt N = 2^17).
 */
import { createInterface } from 'node:readline';
import {
  LOGIN_USER_MESSAGE,
  LOGIN_USER_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MESSAGE,
  PASSWORD_PATTERN,
} from '../schemas';
import type { Db } from './db';
import { migrate } from './db/migrate';
import { seedReference } from './seed';
import { OPERATOR_ORG } from './seed/seedData';
import { DataDirLocked } from './db/dataDirLock';
import { DEMO_PASSWORD_MESSAGE, isDemoPassword } from './production';
import { insertPlatformAdmin } from './repositories/platformAdmins';
import { deleteUser } from './repositories/userManage';
import { setPasswordHash, userIdByName } from './repositories/users';
import { clearFailures } from './services/lockout';
import { hashPassword, SCRYPT_N } from './services/passwords';
import { revokeUserSessions } from './services/sessions';
import { openDb } from './openDb';

export const PASSWORD_VARIABLE = 'YB_ADMIN_PASSWORD';

export const USAGE = [
  '用法：npm run admin -- <命令> <账号>',
  '  create <账号>   创建平台管理员（机构 9999，角色 ROLE_ADMIN）',
  '  passwd <账号>   为账号设置新密码（结束其会话，解除登录锁定）',
  '  delete <账号>   删除账号',
  `密码从环境变量 ${PASSWORD_VARIABLE} 或标准输入读取（在终端中输入时不回显），不接受命令行参数中的密码。`,
  '数据库与服务端相同：设置了 DATABASE_URL 时为该 PostgreSQL，否则为 DATA_DIR（默认 ./data）中的嵌入式数据库（须先停止使用它的服务）。',
].join('\n');

/** Where the command reads and writes; main passes the process's own. */
export interface AdminIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** The terminal the hidden prompt writes to (standard error, so standard output stays clean). */
  prompt: NodeJS.WritableStream;
  print: (line: string) => void;
  error: (line: string) => void;
  /** The scrypt cost (production's unless a test lowers it). */
  scryptN?: number;
}

class Refused extends Error {}

/** A line typed at a terminal without echo. */
async function hiddenLine(io: AdminIo, question: string): Promise<string> {
  const rl = createInterface({ input: io.stdin, output: io.prompt, terminal: true });
  // readline writes the prompt, each key and each redraw (prompt and line) through this method: only
  // the prompt goes out, no key.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text) => {
    if (text.startsWith(question)) io.prompt.write(question);
  };
  try {
    return await new Promise<string>((resolve) => rl.question(question, resolve));
  } finally {
    rl.close();
    io.prompt.write('\n');
  }
}

/** The first line of standard input (a pipe or a file). */
async function firstLine(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** The new password: YB_ADMIN_PASSWORD, else standard input; checked against the password rule. */
async function readPassword(io: AdminIo): Promise<string> {
  let plain = io.env[PASSWORD_VARIABLE];
  if (!plain) {
    if (io.stdin.isTTY) {
      plain = await hiddenLine(io, '请输入密码：');
      if ((await hiddenLine(io, '请再次输入密码：')) !== plain) throw new Refused('两次输入的密码不一致');
    } else {
      plain = await firstLine(io.stdin);
    }
  }
  if (!plain) throw new Refused(`未提供密码：请通过标准输入或环境变量 ${PASSWORD_VARIABLE} 提供`);
  if (!new RegExp(PASSWORD_PATTERN).test(plain)) throw new Refused(PASSWORD_MESSAGE);
  if (isDemoPassword(plain)) throw new Refused(DEMO_PASSWORD_MESSAGE);
  return plain;
}

async function create(db: Db, username: string, hash: string): Promise<string> {
  return db.tx(async (t) => {
    if ((await userIdByName(t, username)) !== undefined) throw new Refused(`账号 ${username} 已存在`);
    const mobile = new RegExp(MOBILE_PATTERN).test(username) ? username : '';
    await insertPlatformAdmin(t, { username, passwordHash: hash, orgName: OPERATOR_ORG.orgName, mobile });
    return `已创建平台管理员 ${username}（机构 ${OPERATOR_ORG.orgCode}，角色 ROLE_ADMIN）`;
  });
}

async function passwd(db: Db, username: string, hash: string): Promise<string> {
  return db.tx(async (t) => {
    const userId = await userIdByName(t, username);
    if (userId === undefined) throw new Refused(`账号 ${username} 不存在`);
    await setPasswordHash(t, userId, hash);
    await revokeUserSessions(t, userId);
    await clearFailures(t, username);
    return `已为账号 ${username} 设置新密码`;
  });
}

async function remove(db: Db, username: string): Promise<string> {
  const userId = await userIdByName(db, username);
  if (userId === undefined) throw new Refused(`账号 ${username} 不存在`);
  try {
    await deleteUser(db, userId);
  } catch {
    // Records kept for the audit (service tickets, reconciliation logs…) still name the account.
    throw new Refused(`账号 ${username} 仍有关联的业务记录，不能删除：请改用 passwd 为其设置新密码`);
  }
  return `已删除账号 ${username}`;
}

/** Runs one command; answers the exit code (0 done, 1 refused, 2 wrong usage). */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  const [command, username, ...rest] = argv;
  if (!command || !['create', 'passwd', 'delete'].includes(command) || !username) {
    io.error(USAGE);
    return 2;
  }
  if (rest.length > 0) {
    io.error(
      `不接受多余的参数（密码不能写在命令行中，它会留在 shell 历史和进程列表里）：` +
        `请通过标准输入或环境变量 ${PASSWORD_VARIABLE} 提供密码。\n${USAGE}`,
    );
    return 2;
  }
  try {
    if (!new RegExp(LOGIN_USER_PATTERN).test(username))
      throw new Refused(`${LOGIN_USER_MESSAGE}（或 admin）`);
    const hash =
      command === 'delete' ? '' : await hashPassword(await readPassword(io), io.scryptN ?? SCRYPT_N);
    const db = await openDb(io.env);
    try {
      await migrate(db);
      await seedReference(db);
      const done =
        command === 'create'
          ? await create(db, username, hash)
          : command === 'passwd'
            ? await passwd(db, username, hash)
            : await remove(db, username);
      io.print(done);
      return 0;
    } finally {
      await db.close();
    }
  } catch (err) {
    if (err instanceof Refused || err instanceof DataDirLocked) {
      io.error(err.message);
      return 1;
    }
    throw err;
  }
}
