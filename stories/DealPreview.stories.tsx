import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { DealFormBlock } from '../engine/descriptor';
import { deal2207, deal2207Extended } from '../fixtures/dealFixtures';
import { withFakeApp } from '../fixtures/decorator';
import { screenOf } from '../fixtures/descriptors';

/**
 * A dealForm drawn from a value of the screen (`meta`: the draft of the deal editor) rather than from
 * `/commondeal/meta`: the deal editor's live preview. 执行 is declared disabled; 校验 only validates.
 */
const preview = (draft: unknown, onReady?: DealFormBlock['onReady'], sample = false) =>
  screenOf(
    [
      {
        type: 'dealForm',
        id: 'preview',
        meta: { var: 'state.draft' },
        ...(onReady ? { onReady } : {}),
        ...(sample ? { sample } : {}),
        buttons: [
          { label: '校验', kind: 'primary', action: { type: 'submit', form: 'preview' } },
          {
            label: '执行',
            enabled: false,
            reason: '预览中不能执行',
            action: { type: 'submit', form: 'preview' },
          },
        ],
      },
    ],
    {
      title: '交易预览',
      breadcrumb: ['界面工作台', '交易目录', '2207 预览'],
      state: { draft: { preserve: draft } },
    },
  );

const meta = {
  title: 'Deal/Preview 交易预览',
  component: ScreenRenderer,
  decorators: [withFakeApp],
  parameters: { fakeApp: { answers: {} } },
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  name: '草稿预览（地方扩展字段，执行不可用）',
  args: { descriptor: preview(deal2207Extended) },
};
export const DraftChecked: Story = {
  name: '草稿预览 · 校验',
  args: { descriptor: preview(deal2207Extended, { type: 'submit', form: 'preview' }) },
};
export const DraftIncomplete: Story = {
  name: '草稿预览 · 元数据不完整',
  args: { descriptor: preview({ dealName: '2299', comment: '地方交易' }) },
};
/** `sample`: under the form, the output view drawn from a sample answer, editable as JSON (示例应答). */
export const DraftSample: Story = {
  name: '草稿预览 · 示例应答',
  args: { descriptor: preview(deal2207, undefined, true) },
};
