import type { Meta, StoryObj } from '@storybook/react';
import { Table } from 'antd';
import { tableEmptyLocale } from '../widgets/blocks/tableEmpty';
import { withFakeApp } from '../fixtures/decorator';

/** An empty table with a block's own empty text, as the crud and editable tables draw it. */
function EmptyTable({ text }: { text?: string }) {
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={[]}
      locale={tableEmptyLocale(text)}
      columns={[
        { title: '交易时间', dataIndex: 'infTime' },
        { title: '交易编号', dataIndex: 'infno' },
      ]}
    />
  );
}

const meta = {
  title: 'Widgets/TableEmpty 空表提示',
  component: EmptyTable,
  decorators: [withFakeApp],
} satisfies Meta<typeof EmptyTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A block's `emptyText`, drawn as secondary text (readable, 4.9:1). */
export const OwnText: Story = { name: '自定义空表提示', args: { text: '暂无交易记录，请调整查询条件' } };
/** No `emptyText`: antd's own 暂无数据 picture. */
export const Default: Story = { name: '默认（暂无数据）', args: {} };
