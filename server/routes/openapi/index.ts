import type { App } from '../../schemaTypes';
import { PUBLIC } from '../../policy';

/** GET /commondeal/openapi.json: the route table, generated from the routes' schemas. */
export default async function openapi(app: App): Promise<void> {
  app.get('/openapi.json', { config: { auth: PUBLIC }, schema: { hide: true } }, async () => app.swagger());
}
