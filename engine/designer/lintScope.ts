import descriptorSchema from '../descriptor/descriptor.schema.json';
import { blockIdsOf, buildScope, type Scope } from '../lint/context';
import { RouteTable, type OpenApiDoc } from '../lint/routes';
import { walkTyped, type TypedNode } from '../lint/schemaWalk';

type Schema = Record<string, unknown>;

/** Shared schemas by `$id` (`schemas/`), for a form whose `schema` names one. */
export type SharedSchemas = Record<string, Schema>;

const schema = descriptorSchema as Schema;

const NO_OPENAPI: OpenApiDoc = {};
const tables = new WeakMap<OpenApiDoc, RouteTable>();

/** The route table of an OpenAPI document, built once per document. */
export function routeTableOf(openapi: OpenApiDoc = NO_OPENAPI): RouteTable {
  let t = tables.get(openapi);
  if (!t) tables.set(openapi, (t = new RouteTable(openapi)));
  return t;
}

const scopes = new WeakMap<object, { openapi?: OpenApiDoc; schemas?: SharedSchemas; scope: Scope }>();

/**
 * The variables a descriptor's expressions may read, decided exactly as the screen lint decides them
 * (engine/lint/context.ts): the roots and, for `row`, `form`, `query`, `state` and `user`, their fields.
 * Kept per parsed draft: every expression field of the designer reads the same one.
 */
export function lintScopeOf(doc: unknown, openapi?: OpenApiDoc, schemas?: SharedSchemas): Scope {
  const d = (doc && typeof doc === 'object' ? doc : {}) as Schema;
  const kept = scopes.get(d);
  if (kept && kept.openapi === openapi && kept.schemas === schemas) return kept.scope;
  const nodes: TypedNode[] = [];
  walkTyped(d, schema, (n) => nodes.push(n));
  const resolve = (ref: unknown) => (typeof ref === 'string' ? schemas?.[ref] : (ref as Schema | undefined));
  const scope = buildScope(d, nodes, blockIdsOf(nodes, schema), resolve, routeTableOf(openapi));
  scopes.set(d, { openapi, schemas, scope });
  return scope;
}
