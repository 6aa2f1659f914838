/**
 * Builds the console (Vite → dist/) and the server (esbuild → dist-server/main.js, and admin.js for
 * `npm run admin`: plain JavaScript run by Node, no tsx at run time). Each build records the files it
 * read beside its output (`.build-inputs.json`, a sha256 of each): the modules of Vite's graph and the
 * config's own imports for the console, the inputs of esbuild's metafile for the server, and the few
 * files each reads besides (docs/operations.md, Building). `npm start`, `npm run serve` and
 * `npm run admin` rebuild only an output one of whose recorded files changed, appeared or went.
 *
 * A built tree whose files are unchanged starts without the build tools (Vite and esbuild are
 * development dependencies): a tree that needs building without them is refused with what to do.
 *
 * `node scripts/build.mjs`: build both now. `buildIfStale()`: what `npm start` calls; `runServer()`:
 * what `npm run serve` and `npm run admin` call.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Beside each output: the files its last build read, each with its sha256. */
export const RECORD = '.build-inputs.json';
/** Files every build depends on besides its module graph: dependencies, compiler settings, this recipe. */
const COMMON = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];

/**
 * The two outputs: where each goes, the tool that builds it, and what it reads besides the modules its
 * build reports (a folder stands for every file in it, so a file added there is a change too).
 */
export const OUTPUTS = {
  console: { dir: 'dist', label: '控制台', tool: 'vite', besides: [...COMMON, 'index.html', 'public'] },
  // the SQL migrations and the PGlite worker are copied beside the bundle (buildServer)
  server: {
    dir: 'dist-server',
    label: '服务端',
    tool: 'esbuild',
    besides: [...COMMON, 'server/db/migrations', 'server/db/pgliteWorker.mjs'],
  },
};

