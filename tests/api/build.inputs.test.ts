/**
 * The build follows what each output imports (scripts/build.mjs, docs/operations.md, Building): a build
 * records every file it read (esbuild's metafile for the server, Vite's module graph for the console), and
 * `npm start` / `npm run serve` rebuild an output when any of those files changed. A built tree whose files
 * are unchanged starts without the build tools (development dependencies); one that needs building without
 * them is refused with what to do.
 *
 * Each case works on a copy of the project in a temporary directory (node_modules linked), never on the
 * working tree.
 */
import { execFile, spawn } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const PROJECT = resolve('.');
const MODULES = join(PROJECT, 'node_modules');
const temps: string[] = [];

/** A temporary project holding these files and folders of this one, with node_modules linked. */
async function copyOf(paths: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'yibao-build-'));
  temps.push(root);
  for (const path of ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs', ...paths]) {
    await cp(join(PROJECT, path), join(root, path), { recursive: true });
  }
  await symlink(MODULES, join(root, 'node_modules'));
  return root;
}

/** Runs `code` in Node with `b` the project's scripts/build.mjs; returns what it printed as JSON. */
async function withBuild(root: string, code: string): Promise<unknown> {
  const url = pathToFileURL(join(root, 'scripts/build.mjs')).href;
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', `const b = await import(${JSON.stringify(url)});\n${code}`],
    { cwd: root, maxBuffer: 16 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

/** The files the last build of `dir` recorded. */
async function recorded(root: string, dir: string): Promise<string[]> {
  const { files } = JSON.parse(await readFile(join(root, dir, '.build-inputs.json'), 'utf8')) as {
    files: Record<string, string>;
  };
  return Object.keys(files);
}

/** Every file of the built server, as one text. */
async function serverText(root: string): Promise<string> {
  const names = (await readdir(join(root, 'dist-server'))).filter((n) => n.endsWith('.js'));
  const texts = await Promise.all(names.map((n) => readFile(join(root, 'dist-server', n), 'utf8')));
  return texts.join('\n');
}

const buildServer = `console.log(JSON.stringify(await b.buildIfStale({ only: ['server'], log: () => {} })));`;

afterAll(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
});

describe('the server is rebuilt when any file it bundles changes', () => {
  let root: string;
  beforeAll(async () => {
    root = await copyOf(['server', 'engine', 'schemas']);
    expect(await withBuild(root, buildServer)).toEqual(['server']);
  }, 120_000);

  it('its record holds every file esbuild bundled: the whole screen lint and the expressions', async () => {
    const files = await recorded(root, 'dist-server');
    const lint = (await readdir(join(root, 'engine/lint'))).map((n) => `engine/lint/${n}`);
    const expr = (await readdir(join(root, 'engine/expr'))).map((n) => `engine/expr/${n}`);
    expect(files).toEqual(expect.arrayContaining([...lint, ...expr, 'server/main.ts', 'schemas/index.ts']));
    expect(files).toEqual(expect.arrayContaining(['server/db/pgliteWorker.mjs', 'package-lock.json']));
    expect(files.filter((f) => f.includes('node_modules'))).toEqual([]);
    // nothing changed since: no rebuild
    expect(await withBuild(root, buildServer)).toEqual([]);
  });

  it('a change to any file of the screen lint or the expressions makes the server stale, naming it; undoing it makes it current', async () => {
    const answers = (await withBuild(
      root,
      `const { readFile, readdir, writeFile } = await import('node:fs/promises');
       const out = [];
       const dirs = ['engine/lint', 'engine/expr'];
       const paths = (await Promise.all(dirs.map(async (d) => (await readdir(d)).map((n) => d + '/' + n)))).flat();
       for (const path of paths) {
         const before = await readFile(path);
         await writeFile(path, Buffer.concat([before, Buffer.from('\\n')]));
         const changed = await b.staleReason('server');
         await writeFile(path, before);
         out.push([path, changed, await b.staleReason('server')]);
       }
       console.log(JSON.stringify(out));`,
    )) as [string, string, string | null][];
    expect(answers.map(([path]) => path)).toEqual(
      expect.arrayContaining(['engine/lint/lintScreens.ts', 'engine/expr/evaluate.ts']),
    );
    for (const [path, changed, undone] of answers) {
      expect(changed).toBe(`${path} 已修改`);
      expect(undone).toBeNull();
    }
  }, 120_000);

  it.each(['engine/lint/lintScreens.ts', 'engine/expr/operators.ts'])(
    'editing %s rebuilds the server with the edit',
    async (path) => {
      const mark = `build-input-mark ${path}`;
      expect(await serverText(root)).not.toContain(mark);
      await appendFile(join(root, path), `\n/*! ${mark} */\n`);
      expect(await withBuild(root, buildServer)).toEqual(['server']);
      expect(await serverText(root)).toContain(mark);
      expect(await withBuild(root, buildServer)).toEqual([]);
    },
    120_000,
  );

  it('a migration added beside the bundle (copied, not imported) makes it stale', async () => {
    const added = join(root, 'server/db/migrations/9999_build_test.sql');
    await writeFile(added, 'select 1;\n');
    expect(await withBuild(root, `console.log(JSON.stringify(await b.staleReason('server')));`)).toBe(
      'server/db/migrations/9999_build_test.sql 是新文件',
    );
    await rm(added);
    expect(await withBuild(root, `console.log(JSON.stringify(await b.staleReason('server')));`)).toBeNull();
  });
});

describe('the console is rebuilt when any module of its Vite graph changes', () => {
  it('records the modules Vite bundled and rebuilds when one of them changes', async () => {
    const root = await copyOf([]);
    await writeFile(join(root, 'index.html'), '<script type="module" src="/src/main.ts"></script>\n');
    await mkdir(join(root, 'src'));
    await writeFile(join(root, 'src/main.ts'), "import { text } from './part';\ndocument.title = text;\n");
    await writeFile(join(root, 'src/part.ts'), "export const text = '第一版';\n");
    await writeFile(join(root, 'src/unused.ts'), "export const unused = '未被导入';\n");
    const buildConsole = `console.log(JSON.stringify(await b.buildIfStale({ only: ['console'], log: () => {} })));`;
    expect(await withBuild(root, buildConsole)).toEqual(['console']);
    const files = await recorded(root, 'dist');
    expect(files).toEqual(expect.arrayContaining(['index.html', 'src/main.ts', 'src/part.ts']));
    expect(files).not.toContain('src/unused.ts');

    await writeFile(join(root, 'src/unused.ts'), "export const unused = '仍未被导入';\n");
    expect(await withBuild(root, buildConsole)).toEqual([]);
    await writeFile(join(root, 'src/part.ts'), "export const text = '第二版';\n");
    expect(await withBuild(root, `console.log(JSON.stringify(await b.staleReason('console')));`)).toBe(
      'src/part.ts 已修改',
    );
    expect(await withBuild(root, buildConsole)).toEqual(['console']);
    const assets = await readdir(join(root, 'dist/assets'));
    const js = await Promise.all(assets.map((a) => readFile(join(root, 'dist/assets', a), 'utf8')));
    expect(js.join('\n')).toContain('第二版');
  }, 120_000);
});

describe('a production install (no development dependencies) starts a built tree and refuses to build', () => {
  let root: string;
  beforeAll(async () => {
    root = await copyOf(['server', 'engine', 'schemas', 'scripts/serve.mjs']);
    expect(await withBuild(root, buildServer)).toEqual(['server']);
    // `npm install --omit=dev`: the build tools are not installed
    await rm(join(root, 'node_modules'));
    await mkdir(join(root, 'node_modules'));
    for (const name of await readdir(MODULES)) {
      if (['vite', 'esbuild', '.bin'].includes(name)) continue;
      await symlink(join(MODULES, name), join(root, 'node_modules', name));
    }
  }, 120_000);

  it('the built, unchanged server starts without vite or esbuild', async () => {
    const server = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: join(root, 'data'),
        PORT: '0',
        HOST: '127.0.0.1',
        YB_TEST_SCRYPT_N: '1024',
      },
    });
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      await expect.poll(() => out, { timeout: 90_000, interval: 200 }).toContain('医保结算平台已启动');
      expect(out).not.toContain('构建');
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }, 120_000);

  it('an edited tree is refused: the server needs building and esbuild is not installed', async () => {
    await appendFile(join(root, 'engine/lint/routes.ts'), '\n// 改动\n');
    // a start that went on to run the server instead is ended, and fails below
    const refused = await run(process.execPath, ['scripts/serve.mjs'], {
      cwd: root,
      timeout: 30_000,
      killSignal: 'SIGKILL',
    }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr.trim()).toBe(
      '服务端（dist-server/）需要重新构建（engine/lint/routes.ts 已修改），但构建工具 esbuild 未安装（它是开发依赖）。' +
        '请在含开发依赖的安装上（npm install）运行 npm run build，再启动构建好的目录；或安装开发依赖后再 npm start。',
    );
  }, 60_000);
});
