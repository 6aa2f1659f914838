import { describe, expect, it } from 'vitest';
import { render, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ShellDescriptor } from '../../engine/descriptor';
import { Shell } from '../../widgets/blocks/Shell';
import shellJson from '../../screens/shell.json';
import { createFakeApp, FakeApp, type FakeAppOptions } from '../../fixtures/FakeApp';
import { adminUser, hospitalUser, menuTree } from '../../fixtures/fixtures';
import { button, screen } from './renderScreen';

const shell = shellJson as unknown as ShellDescriptor;

function Where() {
  return <output data-testid="route">{useLocation().pathname}</output>;
}

function renderShell(opts: FakeAppOptions) {
  const app = createFakeApp({ menus: menuTree, route: '/home/dashboard', motion: false, ...opts });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <FakeApp app={app}>
      <Shell shell={shell}>
        <Where />
      </Shell>
    </FakeApp>,
  );
  return { app, user, route: () => screen.getByTestId('route').textContent };
}

const menu = () => document.querySelector('.ant-layout-sider .ant-menu') as HTMLElement;

describe('main shell', () => {
  it('the side menu is the server tree with the home entry first; the current route is selected', async () => {
    renderShell({ user: hospitalUser });
    const items = [...menu().querySelectorAll(':scope > li')].map((li) => li.textContent);
    expect(items).toEqual(['首页', '交易办理', '对账管理', '系统管理']);
    expect(within(menu()).getByText('首页').closest('li')).toHaveClass('ant-menu-item-selected');
    expect(screen.getByText('医保结算平台')).toBeInTheDocument();
  });

  it('clicking a menu item navigates to its route', async () => {
    const { user, route } = renderShell({ user: hospitalUser });
    await user.click(within(menu()).getByText('对账管理'));
    await user.click(await screen.findByText('对账冲正查询'));
    expect(route()).toBe('/home/checkImpact');
  });

  it('the consultation QR code shows for organisation codes starting with P or H; 生成我的客户 only for userTypeId 8', () => {
    renderShell({ user: hospitalUser });
    expect(screen.getByText('咨询二维码')).toBeInTheDocument();
    expect(screen.queryByText('生成我的客户')).not.toBeInTheDocument();
    expect(screen.queryByText('社保卡')).not.toBeInTheDocument();
  });

  it('the operator 9999 sees no QR code; hardware buttons show only with a desktop client', () => {
    renderShell({ user: adminUser, desktop: async () => 'ok' });
    expect(screen.queryByText('咨询二维码')).not.toBeInTheDocument();
    expect(screen.getByText('社保卡')).toBeInTheDocument();
  });

  it('退出 asks 确定退出登录?; confirming clears the session and goes to /login', async () => {
    const { user, route, app } = renderShell({
      user: hospitalUser,
      answers: { 'POST /commondeal/api/auth/logout': null },
    });
    await user.click(button('退出'));
    expect(await screen.findByText('确定退出登录?')).toBeInTheDocument();
    await user.click(button('确定'));
    await waitFor(() => expect(route()).toBe('/login'));
    expect(app.session.get().token).toBeNull();
  });

  it('the consultation QR dialog opens from the header and has one close button', async () => {
    const { user } = renderShell({ user: hospitalUser });
    await user.click(button('咨询二维码'));
    expect(await screen.findByText('请使用微信扫码咨询')).toBeInTheDocument();
    await user.click(button('关闭'));
    await waitFor(() => expect(screen.queryByText('请使用微信扫码咨询')).not.toBeInTheDocument());
  });
});
