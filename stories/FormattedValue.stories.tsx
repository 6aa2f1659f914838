import type { Meta, StoryObj } from '@storybook/react';
import { Descriptions } from 'antd';
import type { ColumnFormat } from '../engine/descriptor';
import type { Dicts } from '../engine/dicts/dictStore';
import { FormattedValue } from '../widgets/blocks/FormattedValue';

/** One value beside the format that shows it. */
interface Sample {
  label: string;
  value: unknown;
  format?: ColumnFormat;
}

const dicts: Dicts = {
  med_type: [
    { value: '11', name: '普通门诊' },
    { value: '21', name: '普通住院' },
  ],
};

/** Values as a column cell or a description item shows them (docs/descriptor.md, 显示格式). */
function Samples({ samples }: { samples: Sample[] }) {
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      style={{ maxWidth: 560 }}
      items={samples.map((s, i) => ({
        key: i,
        label: s.label,
        children: <FormattedValue value={s.value} format={s.format} dicts={dicts} />,
      }))}
    />
  );
}

const status = { map: { '1': '启用', '0': '禁用', '9': '待审核' } };

const meta = {
  title: 'Blocks/FormattedValue 显示格式',
  parameters: { descriptor: { definition: 'ColumnFormat' } },
  component: Samples,
} satisfies Meta<typeof Samples>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A code list as coloured tags: each code its colour, a code without one a grey tag, the text from map. */
export const Tags: Story = {
  name: '彩色标签',
  args: {
    samples: [
      {
        label: '启用（绿色）',
        value: '1',
        format: { ...status, tags: { '1': 'green', '0': 'red', '9': 'gold' } },
      },
      {
        label: '禁用（红色）',
        value: '0',
        format: { ...status, tags: { '1': 'green', '0': 'red', '9': 'gold' } },
      },
      {
        label: '待审核（金色）',
        value: '9',
        format: { ...status, tags: { '1': 'green', '0': 'red', '9': 'gold' } },
      },
      { label: '未配颜色的代码（灰色）', value: '9', format: { ...status, tags: { '1': 'green' } } },
      {
        label: '字典文字的标签',
        value: '21',
        format: { dict: 'med_type', tags: { '11': 'blue', '21': 'purple' } },
      },
      { label: '空值不显示标签', value: '', format: { ...status, tags: { '1': 'green' } } },
    ],
  },
};

/** Text formats: a code map with its fallback, a dictionary, an amount, a date. */
export const Text: Story = {
  name: '代码映射、字典、金额与日期',
  args: {
    samples: [
      { label: '代码映射', value: '0', format: status },
      { label: '其他值文字', value: '5', format: { map: { '0': '否' }, fallback: '是' } },
      { label: '映射中没有的代码', value: '7', format: status },
      { label: '字典', value: '11', format: { dict: 'med_type' } },
      { label: '金额（两位小数）', value: 1234.5, format: { decimals: 2 } },
      { label: '日期', value: '2026-11-28T08:30:00', format: { date: 'YYYY-MM-DD' } },
      { label: '日期时间', value: '2026-11-28T08:30:00', format: { date: 'YYYY-MM-DD HH:mm:ss' } },
      { label: '无格式', value: '原样显示' },
    ],
  },
};

/** A logged message as JSON: indented, monospace, scrolling past its height, with a 复制 button (查看报文). */
export const Json: Story = {
  name: 'JSON 显示',
  args: {
    samples: [
      {
        label: '请求报文',
        value: {
          infno: '2207',
          msgid: 'H21010200001202611251341410003',
          fixmedins_code: 'H21010200001',
          input: { data: { psn_no: '21010000000000000101', mdtrt_id: '300179901', local_flag: '1' } },
        },
        format: { json: true },
      },
      { label: 'JSON 文本', value: '{"infcode":0,"err_msg":""}', format: { json: true } },
    ],
  },
};
