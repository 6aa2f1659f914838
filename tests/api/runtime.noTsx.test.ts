/**
 * No tsx at run time (docs/server.md, Production): `npm start`, `npm run serve` and `npm run admin` run
 * Node on the esbuild output of scripts/build.mjs, so tsx is a development dependency only, and the
 * build makes every server entry those commands run.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error scripts/build.mjs is plain JavaScript without declarations
import { SERVER_ENTRIES } from '../../scripts/build.mjs';

const pkg = JSON.parse(await readFile('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('no tsx at run time', () => {
  it.each(['start', 'serve', 'admin', 'seed:scale'])(
    'npm run %s runs Node on a script of scripts/, not tsx',
    (name) => {
      expect(pkg.scripts[name]).toMatch(/^node scripts\/\w+\.mjs$/);
    },
  );

  it.each(['backup', 'restore', 'move'])('npm run db:%s runs Node on scripts/db.mjs, not tsx', (name) => {
    expect(pkg.scripts[`db:${name}`]).toBe(`node scripts/db.mjs ${name}`);
  });

  it('tsx is a development dependency only', () => {
    expect(pkg.dependencies).not.toHaveProperty('tsx');
    expect(pkg.devDependencies).toHaveProperty('tsx');
  });

  it('the build makes the server, the accounts command, the scale data command and the database commands', () => {
    expect(SERVER_ENTRIES).toEqual({
      main: 'server/main.ts',
      admin: 'server/adminMain.ts',
      seedScale: 'server/seed/scaleMain.ts',
      db: 'server/dbMain.ts',
    });
  });

  it.each([
    ['serve', 'main'],
    ['admin', 'admin'],
    ['seedScale', 'seedScale'],
    ['db', 'db'],
  ])('scripts/%s.mjs runs the built entry %s', async (script, entry) => {
    expect(await readFile(`scripts/${script}.mjs`, 'utf8')).toContain(`runServer('${entry}'`);
  });
});
