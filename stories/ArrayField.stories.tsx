import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Array 列表',
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list of values (RJSF's array field): 添加, 删除, 上移, 下移 and the empty text are RJSF's, in Chinese. */
const s = widgetStories({
  schema: {
    type: 'array',
    title: '科室',
    minItems: 1,
    items: { type: 'string', title: '科室名称', errorMessage: '请输入科室名称' },
    errorMessage: { minItems: '请至少添加一个科室' },
  },
  ui: { items: { 'ui:placeholder': '请输入科室名称' } },
  value: ['发热门诊', '急诊科', '心血管内科'],
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
export const ReadOnly: Story = s.ReadOnly;
