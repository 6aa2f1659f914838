import { describe, expect, it } from 'vitest';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import { blockViewLoaders } from '../../widgets/blockViews';
import { antdBlocks } from '../../widgets/kit';
import { lazyAntdBlocks } from '../../widgets/lazyKit';

type Definition = { properties?: { type?: { const?: string } } };
const definitions = descriptorSchema.definitions as Record<string, Definition>;
/** The block types of the generated schema (each member of `Block` has a constant `type`). */
const schemaTypes = (descriptorSchema.definitions.Block.anyOf as { $ref: string }[]).map(
  ({ $ref }) => definitions[$ref.replace('#/definitions/', '')]?.properties?.type?.const,
);

describe('one registry of block views: both kits derive from blockViewLoaders', () => {
  it('registers a view for every block type of the descriptor schema, and nothing else', () => {
    expect(Object.keys(blockViewLoaders).sort()).toEqual([...schemaTypes].sort());
  });

  it('the eager and the lazy kit have exactly the block types of the registry', () => {
    expect(Object.keys(antdBlocks).sort()).toEqual(Object.keys(blockViewLoaders).sort());
    expect(Object.keys(lazyAntdBlocks).sort()).toEqual(Object.keys(blockViewLoaders).sort());
  });

  it('the eager kit holds the very views the loaders load (no lazy wrapper, renders at once)', async () => {
    for (const [type, load] of Object.entries(blockViewLoaders)) {
      expect(antdBlocks[type as keyof typeof antdBlocks], type).toBe(await load());
      expect(lazyAntdBlocks[type as keyof typeof lazyAntdBlocks], type).not.toBe(await load());
    }
  });
});
