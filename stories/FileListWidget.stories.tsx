import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/FileList 附件上传',
  parameters: { descriptor: { widget: 'fileList' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const s = widgetStories({
  schema: { type: 'array', title: '附件', maxItems: 3, items: { type: 'object' } },
  ui: {
    'ui:widget': 'fileList',
    'ui:options': {
      path: '/commondeal/order/attachment',
      accept: ['png', 'jpg', 'jpeg', 'txt'],
      maxSize: 1048576,
      maxCount: 3,
    },
  },
  value: [
    {
      name: '截图一.png',
      url: '/commondeal/order/attachment/0123456789abcdef0123456789abcdef',
      kind: 'image',
    },
    { name: '说明.txt', url: '/commondeal/order/attachment/fedcba9876543210fedcba9876543210', kind: 'text' },
  ],
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const Disabled: Story = s.Disabled;
