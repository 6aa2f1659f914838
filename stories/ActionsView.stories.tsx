import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { ActionsBlock } from '../engine/descriptor';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { fakeFile, withMessage } from '../fixtures/fakeApi';

const meta = {
  title: 'Blocks/Actions 按钮组',
  parameters: { descriptor: { block: 'actions' } },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions: ActionsBlock = {
  type: 'actions',
  buttons: [
    {
      label: '签到',
      kind: 'primary',
      icon: 'CheckOutlined',
      action: {
        type: 'confirm',
        message: '确定签到?',
        cancelMessage: '已取消签到',
        then: { type: 'toast', level: 'success', message: '签到成功' },
      },
    },
    {
      label: '签退',
      icon: 'LogoutOutlined',
      action: {
        type: 'confirm',
        message: '确定签退?',
        cancelMessage: '已取消签退',
        then: { type: 'toast', level: 'success', message: '签退成功' },
      },
    },
    {
      label: '删除配置',
      kind: 'danger',
      icon: 'DeleteOutlined',
      action: { type: 'toast', level: 'warning', message: '确定删除当前配置?' },
    },
  ],
};

export const Filled: Story = { name: '按钮组', args: { descriptor: screenOf([actions]) } };
export const Disabled: Story = {
  name: '禁用',
  args: {
    descriptor: screenOf([
      {
        ...actions,
        buttons: actions.buttons.map((b) => ({ ...b, enabled: false, reason: '当前状态不能执行此操作' })),
      },
    ]),
  },
};
export const Links: Story = {
  name: '链接（居中）',
  args: {
    descriptor: screenOf([
      {
        type: 'actions',
        align: 'center',
        buttons: [
          { label: '忘记密码', kind: 'link', action: { type: 'navigate', to: '/forgetPass' } },
          { label: '安全码申请', kind: 'link', action: { type: 'navigate', to: '/signup' } },
          {
            label: '定点机构申请',
            kind: 'link',
            action: { type: 'toast', level: 'info', message: '系统升级中' },
          },
        ],
      },
    ]),
  },
};

/** The download action (authenticated, with progress) and a success toast showing the server's text. */
export const DownloadAndServerText: Story = {
  name: '下载文件与服务端提示',
  args: {
    descriptor: screenOf([
      {
        type: 'actions',
        buttons: [
          {
            label: '下载模板',
            icon: 'DownloadOutlined',
            action: {
              type: 'download',
              method: 'GET',
              path: '/commondeal/reconciliation/detail-rec/template',
              fileName: '对账明细模板.xlsx',
              success: '已下载 {{file.name}}',
            },
          },
          {
            label: '导出（失败）',
            action: {
              type: 'download',
              method: 'POST',
              path: '/commondeal/export',
              errorMessage: '导出失败！{{error.message}}',
            },
          },
          {
            label: '冲正',
            kind: 'primary',
            action: {
              type: 'request',
              method: 'POST',
              path: '/commondeal/pha/excute-diff',
              success: '{{answer.data}}',
            },
          },
        ],
      },
    ]),
  },
  parameters: {
    fakeApp: {
      answers: {
        'GET /commondeal/reconciliation/detail-rec/template': fakeFile('模板', '对账明细模板.xlsx'),
        'POST /commondeal/export': new Error('无数据可导出'),
        'POST /commondeal/pha/excute-diff': withMessage('冲正成功', '成功'),
      },
    },
  },
};
