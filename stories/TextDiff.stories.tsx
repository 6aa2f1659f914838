import type { Meta, StoryObj } from '@storybook/react';
import { TextDiff } from '../widgets/blocks/descriptorEditor/TextDiff';
import { withFakeApp } from '../fixtures/decorator';

const published = `{\n  "id": "roleList",\n  "title": "角色列表"\n}\n`;
const edited = `{\n  "id": "roleList",\n  "title": "全部角色"\n}\n`;

const meta = {
  title: 'Widgets/TextDiff 对比',
  component: TextDiff,
  // In the console's theme, as in the studio.
  decorators: [withFakeApp],
  args: { original: published, modified: edited, height: 240, labels: ['已发布版本 2', '我的编辑'] },
} satisfies Meta<typeof TextDiff>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Monaco's diff editor in the browser (two plain panes where web workers are missing). */
export const Changed: Story = { name: '标题已修改' };
