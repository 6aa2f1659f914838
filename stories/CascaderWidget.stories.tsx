import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Cascader 级联选择',
  parameters: { descriptor: { widget: 'cascader' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const DIVISIONS = '/commondeal/common/divisions';
/** Provinces and their prefectures (the approval's 所属地区), as the platform answers them. */
const divisions = [
  {
    value: '33',
    label: '浙江省',
    children: [
      { value: '3301', label: '杭州市' },
      { value: '3302', label: '宁波市' },
      { value: '3303', label: '温州市' },
    ],
  },
  {
    value: '32',
    label: '江苏省',
    children: [
      { value: '3201', label: '南京市' },
      { value: '3205', label: '苏州市' },
    ],
  },
  { value: '11', label: '北京市', children: [{ value: '1101', label: '北京市' }] },
];

/** Province → prefecture; the value is the deepest level chosen (a province alone may be chosen). */
const s = widgetStories(
  {
    schema: { type: 'string', title: '所属地区', errorMessage: '请选择所属地区' },
    ui: { 'ui:widget': 'cascader', 'ui:placeholder': '请选择省 / 市' },
    value: '3301',
    source: { method: 'GET', path: DIVISIONS, label: 'label', value: 'value', children: 'children' },
  },
  { answers: { [`GET ${DIVISIONS}`]: divisions } },
);

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
