import descriptorSchema from '../descriptor/descriptor.schema.json';
import { blockIdsOf, buildScope, type Scope } from '../lint/context';
import { RouteTable, type OpenApiDoc } from '../lint/routes';
import { walkTyped, type TypedNode } from '../lint/schemaWalk';

type Schema = Record<string, unknown>;

/** Shared schemas by `$id` (`schemas/`), for a form whose `schema` names one. */
export type SharedSchemas = Record<string, Schema>;

const schema = descriptorSchema as Schema;

/**
 * The variables a descriptor's expressions may read, decided exactly as the screen lint decides them
 * (engine/lint/context.ts): the roots and, for `row`, `form`, `query`, `state` and `user`, their fields.
 */
export function lintScopeOf(doc: unknown, openapi?: OpenApiDoc, schemas?: SharedSchemas): Scope {
  const d = (doc && typeof doc === 'object' ? doc : {}) as Schema;
  const nodes: TypedNode[] = [];
  walkTyped(d, schema, (n) => nodes.push(n));
  const resolve = (ref: unknown) => (typeof ref === 'string' ? schemas?.[ref] : (ref as Schema | undefined));
  return buildScope(d, nodes, blockIdsOf(nodes, schema), resolve, new RouteTable(openapi ?? {}));
}
