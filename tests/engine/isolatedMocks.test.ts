/**
 * The ui project shares its modules between files (vitest.config.ts, isolate: false): a module mock there
 * misses the copy another file already loaded. A file that mocks a module is named *.isolated.test.* and
 * runs in the ui-isolated project.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const MOCK = /\bvi\.(?:mock|doMock)\(/;

const testFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f));

it('a ui test that mocks a module is named *.isolated.test.*', () => {
  const shared = ['widgets', 'engine', 'stories']
    .flatMap(testFiles)
    .filter((f) => !f.includes('.isolated.'))
    .filter((f) => MOCK.test(readFileSync(join(ROOT, f), 'utf8')));
  expect(shared).toEqual([]);
});

it('the check finds a module mock', () => {
  // Written in pieces, so this file does not itself look like a mock.
  const call = (name: string, args: string) => ['vi', `${name}(${args})`].join('.');
  expect(MOCK.test(call('mock', "'../../engine/form/formStore', () => ({})"))).toBe(true);
  expect(MOCK.test(call('doMock', "'x'"))).toBe(true);
  expect(MOCK.test(call('fn', ''))).toBe(false);
});
