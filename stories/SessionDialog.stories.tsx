import type { Meta, StoryObj } from '@storybook/react';
import SessionDialog from '../widgets/session/SessionDialog';
import { withFakeApp } from '../fixtures/decorator';
import { captchaImage } from '../fixtures/fixtures';

/** The stories' clock (frozen at 10:00): the warning shows 1:45 left. */
const NOW = new Date('2026-03-16T10:00:00+08:00').getTime();

const meta = {
  title: 'Pages/SessionDialog 会话对话框',
  // On the docs page each dialog opens in a frame of its own, not over the page (docs/design-checks.md).
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  component: SessionDialog,
  decorators: [withFakeApp],
  args: {
    alert: { kind: 'expiring', expiresAt: NOW + 105_000 },
    account: 'H21010200001',
    now: () => NOW,
    onRenew: () => Promise.resolve(),
    onLogout: () => undefined,
    onLogin: () => Promise.reject(new Error('用户名或密码错误')),
    loadCaptcha: () => Promise.resolve({ key: 'demo-key', image: captchaImage('3846') }),
  },
} satisfies Meta<typeof SessionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two minutes before an idle expiry: 续期 or 退出. */
export const Expiring: Story = { name: '登录即将过期' };

/** The session is over: the login over the page keeps what was typed. */
export const Expired: Story = { name: '登录已过期', args: { alert: { kind: 'expired' } } };

/** Another tab logged out; a T… account is asked its ID card too. */
export const Elsewhere: Story = {
  name: '已在其他窗口退出',
  args: { alert: { kind: 'elsewhere' }, account: 'T21010200003' },
};
