import { describe, expect, test } from 'vitest';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import { screen as validScreen } from '../../engine/descriptor/descriptorValidators.js';
import {
  addChild,
  blockTypes,
  childSlots,
  definitionsOf,
  outlineOf,
  flattenOutline,
  schemaAt,
  setProperty,
  skeletonOf,
} from '../../engine/designer';
import { applyPatch, deepClone } from 'fast-json-patch';
import type { PatchOp } from '../../engine/designer';

const schema = descriptorSchema as Record<string, unknown>;
const blankScreen = {
  id: 'designerWalk',
  route: '/home/designerWalk',
  title: '设计测试',
  layout: 'shell',
  blocks: [],
};
const patched = (doc: unknown, ops: PatchOp[]) => applyPatch(deepClone(doc), ops, true, false).newDocument;
const errorsOf = (doc: unknown) => (validScreen(doc) ? [] : validScreen.errors);

/** The members of the schema's `Block` union, read from the schema (not listed here). */
const members = ((definitionsOf(schema).Block as { anyOf: { $ref: string }[] }).anyOf ?? []).map((m) =>
  m.$ref.replace('#/definitions/', ''),
);

/** A value of a scalar schema other than its skeleton's, to set through the designer. */
function scalarFor(s: Record<string, unknown>): unknown {
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum.at(-1);
  if (s.type === 'number' || s.type === 'integer') return 3;
  if (s.type === 'boolean') return true;
  if (s.type === 'string') return '改过的文字';
  return undefined;
}

describe('every block type of the registry can be added and edited in 设计 mode', () => {
  test('the palette offers every member of the Block union, each with a Chinese title', () => {
    const types = blockTypes(schema);
    expect(types.map((t) => t.definition)).toEqual(members);
    for (const t of types) expect(t.title).toMatch(/[\u4e00-\u9fa5]/);
  });

  test.each(members)(
    '%s: its skeleton added at /blocks/- passes the schema, its child slots and keys too',
    (definition) => {
      const skeleton = skeletonOf(schema, definition);
      const doc = patched(blankScreen, [{ op: 'add', path: '/blocks/-', value: skeleton }]);
      expect(errorsOf(doc)).toEqual([]);

      const node = flattenOutline(outlineOf(doc, schema)).find((n) => n.path === '/blocks/0');
      expect(node?.kind).toBe('block');
      expect(node?.definition).toBe(definition);
      expect(schemaAt(schema, doc, '/blocks/0')?.definition).toBe(definition);

      for (const slot of childSlots(schema, doc, '/blocks/0')) {
        const ops = addChild(doc, slot.parentPath, slot.key, slot.skeleton, slot.container);
        const withChild = patched(doc, ops);
        expect({ slot: slot.name, errors: errorsOf(withChild) }).toEqual({ slot: slot.name, errors: [] });
        const added = flattenOutline(outlineOf(withChild, schema)).find(
          (n) => n.path === (ops as { added?: string }).added,
        );
        expect(added?.kind, `${definition} › ${slot.name}`).toBe(slot.kind);
      }

      const props = (
        definitionsOf(schema)[definition] as { properties: Record<string, Record<string, unknown>> }
      ).properties;
      for (const [key, raw] of Object.entries(props)) {
        const s = (
          raw.$ref ? definitionsOf(schema)[String(raw.$ref).replace('#/definitions/', '')] : raw
        ) as Record<string, unknown>;
        const value = scalarFor(s);
        if (value === undefined || key === 'type') continue;
        const edited = patched(doc, setProperty(doc, '/blocks/0', key, value));
        expect({ key, errors: errorsOf(edited) }).toEqual({ key, errors: [] });
        expect((edited as { blocks: Record<string, unknown>[] }).blocks[0]![key]).toEqual(value);
      }
    },
  );
});
