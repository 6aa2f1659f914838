import { readFileSync } from 'node:fs';
import Fastify, { type FastifySchema } from 'fastify';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OrderTicketForm, OrderTicketQuery } from '../../schemas';
import { isRef, ref } from '../../schemas/ref';
import { declaredRoutes } from '../../tools/openapi/routeTable';
import type { RequestOf, SchemaProvider } from '../../server/schemaTypes';

/**
 * A route names its schema once (docs/server.md#routes-and-schemas): a shared schema by `ref(Schema)`,
 * which types the handler through the type provider. Named a second time — a `{ $ref }` written by hand (its
 * type then comes from elsewhere), route generics (`app.post<{ Body: … }>`) or an annotated handler —
 * the two names can disagree and nothing would say so.
 */
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'all', 'route']);
const PARTS = ['body', 'querystring', 'params', 'headers', 'response'] as const;

/** The `{ $ref }`s of a route's schema not made by `ref()`, as `part: Id#`. */
function handWrittenRefs(schema: FastifySchema | undefined): string[] {
  const found: string[] = [];
  const walk = (value: unknown, part: string): void => {
    if (typeof value !== 'object' || value === null) return;
    const { $ref } = value as { $ref?: unknown };
    if (typeof $ref === 'string' && !isRef(value)) found.push(`${part}: ${$ref}`);
    for (const v of Object.values(value)) walk(v, part);
  };
  for (const part of PARTS) walk(schema?.[part], part);
  return found;
}

/** The file and line of the call that declared a route: the first frame of ours after Fastify's own. */
function siteOf(stack: string): { file: string; line: number } | undefined {
  let inFastify = false;
  for (const frame of stack.split('\n').slice(1)) {
    const m = /\(?(\/[^():]+):(\d+):\d+\)?$/.exec(frame.trim());
    if (!m) continue;
    if (m[1]!.includes('/node_modules/')) inFastify = true;
    else if (inFastify) return { file: m[1]!, line: Number(m[2]) };
  }
  return undefined;
}

const sources = new Map<string, ts.SourceFile>();
const sourceOf = (file: string) => {
  let source = sources.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    sources.set(file, source);
  }
  return source;
};

/** The `app.<method>(…)` call on this line of the file. */
function declarationAt(file: string, line: number): ts.CallExpression | undefined {
  const source = sourceOf(file);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (
      !found &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ROUTE_METHODS.has(node.expression.name.text) &&
      (lineOf(node.expression.name) === line || lineOf(node) === line)
    )
      found = node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** How a declared route names its schema a second time (none: it names it once). */
function namedTwice(route: { schema: FastifySchema | undefined; stack: string }): string[] {
  const problems = handWrittenRefs(route.schema).map((r) => `手写的 $ref（${r}），处理函数的类型不由它而来`);
  const site = siteOf(route.stack);
  const call = site && declarationAt(site.file, site.line);
  if (!call) return [...problems, '找不到声明这条路由的调用'];
  if (call.typeArguments?.length)
    problems.push(`路由泛型 ${call.typeArguments.map((t) => t.getText()).join(', ')} 另行命名了类型`);
  const handler = call.arguments.at(-1);
  if (handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)))
    for (const p of handler.parameters)
      if (p.type) problems.push(`处理函数的参数 ${p.getText()} 另行命名了类型`);
  return problems;
}

describe('every route names its schema once', () => {
  it('holds for every route of the route table', async () => {
    const routes = (await declaredRoutes()).filter((r) => r.url.startsWith('/commondeal/'));
    expect(routes.length).toBeGreaterThan(140);
    const offenders = routes
      .map((r) => ({ route: `${r.method} ${r.url}`, problems: namedTwice(r) }))
      .filter((o) => o.problems.length > 0);
    expect(offenders).toEqual([]);
    // Building the server on the embedded database takes a while on a loaded machine.
  }, 180_000);

  it('fails a route typed by one schema and declaring another, and passes it named once', () => {
    const app = Fastify().withTypeProvider<SchemaProvider>();
    const declared: { url: string; schema: FastifySchema | undefined; stack: string }[] = [];
    app.addHook('onRoute', (route) => {
      declared.push({ url: route.url, schema: route.schema, stack: new Error().stack ?? '' });
    });
    app.post<{ Body: RequestOf<typeof OrderTicketQuery> }>(
      '/typed-twice',
      { schema: { body: { $ref: 'OrderTicketForm#' } } },
      async (request) => request.body.status,
    );
    app.post(
      '/named-once',
      { schema: { body: ref(OrderTicketForm) } },
      async (request) => request.body.title,
    );
    const [wrong, right] = declared;
    expect(namedTwice(wrong!)).toEqual([
      '手写的 $ref（body: OrderTicketForm#），处理函数的类型不由它而来',
      '路由泛型 { Body: RequestOf<typeof OrderTicketQuery> } 另行命名了类型',
    ]);
    expect(namedTwice(right!)).toEqual([]);
  });
});
