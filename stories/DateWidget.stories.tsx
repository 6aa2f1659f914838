import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { widgetStories } from '../fixtures/widgetStories';
import { check, inPage, PATIENCE } from './interactions';

const meta = {
  title: 'Widgets/Date 日期',
  parameters: { descriptor: { widget: 'date' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const s = widgetStories({
  schema: { type: 'string', title: '结算开始时间', format: 'date' },
  ui: { 'ui:widget': 'date', 'ui:placeholder': '请选择结算开始时间' },
  value: '2024-03-01',
});

export const Empty: Story = s.Empty;
export const Filled: Story = s.Filled;
export const WithError: Story = s.Error;
export const Disabled: Story = s.Disabled;

/**
 * A designer's check: the picker opens with its shortcuts 最近一周 and 最近一个月; a date typed as
 * yyyy-MM-dd and Enter confirm it and close the picker (Enter in a picker never submits the form).
 */
export const EnterConfirms: Story = {
  ...s.Empty,
  name: '交互：输入日期后按回车确认',
  play: async ({ canvasElement, step }) => {
    const page = inPage(canvasElement);
    const input = await within(canvasElement).findByPlaceholderText(
      '请选择结算开始时间',
      undefined,
      PATIENCE,
    );
    const shown = (text: string) =>
      page.queryByText(text)?.checkVisibility({ opacityProperty: true }) ?? false;
    await check(step, '日期面板提供快捷选项「最近一周」「最近一个月」', async () => {
      await userEvent.click(input);
      await waitFor(() => expect(shown('最近一周') && shown('最近一个月')).toBe(true), PATIENCE);
    });
    await check(step, '输入日期后按回车，确认日期并关闭面板', async () => {
      await userEvent.type(input, '2024-03-01{Enter}');
      await waitFor(() => expect(shown('最近一周')).toBe(false), PATIENCE);
      await expect(input).toHaveValue('2024-03-01');
    });
  },
};
