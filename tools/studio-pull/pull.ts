/**
 * What `npm run screens:pull` and `npm run deals:pull` share (docs/studio.md「导出与导入」): the published
 * files of a studio back into the repository. Reads 导出全部's zip from the server (the studio's export
 * route, with the console's session token) or from a file, checks every entry first, and only then writes
 * each file into the folder, saying which files were added, changed or left as they were.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { unzipSync } from 'fflate';

/** What one studio pulls: its export route, its files and the words that name them. */
export interface PullKind {
  /** The npm script (`screens:pull`). */
  command: string;
  /** The export route of 导出全部 (`/commondeal/screens/studio/export`). */
  exportPath: string;
  /** An entry's name, its id the first group (`<id>.screen.json`). */
  file: RegExp;
  /** How the entry's name is written in a refusal (`<界面编号>.screen.json`). */
  fileText: string;
  /** The key of the id inside a file (`id`, `dealName`). */
  idKey: string;
  /** What a file holds (界面, 交易) and what its id is called (界面编号, 交易编号). */
  noun: string;
  idNoun: string;
  /** What its files are called (界面描述文件, 交易元数据文件). */
  fileNoun: string;
  /** The zip 导出全部 downloads (`screens.zip`) and the folder written by default. */
  zipName: string;
  defaultDir: string;
  /** The limits of an entry (a published body and its final newline) and of a zip. */
  entryMax: number;
  entriesMax: number;
}

export interface PullIo {
  env: Record<string, string | undefined>;
  print(line: string): void;
  error(line: string): void;
  /** The HTTP client (the global fetch by default). */
  fetch?: typeof fetch;
  /** The folder relative paths start from (the current directory by default). */
  cwd?: string;
}

export const usageOf = (k: PullKind) =>
  `用法：npm run ${k.command} -- --from <服务器地址或 ${k.zipName} 的路径> [--token <令牌>] [--dir ${k.defaultDir}]\n` +
  '  令牌：--token 或环境变量 YB_TOKEN，即控制台登录后浏览器 localStorage 中 yb.token 的值（需 9999 的 ROLE_ADMIN 或 ROLE_CONFIG）';

export const pullMessagesOf = (k: PullKind) =>
  ({
    noToken:
      '从服务器拉取需要令牌：--token <令牌> 或环境变量 YB_TOKEN（控制台登录后浏览器 localStorage 中 yb.token 的值）',
    unauthorized:
      '令牌无效或已过期：请重新登录控制台，复制浏览器 localStorage 中 yb.token 的值，以 --token 或 YB_TOKEN 传入',
    forbidden: `该账号无权导出${k.noun}：需要运维机构（9999）的 ROLE_ADMIN 或 ROLE_CONFIG 角色`,
    notZip: `不是 zip 压缩包（应为界面工作台「导出全部」下载的 ${k.zipName}）`,
  }) as const;

/** A refusal of the pull, in Chinese, with its exit code (1: nothing pulled; 2: the command line). */
class PullError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** The export URL of a server address (its root, or the export URL itself). */
export function exportUrlOf(k: PullKind, from: string): string {
  const base = from.replace(/\/+$/, '');
  return base.endsWith(k.exportPath) ? base : `${base}${k.exportPath}`;
}

/** The zip 导出全部 answers, read with the session token. */
async function download(k: PullKind, from: string, token: string | undefined, io: PullIo) {
  const messages = pullMessagesOf(k);
  if (!token) throw new PullError(messages.noToken, 2);
  const url = exportUrlOf(k, from);
  let res: Response;
  try {
    res = await (io.fetch ?? fetch)(url, { headers: { authorization: `Bearer ${token}` } });
  } catch (e) {
    const cause = (e as { cause?: { code?: unknown; message?: unknown } }).cause;
    const code = cause?.code ?? cause?.message ?? (e as Error).message;
    throw new PullError(`无法连接 ${url}（${String(code)}）：请检查服务器地址与网络`);
  }
  if (res.status === 401) throw new PullError(messages.unauthorized);
  if (res.status === 403) throw new PullError(messages.forbidden);
  const body = new Uint8Array(await res.arrayBuffer());
  if (!res.ok || /json/.test(res.headers.get('content-type') ?? '')) {
    let message = '';
    try {
      message = String((JSON.parse(new TextDecoder().decode(body)) as { message?: unknown }).message ?? '');
    } catch {
      // Not the server's JSON answer: the status says enough.
    }
    throw new PullError(`服务器没有给出压缩包（HTTP ${res.status}）${message ? `：${message}` : ''}`);
  }
  return body;
}

