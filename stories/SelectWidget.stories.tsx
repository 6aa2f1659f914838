import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';

const meta = {
  title: 'Widgets/Select 下拉选择',
  parameters: { descriptor: { widget: 'select' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder shows while empty and is never one of the choices. */
const s = widgetStories({
  schema: {
    type: 'string',
    title: '医疗服务机构类型',
    oneOf: [
      { const: '1', title: '定点医疗机构' },
      { const: '2', title: '定点零售药店' },
    ],
    errorMessage: '请选择医疗服务机构类型',
  },
  ui: { 'ui:placeholder': '请选择医疗服务机构类型' },
  value: '2',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;