async function files(path) {
  const entries = await readdir(join(ROOT, path), { withFileTypes: true }).catch((e) => {
    if (e.code === 'ENOTDIR') return null;
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  if (entries === null) return [path];
  const nested = await Promise.all(entries.map((e) => files(join(path, e.name))));
  return nested.flat();
}

/** sha256 of a file under ROOT, or '' when it is not there. */
async function fileHash(path) {
  const content = await readFile(join(ROOT, path)).catch((e) => {
    if (e.code === 'ENOENT' || e.code === 'EISDIR') return null;
    throw e;
  });
  return content === null ? '' : createHash('sha256').update(content).digest('hex');
}

/**
 * The path under ROOT (with `/`) of a module a build read, or null for what is not a file of the project:
 * a virtual module, a package (package-lock.json stands for those), a file outside the project.
 */
export function projectFile(id) {
  const path = id.replace(/[?#].*$/, '');
  if (path.startsWith('\0') || !isAbsolute(path)) return null;
  const rel = relative(ROOT, path);
  if (!rel || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('node_modules')) return null;
  return rel.split(sep).join('/');
}

const readRecord = (dir) =>
  readFile(join(ROOT, dir, RECORD), 'utf8')
    .then((text) => JSON.parse(text).files)
    .catch(() => null);

/**
 * Why an output must be built again, or null when every file its last build read is unchanged (and no
 * file appeared in a folder it reads besides): the first changed file, in words.
 */
export async function staleReason(name) {
  const { dir, besides } = OUTPUTS[name];
  const recorded = await readRecord(dir);
  if (!recorded || typeof recorded !== 'object') return `${dir}/ 尚未构建`;
  const paths = new Set([...Object.keys(recorded), ...(await Promise.all(besides.map(files))).flat()]);
  for (const path of [...paths].sort()) {
    const now = await fileHash(path);
    if (now === (recorded[path] ?? '')) continue;
    if (!now) return `${path} 已删除`;
    return path in recorded ? `${path} 已修改` : `${path} 是新文件`;
  }
  return null;
}

async function writeRecord(name, inputs) {
  const { dir, besides } = OUTPUTS[name];
  const paths = [...new Set([...inputs, ...(await Promise.all(besides.map(files))).flat()])].sort();
  const record = {};
  for (const path of paths) record[path] = await fileHash(path);
  await mkdir(join(ROOT, dir), { recursive: true });
  await writeFile(join(ROOT, dir, RECORD), `${JSON.stringify({ files: record }, null, 1)}\n`);
}

/** A build that cannot run here: its message says what to do. */
export class BuildRefused extends Error {}

/** Whether a package resolves from the project (a development dependency is absent after `--omit=dev`). */
function installed(pkg) {
  try {
    import.meta.resolve(pkg);
    return true;
  } catch {
    return false;
  }
}

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} 退出码 ${code}`)),
    );
  });
}

/**
 * Builds the console in a child process (Vite stays out of the server's memory) and returns the files the
 * build read: every module of its graph and the config file with its own imports.
 */
async function buildConsole() {
  const tmp = await mkdtemp(join(tmpdir(), 'yb-build-'));
  try {
    const list = join(tmp, 'inputs.json');
    await run([fileURLToPath(import.meta.url), '--console-to', list]);
    return JSON.parse(await readFile(list, 'utf8'));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** In the child: `vite build` with vite.config.ts, then the files it read written to `list`. */
async function viteBuild(list) {
  const { build } = await import('vite');
  const read = new Set();
  await build({
    root: ROOT,
    plugins: [
      {
        name: 'yb-build-inputs',
        configResolved(config) {
          for (const file of config.configFileDependencies) read.add(file);
        },
        generateBundle() {
          for (const id of this.getModuleIds()) read.add(id);
        },
      },
    ],
  });
  await writeFile(list, JSON.stringify([...read].map(projectFile).filter(Boolean)));
}

/** The server's entry points: the server, the accounts command (server/admin.ts), the scale data (server/seed/scale.ts), the database commands (server/dbCommand.ts). */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  admin: 'server/adminMain.ts',
  seedScale: 'server/seed/scaleMain.ts',
  db: 'server/dbMain.ts',
};

/**
 * The server's entry points, each one ES module; packages stay in node_modules (imported at run time),
 * the SQL migrations are copied beside them (migrate.ts reads them relative to its own module), and so
 * is the PGlite worker (plain JavaScript, started by pglite.ts from beside its own module). Returns the
 * files the bundles read (esbuild's metafile).
 */
async function buildServer() {
  const { build } = await import('esbuild');
  const out = join(ROOT, OUTPUTS.server.dir);
  await rm(out, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: ROOT,
    metafile: true,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, source]) => [name, join(ROOT, source)]),
    ),
    outdir: out,
    bundle: true,
    // Shared code in chunks, and a dynamic import a chunk of its own: main.js opens the database before it
    // loads the rest of the server (server/main.ts).
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(join(ROOT, 'server/db/migrations'), join(out, 'migrations'), { recursive: true });
  await cp(join(ROOT, 'server/db/pgliteWorker.mjs'), join(out, 'pgliteWorker.mjs'));
  await writeFile(join(out, 'package.json'), '{ "type": "module" }\n');
  return Object.keys(metafile.inputs)
    .map((input) => projectFile(join(ROOT, input)))
    .filter(Boolean);
}

const BUILDERS = { console: buildConsole, server: buildServer };

/**
 * Builds each output whose recorded files changed since its last build (all of them with `force`);
 * `only` names the outputs to consider (all by default). An output that needs building while its tool is
 * not installed is refused with what to do (a production install leaves out the build tools).
 */
export async function buildIfStale({ force = false, log = console.log, only = Object.keys(OUTPUTS) } = {}) {
  const built = [];
  for (const [name, { dir, label, tool }] of Object.entries(OUTPUTS)) {
    if (!only.includes(name)) continue;
    const reason = force ? '按要求重新构建' : await staleReason(name);
    if (!reason) continue;
    if (!installed(tool)) {
      throw new BuildRefused(
        `${label}（${dir}/）需要重新构建（${reason}），但构建工具 ${tool} 未安装（它是开发依赖）。` +
          '请在含开发依赖的安装上（npm install）运行 npm run build，再启动构建好的目录；或安装开发依赖后再 npm start。',
      );
    }
    const started = performance.now();
    log(`构建 ${label}（${dir}/，${reason}）…`);
    await writeRecord(name, await BUILDERS[name]());
    log(`构建完成：${dir}/（${((performance.now() - started) / 1000).toFixed(1)} s）`);
    built.push(name);
  }
  return built;
}

/** Awaits a build; one refused (BuildRefused) prints its message and ends the process with code 1. */
export async function refusedExits(building) {
  try {
    return await building;
  } catch (error) {
    if (!(error instanceof BuildRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Runs one of the server's entry points (SERVER_ENTRIES) from dist-server/, after building the server if
 * one of its files changed; the build's lines go to `log`.
 */
export async function runServer(entry, { log = console.log } = {}) {
  process.setSourceMapsEnabled(true);
  process.chdir(ROOT);
  await refusedExits(buildIfStale({ only: ['server'], log }));
  await import(pathToFileURL(join(ROOT, OUTPUTS.server.dir, `${entry}.js`)).href);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const to = process.argv.indexOf('--console-to');
  if (to > 0) await viteBuild(process.argv[to + 1]);
  else await buildIfStale({ force: !process.argv.includes('--if-stale') });
}
