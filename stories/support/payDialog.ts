import type { ScreenDescriptor } from '../../engine/descriptor';

/**
 * A pay-code dialog polling the payment result: the shape the reversal list uses, shared by the poll story
 * and its component test.
 */
export function payDialogScreen(seconds = 5): ScreenDescriptor {
  return {
    id: 'payDemo',
    route: '/home/payDemo',
    title: '支付',
    layout: 'shell',
    blocks: [
      {
        type: 'text',
        text: '{{state.paidNote}}',
      },
      {
        type: 'actions',
        buttons: [
          {
            label: '冲正',
            kind: 'primary',
            action: {
              type: 'sequence',
              steps: [
                {
                  type: 'request',
                  method: 'POST',
                  path: '/commondeal/quickmark/chargecode',
                  body: { id: 'S1' },
                  resultAs: 'code',
                },
                { type: 'setValue', target: 'state', path: 'payUrl', value: { var: 'results.code.url' } },
                { type: 'dialog', dialog: 'pay' },
                {
                  type: 'poll',
                  seconds,
                  request: {
                    type: 'request',
                    method: 'POST',
                    path: '/commondeal/quickmark/query-payflag',
                    body: { id: 'S1' },
                    resultAs: 'paid',
                  },
                  until: { var: 'results.paid' },
                  then: {
                    type: 'sequence',
                    steps: [
                      { type: 'closeDialog' },
                      { type: 'setValue', target: 'state', path: 'paidNote', value: '支付成功' },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    ],
    dialogs: {
      pay: {
        title: '支付冲正服务费',
        width: 360,
        blocks: [{ type: 'qrcode', value: '{{state.payUrl}}', size: 250, caption: '请使用手机钱包扫码支付' }],
        onClose: { type: 'setValue', target: 'state', path: 'payUrl', value: '' },
      },
    },
  };
}
