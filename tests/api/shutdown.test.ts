/**
 * Graceful shutdown (docs/operations.md): two instances under load, one gets SIGTERM. It stops taking
 * connections, answers what it has and exits 0; a client that fails over (as a load balancer does) sees
 * no request fail that had been answered, no 503, and the other instance takes the rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SCRYPT_N } from './pgliteTemplate';

const MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Instance {
  child: ChildProcess;
  url: string;
  output: string[];
  exited: Promise<number | null>;
}

const started: Instance[] = [];
const dirs: string[] = [];

async function startInstance(): Promise<Instance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'yb-shutdown-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      YB_TEST_SCRYPT_N: String(TEST_SCRYPT_N),
      SHUTDOWN_DRAIN_MS: '300',
      // The load asks for captchas far above one address's per-minute limit.
      CAPTCHA_RATE_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const m = /已启动: (http:\/\/[\d.]+:\d+)\//.exec(output.join(''));
      if (m) resolve(m[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`实例未能启动（退出码 ${code}）：${output.join('')}`)));
  });
  const instance = { child, url, output, exited };
  started.push(instance);
  return instance;
}

afterAll(async () => {
  for (const i of started) if (i.child.exitCode === null) i.child.kill('SIGKILL');
  await Promise.all(started.map((i) => i.exited));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** One GET: its status, or the connection error when no answer came. */
async function ask(base: string): Promise<{ status?: number; error?: string }> {
  try {
    const res = await fetch(`${base}/commondeal/api/auth/captcha`);
    await res.arrayBuffer();
    return { status: res.status };
  } catch (err) {
    return { error: String((err as { cause?: unknown }).cause ?? err) };
  }
}

// The instances run on the embedded database whatever the suite's database: the rule is the server's,
// so the PostgreSQL pass of the suite (test:pg) does not run it again.
describe.skipIf(Boolean(process.env.DATABASE_URL))('graceful shutdown under load', () => {
  it('SIGTERM: the instance answers what it has and exits 0; the other takes the rest', async () => {
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    const answered = { a: 0, b: 0, failedOver: 0 };
    const wrong: string[] = [];
    let stop = false;
    let turn = 0;

    /** A client of both instances that fails over when one gives no answer (never on an answer). */
    async function worker() {
      while (!stop) {
        const first = turn++ % 2 === 0 ? a : b;
        const other = first === a ? b : a;
        let res = await ask(first.url);
        let by = first;
        if (res.status === undefined) {
          answered.failedOver++;
          res = await ask(other.url);
          by = other;
        }
        if (res.status === 200) answered[by === a ? 'a' : 'b']++;
        else wrong.push(`${by === a ? 'A' : 'B'}: ${res.status ?? res.error}`);
      }
    }

    const workers = Array.from({ length: 16 }, () => worker());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeSignal = answered.a;
    a.child.kill('SIGTERM');
    const code = await a.exited;
    const bAtExit = answered.b;
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(a.output.join('')).toContain('SIGTERM');
    expect(beforeSignal).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
    // B went on answering after A was gone, including what A no longer took.
    expect(answered.b).toBeGreaterThan(bAtExit);
    expect((await ask(a.url)).error).toBeDefined();
  }, 90_000);
});
