import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A new data directory's cluster, made by a Node process of its own that exits when it is made. initdb runs
 * in a WebAssembly instance of its own (about 400 MB) that V8 frees only at a full GC of its thread, which
 * in an idle server comes a minute later or never; even a thread of its own left 60 MB behind. The first
 * start on a new directory rested at about 730 MB ([performance](../../docs/performance.md#memory-at-rest)).
 */
export async function createCluster(dir: string, params: string[]): Promise<void> {
  const script = fileURLToPath(new URL('./pgliteWorker.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      [script, '--create', dir, JSON.stringify(params)],
      { maxBuffer: 1024 * 1024 },
      (err, _stdout, stderr) =>
        err
          ? reject(new Error(`PGlite 无法创建数据目录 ${dir}：${stderr.trim() || err.message}`))
          : resolve(),
    ),
  );
}
