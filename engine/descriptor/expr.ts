/**
 * A JSON Logic expression (json-logic-engine), e.g. `{"==": [{"var": "row.status"}, "0"]}`.
 * Literal strings, numbers and booleans evaluate to themselves.
 * Extra operators: `startsWith`, `contains`, `matches`, `hasRole`, `len`, `today`, `dateAdd`, `isEmpty`.
 */
export type Expr = string | number | boolean | null | { [operator: string]: unknown };

/** A message template: literal text with `{{path}}` placeholders read from the context, e.g. `请在{{state.upload.dld_endtime}}前确认对账`. */
export type Template = string;

/** An object built from the context: each value is an expression. */
export type Mapping = { [key: string]: Expr };

/** A JSON Schema, inline, or the `$id` of a shared schema in `schemas/` (e.g. `"MenuForm"`). */
export type SchemaRef = string | { [keyword: string]: unknown };