/** The entries of a zip, each checked; any problem refuses them all. */
export function entriesOfKind(
  k: PullKind,
  zip: Uint8Array,
  source: string,
): { name: string; text: string }[] {
  const bad: string[] = [];
  let count = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (e) => {
        count += 1;
        const ok = k.file.test(e.name) && e.originalSize <= k.entryMax && [0, 8].includes(e.compression);
        if (!ok) bad.push(e.name);
        return ok && count <= k.entriesMax;
      },
    });
  } catch {
    throw new PullError(`${source} ${pullMessagesOf(k).notZip}`);
  }
  if (count > k.entriesMax) throw new PullError(`压缩包中超过 ${k.entriesMax} 个文件，未写入任何文件`);
  if (bad.length)
    throw new PullError(
      `压缩包中有不是 ${k.fileText} 的条目（不接受文件夹、上级路径或超过 ${Math.floor(k.entryMax / 1000)} kB 的文件）：${bad.join('、')}；未写入任何文件`,
    );
  if (count === 0) throw new PullError(`压缩包中没有${k.fileNoun}，未写入任何文件`);
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, bytes]) => {
      const text = new TextDecoder().decode(bytes);
      let id: unknown;
      try {
        id = (JSON.parse(text) as Record<string, unknown>)[k.idKey];
      } catch {
        throw new PullError(`${name} 不是有效的 JSON；未写入任何文件`);
      }
      if (id !== k.file.exec(name)![1])
        throw new PullError(`${name} 中的${k.idNoun}为 ${JSON.stringify(id)}，与文件名不符；未写入任何文件`);
      return { name, text };
    });
}

/** Writes each entry whose text differs from the folder's file; answers what happened to each. */
async function writeAll(
  k: PullKind,
  dir: string,
  shown: string,
  entries: { name: string; text: string }[],
  io: PullIo,
) {
  await mkdir(dir, { recursive: true });
  const counts = { 新增: 0, 修改: 0, 未改动: 0 };
  for (const { name, text } of entries) {
    const target = join(dir, name);
    const before = await readFile(target, 'utf8').catch(() => undefined);
    const what = before === undefined ? '新增' : before === text ? '未改动' : '修改';
    if (what !== '未改动') await writeFile(target, text);
    counts[what] += 1;
    io.print(`${what.padEnd(3, '\u3000')} ${join(shown, name)}`);
  }
  io.print(
    `已拉取 ${entries.length} 个${k.noun}：新增 ${counts.新增}，修改 ${counts.修改}，未改动 ${counts.未改动}（${shown}）`,
  );
}

/** Runs the command of `k`; answers its exit code (0: pulled; 1: refused or failed; 2: the command line). */
export async function runPullOf(k: PullKind, argv: string[], io: PullIo): Promise<number> {
  try {
    let args;
    try {
      args = parseArgs({
        args: argv,
        options: {
          from: { type: 'string' },
          token: { type: 'string' },
          dir: { type: 'string', default: k.defaultDir },
        },
      }).values;
    } catch (e) {
      throw new PullError(`命令行参数有误（${(e as Error).message}）\n${usageOf(k)}`, 2);
    }
    if (!args.from) throw new PullError(`缺少 --from\n${usageOf(k)}`, 2);
    const remote = /^https?:\/\//i.test(args.from);
    const cwd = io.cwd ?? process.cwd();
    const zip = remote
      ? await download(k, args.from, args.token ?? io.env.YB_TOKEN, io)
      : await readFile(resolve(cwd, args.from)).catch((e: Error) => {
          throw new PullError(`无法读取 ${args.from}：${e.message}`);
        });
    const entries = entriesOfKind(k, zip, remote ? exportUrlOf(k, args.from) : args.from);
    await writeAll(k, resolve(cwd, args.dir), args.dir, entries, io);
    return 0;
  } catch (e) {
    if (!(e instanceof PullError)) throw e;
    io.error(e.message);
    return e.exitCode;
  }
}
