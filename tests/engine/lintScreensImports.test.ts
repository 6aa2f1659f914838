import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(resolve(root, 'tsconfig.json'), (f) => ts.sys.readFile(f)).config,
  ts.sys,
  root,
);

/** Packages the screen lint must not load: the UI libraries of the kit. */
const UI_PACKAGE = /^(antd|@ant-design\/|react-dom|@rjsf\/(antd|core)|echarts|@monaco-editor\/)/;

/**
 * Every project file reachable from `entry` by static or dynamic imports (resolved by TypeScript as
 * the typecheck does) and every package a project file imports. Type-only imports are included: they
 * are harmless at run time but a refactor could turn them into value imports.
 */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) packages.add(fileName);
      else if (!resolved.resolvedFileName.endsWith('.json')) queue.push(resolved.resolvedFileName);
    }
  }
  return { files: [...files].map((f) => relative(root, f)), packages: [...packages] };
}

describe('the screen lint CLI loads no UI library', () => {
  const graph = importGraph(resolve(root, 'tools/lint-screens/cli.ts'));

  it('reaches the engine lint through its imports (the walk follows them)', () => {
    expect(graph.files).toContain('engine/lint/consoleTargets.ts');
    expect(graph.files).toContain('engine/lint/lintScreens.ts');
  });

  it('imports no file of widgets/ (icon and widget names come as data)', () => {
    expect(graph.files.filter((f) => f.startsWith('widgets/'))).toEqual([]);
  });

  it("imports neither antd, @ant-design/*, react-dom nor the kit's other UI packages", () => {
    expect(graph.packages.filter((p) => UI_PACKAGE.test(p))).toEqual([]);
  });
});
