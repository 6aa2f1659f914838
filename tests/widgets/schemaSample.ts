import fc from 'fast-check';
import { allSchemas } from '../../schemas';

type Node = Record<string, unknown>;

/** Strings tried first for a string field, in order: dates, codes, phone numbers, passwords, paths. */
const STRINGS = ['2026-01-02', 'A12345', '13900000002', '20261231', 'Abc@12345', '/home/test', '测试', '1'];

const fits = (s: Node, value: string) =>
  value.length >= ((s.minLength as number | undefined) ?? 0) &&
  value.length <= ((s.maxLength as number | undefined) ?? Infinity) &&
  (typeof s.pattern !== 'string' || new RegExp(s.pattern, 'u').test(value));

function stringOf(s: Node): string {
  if (s.format === 'date') return '2026-01-02';
  if (s.format === 'date-time') return '2026-01-02 08:00:00';
  const known = STRINGS.find((v) => fits(s, v));
  if (known !== undefined) return known;
  const matching = fc.stringMatching(new RegExp(String(s.pattern ?? '.')), {
    size: 'xsmall',
  });
  const [found] = fc.sample(
    matching.filter((v) => fits(s, v)),
    { numRuns: 1, seed: 7 },
  );
  if (found === undefined) throw new Error(`没有符合 ${JSON.stringify(s)} 的样例`);
  return found;
}

/** The schema `ref` names (a shared schema's `$id`) or is. */
export function resolved(ref: unknown): Node {
  if (typeof ref !== 'string') return ref as Node;
  const found = allSchemas.find((s) => s.$id === ref);
  if (!found) throw new Error(`没有名为 ${ref} 的共享 schema`);
  return found as unknown as Node;
}

/** A value valid for `schema` (draft-07, as the shipped forms use it): every property filled. */
export function sampleOf(schema: Node): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = (schema.oneOf ?? schema.anyOf) as Node[] | undefined;
  if (choices?.every((c) => 'const' in c)) return choices[0]!.const;
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, Node>).map(([k, v]) => [k, sampleOf(v)]),
      );
    case 'array':
      return Array.from({ length: (schema.minItems as number | undefined) ?? 0 }, () =>
        sampleOf((schema.items ?? {}) as Node),
      );
    case 'integer':
    case 'number':
      return (
        (schema.minimum as number | undefined) ?? ((schema.exclusiveMinimum as number | undefined) ?? 0) + 1
      );
    case 'boolean':
      return false;
    default:
      return stringOf(schema);
  }
}
