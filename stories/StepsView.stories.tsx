import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { StepsBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';

const meta = {
  title: 'Blocks/Steps 进度',
  parameters: { descriptor: { block: 'steps' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const progress: StepsBlock = {
  type: 'steps',
  source: { var: 'state.steps' },
  title: '{{item.dtlDesc}}',
  description: '办理人：{{item.responseUserName}}　{{item.modifyTime}}　{{item.proposal}}',
  done: { '==': [{ var: 'item.isDone' }, '1'] },
  current: { '==': [{ var: 'item.isCurrent' }, '1'] },
  emptyText: '暂无进度',
};

const steps = [
  {
    dtlDesc: '客服受理',
    responseUserName: '王静',
    modifyTime: '2026-11-20 10:12:00',
    proposal: '已受理',
    isDone: '1',
    isCurrent: '0',
  },
  {
    dtlDesc: '技术处理',
    responseUserName: '张强',
    modifyTime: '',
    proposal: '',
    isDone: '0',
    isCurrent: '1',
  },
  {
    dtlDesc: '客服回访',
    responseUserName: '王静',
    modifyTime: '',
    proposal: '',
    isDone: '0',
    isCurrent: '0',
  },
];

export const InProgress: Story = {
  name: '处理中（已完成、进行中、等待中）',
  args: { descriptor: screenOf([progress], { state: { steps: { preserve: steps } } }) },
};
export const Empty: Story = { name: '无进度', args: { descriptor: screenOf([progress]) } };
