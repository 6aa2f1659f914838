import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Runs `npm run lint:screens -- <args>` (tools/lint-screens/cli.ts) and gives its exit code and output. */
const runLint = (args: string[]) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'tools/lint-screens/cli.ts', ...args],
      { cwd: root, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });

describe('npm run lint:screens -- --openapi URL|file', () => {
  it("lints against another backend's OpenAPI document fetched from a URL", async () => {
    const doc = JSON.parse(readFileSync(resolve(root, 'openapi/commondeal.json'), 'utf8')) as {
      paths: Record<string, unknown>;
    };
    delete doc.paths['/commondeal/platformmenu/menus'];
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(doc));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const { code, out } = await runLint(['--openapi', `http://127.0.0.1:${port}/openapi.json`]);
      expect(code).toBe(1);
      expect(out).toContain(
        'screens/menuIndex.screen.json blocks[0].list: 服务端没有接口 POST /commondeal/platformmenu/menus',
      );
    } finally {
      server.close();
    }
  }, 60_000);
});
