/**
 * Builds the console (Vite → dist/) and the server (esbuild → dist-server/main.js, and admin.js for
 * `npm run admin`: plain JavaScript run by Node, no tsx at run time). Each output keeps a stamp of the
 * hash of its sources (`.source-hash`): `npm start`, `npm run serve` and `npm run admin` rebuild only an
 * output whose sources changed since its last build.
 *
 * `node scripts/build.mjs`: build both now. `buildIfStale()`: what `npm start` calls; `runServer()`:
 * what `npm run serve` and `npm run admin` call.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = '.source-hash';
const SKIP = new Set(['node_modules', 'dist', 'dist-server', '.git', '.tmp', 'data', 'coverage']);
/** Files every build depends on: dependencies, compiler settings, this recipe. */
const COMMON = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];

/** The two outputs, each with the sources it is built from. */
export const OUTPUTS = {
  console: {
    dir: 'dist',
    sources: [
      ...COMMON,
      'index.html',
      'vite.config.ts',
      'vite.screens.ts',
      'public',
      'src',
      'engine',
      'widgets',
      'schemas',
      'tools/validators',
    ],
  },
  // the screens are read at run time; the server validates them against the descriptor schema
  server: {
    dir: 'dist-server',
    sources: [
      ...COMMON,
      'server',
      'schemas',
      'engine/descriptor/descriptor.schema.json',
      'engine/descriptor/descriptorValidators.js',
      'engine/lint/schemaErrors.ts',
    ],
  },
};

async function files(path) {
  const entries = await readdir(join(ROOT, path), { withFileTypes: true }).catch((e) => {
    if (e.code === 'ENOTDIR') return null;
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  if (entries === null) return [path];
  const nested = await Promise.all(
    entries.filter((e) => !SKIP.has(e.name)).map((e) => files(join(path, e.name))),
  );
  return nested.flat();
}

/** sha256 over the sorted relative paths and contents of the sources. */
export async function sourceHash(sources) {
  const all = [...new Set((await Promise.all(sources.map(files))).flat())].sort();
  const hash = createHash('sha256');
  for (const file of all) {
    hash.update(`${relative(ROOT, join(ROOT, file))}\0`);
    hash.update(await readFile(join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const readStamp = (dir) => readFile(join(ROOT, dir, STAMP), 'utf8').catch(() => '');

function run(bin, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, bin), ...args], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} 退出码 ${code}`)),
    );
  });
}

async function buildConsole() {
  await run('node_modules/vite/bin/vite.js', ['build']);
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
 * is the PGlite worker (plain JavaScript, started by pglite.ts from beside its own module).
 */
async function buildServer() {
  const { build } = await import('esbuild');
  const out = join(ROOT, OUTPUTS.server.dir);
  await rm(out, { recursive: true, force: true });
  await build({
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
}

const BUILDERS = { console: buildConsole, server: buildServer };

/**
 * Builds each output whose sources changed since its stamp (all of them with `force`); `only` names the
 * outputs to consider (all by default).
 */
export async function buildIfStale({ force = false, log = console.log, only = Object.keys(OUTPUTS) } = {}) {
  const built = [];
  for (const [name, { dir, sources }] of Object.entries(OUTPUTS)) {
    if (!only.includes(name)) continue;
    const hash = await sourceHash(sources);
    if (!force && (await readStamp(dir)) === hash) continue;
    const started = performance.now();
    log(`构建 ${name === 'console' ? '控制台' : '服务端'}（${dir}/）…`);
    await BUILDERS[name]();
    await mkdir(join(ROOT, dir), { recursive: true });
    await writeFile(join(ROOT, dir, STAMP), hash);
    log(`构建完成：${dir}/（${((performance.now() - started) / 1000).toFixed(1)} s）`);
    built.push(name);
  }
  return built;
}

/**
 * Runs one of the server's entry points (SERVER_ENTRIES) from dist-server/, after building the server if
 * its sources changed; the build's lines go to `log`.
 */
export async function runServer(entry, { log = console.log } = {}) {
  process.setSourceMapsEnabled(true);
  process.chdir(ROOT);
  await buildIfStale({ only: ['server'], log });
  await import(pathToFileURL(join(ROOT, OUTPUTS.server.dir, `${entry}.js`)).href);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildIfStale({ force: !process.argv.includes('--if-stale') });
}
