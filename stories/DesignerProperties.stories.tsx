import type { Meta, StoryObj } from '@storybook/react';
import { Card } from 'antd';
import { useDesigner } from '../engine/blocks/controllers/descriptorEditor/useDesigner';
import { blockTypes, skeletonOf } from '../engine/designer/palette';
import { withFakeApp } from '../fixtures/decorator';
import { designSchema, designScreen, useFixtureEditor } from '../fixtures/designerFixtures';
import { adminUser } from '../fixtures/fixtures';
import { PropertyForm } from '../widgets/blocks/designer/PropertyForm';

/** The property form of a screen's first block, as 设计 shows it when the block is selected. */
function BlockProperties({ block }: { block: unknown }) {
  const editor = useFixtureEditor(designScreen([block]));
  const designer = useDesigner(editor, '/blocks/0');
  return <PropertyForm designer={designer} path="/blocks/0" />;
}

/**
 * The block types of the descriptor schema from `from` to `to` (in the `Block` union's order), each new
 * block's property form under its Chinese title: read from the schema, so a block type added to the
 * registry shows in the last story with no code.
 */
function BlockTypes({ from, to }: { from: number; to?: number }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      {blockTypes(designSchema)
        .slice(from, to)
        .map((b) => (
          <Card key={b.definition} size="small" title={b.title}>
            <BlockProperties block={skeletonOf(designSchema, b.definition)} />
          </Card>
        ))}
    </div>
  );
}

const meta = {
  title: '设计器/属性',
  component: BlockTypes,
  decorators: [withFakeApp],
  parameters: { fakeApp: { user: adminUser } },
} satisfies Meta<typeof BlockTypes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One block type a story, in the `Block` union's order (a story of every type at once is too long to check). */
export const Type1: Story = { name: '区块属性（第 1 种）', args: { from: 0, to: 1 } };
export const Type2: Story = { name: '区块属性（第 2 种）', args: { from: 1, to: 2 } };
export const Type3: Story = { name: '区块属性（第 3 种）', args: { from: 2, to: 3 } };
export const Type4: Story = { name: '区块属性（第 4 种）', args: { from: 3, to: 4 } };
export const Type5: Story = { name: '区块属性（第 5 种）', args: { from: 4, to: 5 } };
export const Type6: Story = { name: '区块属性（第 6 种）', args: { from: 5, to: 6 } };
export const Type7: Story = { name: '区块属性（第 7 种）', args: { from: 6, to: 7 } };
export const Type8: Story = { name: '区块属性（第 8 种）', args: { from: 7, to: 8 } };
export const Type9: Story = { name: '区块属性（第 9 种）', args: { from: 8, to: 9 } };
export const Type10: Story = { name: '区块属性（第 10 种）', args: { from: 9, to: 10 } };
export const Type11: Story = { name: '区块属性（第 11 种）', args: { from: 10, to: 11 } };
export const Type12: Story = { name: '区块属性（第 12 种）', args: { from: 11, to: 12 } };
export const Type13: Story = { name: '区块属性（第 13 种）', args: { from: 12, to: 13 } };
export const Type14: Story = { name: '区块属性（第 14 种）', args: { from: 13, to: 14 } };
export const Type15: Story = { name: '区块属性（第 15 种）', args: { from: 14, to: 15 } };
/** From the 16th on: a block type added to the registry appears here with no code. */
export const TypesRest: Story = { name: '区块属性（第 16 种起）', args: { from: 15 } };
