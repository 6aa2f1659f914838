import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { TabsBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Blocks/Tabs 标签页',
  parameters: { descriptor: { block: 'tabs' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabs: TabsBlock = {
  type: 'tabs',
  items: [
    {
      key: 'upload',
      label: '模板上传',
      blocks: [
        {
          type: 'actions',
          buttons: [
            {
              label: '批量导入',
              kind: 'primary',
              action: { type: 'toast', level: 'info', message: '批量导入' },
            },
            { label: '清空导入信息', action: { type: 'toast', level: 'info', message: '已清空' } },
          ],
        },
      ],
    },
    {
      key: 'manual',
      label: '手工录入',
      blocks: [{ type: 'text', text: '逐行录入结算明细，保存草稿后可继续编辑。' }],
    },
  ],
};

export const Filled: Story = { name: '两个标签', args: { descriptor: screenOf([tabs]) } };
export const Empty: Story = {
  name: '空标签页',
  args: { descriptor: screenOf([{ type: 'tabs', items: [{ key: 'a', label: '模板上传', blocks: [] }] }]) },
};
