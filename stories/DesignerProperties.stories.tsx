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
 * Every block type of the descriptor schema, each new block's property form under its Chinese title:
 * read from the schema's `Block` members, so a block type added to the registry shows here with no code.
 */
function EveryBlockType() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      {blockTypes(designSchema).map((b) => (
        <Card key={b.definition} size="small" title={b.title}>
          <BlockProperties block={skeletonOf(designSchema, b.definition)} />
        </Card>
      ))}
    </div>
  );
}

const meta = {
  title: '设计器/属性',
  component: EveryBlockType,
  decorators: [withFakeApp],
  parameters: { fakeApp: { user: adminUser } },
} satisfies Meta<typeof EveryBlockType>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The property form of each block type of the registry, one after another. */
export const EveryBlock: Story = { name: '每种区块的属性表单' };
