import { message } from 'antd';
import type { Meta, StoryObj } from '@storybook/react';
import { ProgressWithCancel } from '../widgets/ProgressWithCancel';
import { withFakeApp } from './support/decorator';

const meta = {
  title: 'Widgets/ProgressWithCancel 可取消的进度提示',
  component: ProgressWithCancel,
  decorators: [withFakeApp],
  args: {
    text: '正在导出：已接收 12.3 MB（共 1,000,000 行）',
    onCancel: () => void message.info('已取消下载'),
  },
} satisfies Meta<typeof ProgressWithCancel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A streamed export: the size so far and the rows the server announced. */
export const Rows: Story = { name: '已接收大小与总行数' };

/** A download whose length is known: the percentage. */
export const Percent: Story = { name: '百分比', args: { text: '正在导出 42%' } };

/** Just started: the label alone. */
export const Started: Story = { name: '刚开始', args: { text: '正在导出' } };
