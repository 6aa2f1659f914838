/**
 * `ref(Schema)`: the `{ $ref: 'Id#' }` to a registered schema (docs/server.md#routes-and-schemas). At run
 * time it is that object and nothing more (the OpenAPI document names the schema); its type also carries
 * the schema, so the server types a route's request and answer from the one place that names it.
 */
declare const target: unique symbol;

/** A `{ $ref }` to the schema `S`, which it carries in its type only. */
export type Ref<S extends { readonly $id: string }> = {
  readonly $ref: `${S['$id']}#`;
  readonly [target]: S;
};

const made = new WeakSet<object>();

export function ref<const S extends { readonly $id: string }>(schema: S): Ref<S> {
  const r = { $ref: `${schema.$id}#` };
  made.add(r);
  return r as Ref<S>;
}

/** Whether this `{ $ref }` was made by `ref()` (a hand-written one carries no type). */
export const isRef = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && made.has(value);

/** The schema with every `ref()` replaced by the schema it names, as `FromSchema` reads it. */
export type Inlined<T> = T extends { readonly [target]: infer S }
  ? Inlined<S>
  : T extends object
    ? { [K in keyof T]: Inlined<T[K]> }
    : T;
