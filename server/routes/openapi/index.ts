import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../policy';

/** GET /commondeal/openapi.json: the route table, generated from the routes' schemas. */
export default async function openapi(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', { config: { auth: PUBLIC }, schema: { hide: true } }, async () => app.swagger());
}
