import type { SchemaRef } from '../descriptor';

export type JsonSchema = { [keyword: string]: unknown };

/** Shared schemas by `$id` (from `schemas/`), so a descriptor can name one instead of copying it. */
export class SchemaRegistry {
  private byId = new Map<string, JsonSchema>();

  constructor(schemas: Iterable<JsonSchema> = []) {
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

  /** The schema a descriptor names or holds; a missing name is an error naming it. */
  resolve(ref: SchemaRef): JsonSchema {
    if (typeof ref !== 'string') return ref;
    const found = this.byId.get(ref);
    if (!found) throw new Error(`未找到共享 schema "${ref}"`);
    return found;
  }
}
