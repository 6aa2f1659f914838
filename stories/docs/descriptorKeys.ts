/**
 * What a docs page says of a descriptor definition (docs/design-checks.md, 文档页), read from the
 * descriptor JSON Schema as the studio's designer reads it: the Chinese `title` and `description` of the
 * definition and of each of its keys. Generic over the schema: no block type is named here.
 */
import { blockTypes, definitionSchema } from '../../engine/designer';
import { isPlainObject, type Schema } from '../../engine/designer/schemaNav';

/** One key of a definition, as the docs page's table shows it. */
export interface DescriptorKey {
  /** The key, with its parent's for a key of an inline object (`query.submitLabel`). */
  key: string;
  title: string;
  description: string;
  required: boolean;
}

/** A definition's name and purpose: its Chinese `title` and `description`. */
export interface DefinitionAbout {
  definition: string;
  title: string;
  description: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The keys of an object schema, each followed by the keys of the inline object it holds (one level). */
function keysOf(s: Schema, prefix = ''): DescriptorKey[] {
  const required = new Set((s.required as string[] | undefined) ?? []);
  const props = isPlainObject(s.properties) ? (s.properties as Record<string, Schema>) : {};
  return Object.entries(props).flatMap(([key, p]) => {
    const row = {
      key: `${prefix}${key}`,
      title: text(p.title),
      description: text(p.description),
      required: required.has(key),
    };
    const inline = !prefix && p.type === 'object' && isPlainObject(p.properties);
    return inline ? [row, ...keysOf(p, `${key}.`)] : [row];
  });
}

/** The keys of a definition (`CrudBlock`, `DialogBlock`…), or none when the schema has no such one. */
export function definitionKeys(schema: Schema, definition: string): DescriptorKey[] {
  const def = definitionSchema(schema, definition);
  return def ? keysOf(def) : [];
}

/** A definition's Chinese title and description, or undefined when the schema has no such one. */
export function definitionAbout(schema: Schema, definition: string): DefinitionAbout | undefined {
  const def = definitionSchema(schema, definition);
  return def && { definition, title: text(def.title), description: text(def.description) };
}

/** The definition of a block type (`crud` → `CrudBlock`), from the schema's `Block` union. */
export const blockDefinition = (schema: Schema, type: string): string | undefined =>
  blockTypes(schema).find((b) => b.type === type)?.definition;
