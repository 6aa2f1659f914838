import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { buildApp } from '../../server/app';
import { createPgliteDb } from '../../server/db';

/** The OpenAPI document @fastify/swagger generates. */
export type OpenApiDocument = ReturnType<
  (opts?: { yaml?: false }) => ReturnType<FastifyInstance['swagger']>
> &
  Record<string, unknown>;

/** The checked-in OpenAPI document the screen-descriptor lint reads (`npm run gen:openapi` writes it). */
export const openApiFile = fileURLToPath(new URL('../../openapi/commondeal.json', import.meta.url));

/** The server built on a throw-away in-memory database with no seed data, as `read` sees it once ready. */
async function withRoutes<T>(read: (app: FastifyInstance) => T): Promise<T> {
  const db = await createPgliteDb();
  const app = await buildApp({ db, seed: false });
  try {
    await app.ready();
    return read(app);
  } finally {
    await app.close();
    await db.close();
  }
}

/**
 * The OpenAPI document of every route, built on a throw-away in-memory database with no seed data, so
 * that it depends only on the route declarations (not on the environment, a database or a port).
 */
export const loadOpenApi = (): Promise<OpenApiDocument> =>
  withRoutes((app) => app.swagger() as OpenApiDocument);

/** A route as it was declared: its schema as written, and the stack of the call that declared it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  stack: string;
}

/**
 * Every route of the server as declared (docs/server.md#routes-and-schemas): each new Fastify instance
 * (Fastify's `fastify.initialization` diagnostics channel) reports its routes from an `onRoute` hook.
 */
export async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const routes: DeclaredRoute[] = [];
  const watch = (message: unknown) =>
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      routes.push({
        method: [route.method].flat().join(','),
        url: route.url,
        schema: route.schema,
        stack: new Error().stack ?? '',
      });
    });
  subscribe('fastify.initialization', watch);
  try {
    await withRoutes(() => undefined);
  } finally {
    unsubscribe('fastify.initialization', watch);
  }
  return routes;
}

const sortedKeys = (o: unknown): Record<string, unknown> => {
  const obj = (o ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .map((k) => [k, obj[k]]),
  );
};

/**
 * The text of the checked-in document: the generated one with its paths, methods and component schemas
 * in a stable order (their registration order depends on how the modules were loaded).
 */
export async function renderOpenApi(): Promise<string> {
  const doc = (await loadOpenApi()) as Record<string, unknown>;
  const paths = sortedKeys(doc.paths);
  for (const [p, ops] of Object.entries(paths)) paths[p] = sortedKeys(ops);
  const components = (doc.components ?? {}) as Record<string, unknown>;
  const stable = { ...doc, components: { ...components, schemas: sortedKeys(components.schemas) }, paths };
  return `${JSON.stringify(stable, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await renderOpenApi();
  mkdirSync(dirname(openApiFile), { recursive: true });
  writeFileSync(openApiFile, text);
  console.log(`已生成 ${openApiFile}（${Object.keys(JSON.parse(text).paths).length} 个路径）`);
  process.exit(0);
}
