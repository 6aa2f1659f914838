/**
 * The end-to-end suite's two lanes at once (docs/architecture.md, The end-to-end lanes): one Vitest run
 * per project of tests/e2e/vitest.config.ts, each one file at a time on servers of its own. The
 * journeys' lane prints as it goes; the side lane's output is held and printed after it, so that the two
 * never interleave. Exits with the first failing lane's code. Arguments are passed to both runs (a file
 * name or `-t` filters within each lane; a lane with no file left says so and passes).
 */
import { spawn } from 'node:child_process';

const LANES = ['journeys', 'side'];
const args = process.argv.slice(2);

/** One lane's Vitest run: its exit code, and its output when `hold`. */
function run(project, hold) {
  const child = spawn(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'tests/e2e/vitest.config.ts',
      '--project',
      project,
      '--passWithNoTests',
      ...args,
    ],
    { stdio: ['ignore', hold ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'], env: process.env },
  );
  const chunks = [];
  if (hold) {
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }),
    ),
  );
}

const [main, side] = await Promise.all(LANES.map((lane, i) => run(lane, i > 0)));
process.stdout.write(`\n── 端到端：${LANES[1]} 通道 ──\n`);
process.stdout.write(side.output);
process.exit(main.code || side.code);
