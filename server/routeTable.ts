import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createPgliteDb } from './db';

/** The OpenAPI document @fastify/swagger generates. */
export type OpenApiDocument = ReturnType<
  (opts?: { yaml?: false }) => ReturnType<FastifyInstance['swagger']>
> &
  Record<string, unknown>;

/**
 * The OpenAPI document of every route, built on a throw-away in-memory database (the screen-descriptor
 * lint checks request paths and bodies against it).
 */
export async function loadOpenApi(): Promise<OpenApiDocument> {
  const db = await createPgliteDb();
  const app = await buildApp({ db, seed: false });
  try {
    await app.ready();
    return app.swagger() as OpenApiDocument;
  } finally {
    await app.close();
    await db.close();
  }
}
