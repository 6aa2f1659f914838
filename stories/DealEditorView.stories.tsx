import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { DealEditorBlock } from '../engine/descriptor';
import { deal2207 } from '../fixtures/dealFixtures';
import { studioDeal } from '../fixtures/dealStudioFixtures';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser } from '../fixtures/fixtures';

/** 2207 in the deals' studio: published as version 2 (the 地方扩展 fields) over the shipped metadata. */
const answers = { 'GET /commondeal/deals/studio/2207': studioDeal() };

const editor = (template: Record<string, unknown>, id = '2207'): DealEditorBlock => ({
  type: 'dealEditor',
  id: 'dealEditor',
  studio: { kind: 'deal', screen: id },
  template,
});

const meta = {
  title: 'Blocks/DealEditor 交易编辑器',
  component: ScreenRenderer,
  decorators: [withFakeApp],
  parameters: { fakeApp: { user: adminUser, answers }, descriptor: { block: 'dealEditor' } },
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The published 2207 beside the deal form drawn from it (地方扩展 group, 执行 disabled). */
export const Published: Story = {
  name: '已发布交易（预览地方扩展字段）',
  args: { descriptor: screenOf([editor({})]) },
};

/** A new deal whose field misses its type: the schema's message under the editor, nothing to preview. */
export const Invalid: Story = {
  name: '新交易 · 不符合元数据 schema',
  args: {
    descriptor: screenOf([
      editor(
        {
          ...deal2207,
          dealName: '2299',
          reqProperties: [{ nodeName: 'data', title: '输入', array: false, properties: [{ name: 'a' }] }],
        },
        '',
      ),
    ]),
  },
};
