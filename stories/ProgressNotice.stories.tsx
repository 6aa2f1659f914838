import type { Meta, StoryObj } from '@storybook/react';
import { ProgressNotice } from '../widgets/ProgressNotice';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Widgets/ProgressNotice 进度提示',
  component: ProgressNotice,
  decorators: [withFakeApp],
} satisfies Meta<typeof ProgressNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the file goes up (the upload's percent), with its cancel button. */
export const Uploading: Story = {
  name: '上传中（可取消）',
  args: { text: '正在上传 45%', cancel: { label: '取消', onCancel: () => undefined } },
};

/** After the file is up: the server's progress lines, with its cancel button. */
export const ServerProgress: Story = {
  name: '服务器读取中（可取消）',
  args: {
    text: '正在读取：已读取 42000 行，已检查 42000 行',
    cancel: { label: '取消', onCancel: () => undefined },
  },
};

/** An upload that offers no cancel: the text alone. */
export const WithoutCancel: Story = { name: '不可取消', args: { text: '正在上传 80%' } };
