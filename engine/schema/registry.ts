import type { SchemaRef } from '../descriptor';

export type JsonSchema = { [keyword: string]: unknown };

/**
 * Shared schemas by `$id` (from `schemas/`), so a descriptor can name one instead of copying it. The
 * console holds the few its public pages name from the start and loads the others (`more`) the first
 * time a screen names one it does not hold, so the login page does not carry every form's schema.
 */
export class SchemaRegistry {
  private byId = new Map<string, JsonSchema>();
  private loading?: Promise<void>;

  constructor(
    schemas: Iterable<JsonSchema> = [],
    private more?: () => Promise<Iterable<JsonSchema>>,
  ) {
    for (const s of schemas) this.add(s);
  }

  add(schema: JsonSchema): void {
    const id = schema.$id;
    if (typeof id !== 'string') throw new Error('共享 schema 缺少 $id');
    this.byId.set(id, schema);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /**
   * Undefined when every one of `ids` is held (or nothing more can be loaded); else the loading of the
   * others, started once. A failed load may be tried again.
   */
  ensure(ids: Iterable<string>): Promise<void> | undefined {
    if (!this.more || [...ids].every((id) => this.byId.has(id))) return undefined;
    this.loading ??= this.more().then(
      (schemas) => {
        for (const s of schemas) this.add(s);
        this.more = undefined;
      },
      (e: unknown) => {
        this.loading = undefined;
        throw e;
      },
    );
    return this.loading;
  }

  /**
   * The schema a descriptor names or holds; a missing name is an error naming it. A name not held
   * while the others can still be loaded suspends the caller's render (a Suspense boundary above
   * shows its fallback) until they are: screens load them before opening (`withSchemas`), this covers
   * any other descriptor, e.g. one in the preview page.
   */
  resolve(ref: SchemaRef): JsonSchema {
    if (typeof ref !== 'string') return ref;
    const found = this.byId.get(ref);
    if (found) return found;
    const loading = this.ensure([ref]);
    if (loading) throw loading;
    throw new Error(`未找到共享 schema "${ref}"`);
  }
}

/** The shared schema names a descriptor uses: the string values of its `schema` and `modeSchemas` keys. */
export function schemaNamesOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) schemaNamesOf(v, into);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'schema' && typeof v === 'string') into.add(v);
      else if (key === 'modeSchemas' && v && typeof v === 'object')
        for (const m of Object.values(v)) if (typeof m === 'string') into.add(m);
      schemaNamesOf(v, into);
    }
  return into;
}
