import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { withFakeApp } from '../fixtures/decorator';
import { payDialogScreen } from '../fixtures/payDialog';

const meta = {
  title: 'Actions/Poll 轮询支付结果',
  parameters: { descriptor: { definition: 'PollAction' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

let asked = 0;

/** 冲正 opens the 250×250 pay code; the result is polled every 2 s and is paid at the third call. */
export const PaidAtThirdCall: Story = {
  name: '第三次查询时已支付',
  args: { descriptor: payDialogScreen(2) },
  parameters: {
    fakeApp: {
      route: '/home/payDemo',
      answers: {
        'POST /commondeal/quickmark/chargecode': { url: 'https://yibao.local/wallet?code=demo' },
        'POST /commondeal/quickmark/query-payflag': () => ++asked % 3 === 0,
      },
    },
  },
};

/** Never paid: closing the dialog clears the code and stops the polling. */
export const NeverPaid: Story = {
  name: '未支付（关闭即停止轮询）',
  args: { descriptor: payDialogScreen(2) },
  parameters: {
    fakeApp: {
      route: '/home/payDemo',
      answers: {
        'POST /commondeal/quickmark/chargecode': { url: 'https://yibao.local/wallet?code=demo' },
        'POST /commondeal/quickmark/query-payflag': false,
      },
    },
  },
};
