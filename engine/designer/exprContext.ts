import type { Scope } from '../lint/context';
import type { OpenApiDoc } from '../lint/routes';
import { exprScopes, type Variable } from './exprScopes';
import { scopeWith } from './exprText';
import { lintScopeOf, type SharedSchemas } from './lintScope';
import type { NodePath } from './types';

/** What the expression builder of one key knows: the variables it offers and the lint's scope. */
export interface ExprContext {
  /** The variables the node can read, for the builder's 变量. */
  variables: Variable[];
  /** The screen lint's scope with those variables, for the text mode's check. */
  scope: Scope;
}

/** The expression context of the key at `pointer` (a node's pointer and the key, e.g. `/blocks/0/rowActions/1/visible`). */
export function exprContextOf(
  doc: unknown,
  pointer: NodePath,
  openapi?: OpenApiDoc,
  schemas?: SharedSchemas,
): ExprContext {
  const variables = exprScopes(doc, pointer, openapi, schemas);
  return { variables, scope: scopeWith(lintScopeOf(doc, openapi, schemas), variables) };
}
