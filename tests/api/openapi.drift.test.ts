import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiFile, renderOpenApi } from '../../tools/openapi/routeTable';

type Paths = Record<string, Record<string, unknown>>;

/** `METHOD /path` of every operation whose declaration differs between two documents. */
function changedOperations(before: Paths, after: Paths): string[] {
  const ops = (p: Paths) =>
    new Map(
      Object.entries(p).flatMap(([path, m]) =>
        Object.entries(m).map(([k, v]) => [`${k.toUpperCase()} ${path}`, JSON.stringify(v)]),
      ),
    );
  const a = ops(before);
  const b = ops(after);
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((k) => a.get(k) !== b.get(k))
    .map((k) => `${k}（${!a.has(k) ? '新增' : !b.has(k) ? '已删除' : '已改动'}）`);
}

describe('the checked-in OpenAPI document (the screen lint reads it)', () => {
  it('is the document the server builds from its routes: run `npm run gen:openapi` after changing a route', async () => {
    const built = await renderOpenApi();
    const checkedIn = readFileSync(openApiFile, 'utf8');
    const changed = changedOperations(
      (JSON.parse(checkedIn) as { paths: Paths }).paths,
      (JSON.parse(built) as { paths: Paths }).paths,
    );
    expect(
      checkedIn === built,
      `openapi/commondeal.json 与服务端路由不一致${changed.length ? `：${changed.join('，')}` : '（components 或文档信息不同）'}。请运行 npm run gen:openapi 并提交该文件。`,
    ).toBe(true);
  }, 60_000);
});
