/**
 * The organisation-info gate in the router: a screen declaring `access.holdWhile` holds every other logged-in
 * route while its predicate holds for the user; after collecting, the renewed session goes on without logging
 * in again.
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import type { ScreenDescriptor, ShellDescriptor } from '../../engine/descriptor';
import { buildRoutes } from '../../engine/router';
import orginfocollect from '../../screens/orginfocollect.screen.json';
import shellJson from '../../screens/shell.json';
import { createFakeApp, FakeServices } from '../../fixtures/FakeApp';
import { AppProviders } from '../../widgets/AppProviders';
import { menuTree } from '../../fixtures/fixtures';
import { button, screen, screenOf } from './renderScreen';

const gate = orginfocollect as unknown as ScreenDescriptor;
const screens: ScreenDescriptor[] = [
  gate,
  screenOf([{ type: 'text', text: '首页内容' }], {
    id: 'dashboard',
    route: '/home/dashboard',
    access: { always: true },
  }),
  screenOf([{ type: 'text', text: '交易列表内容' }], { id: 'handle', route: '/home/handle' }),
  screenOf([{ type: 'text', text: '登录页' }], {
    id: 'login',
    route: '/login',
    layout: 'blank',
    access: { public: true },
  }),
];
const pendingUser = {
  orgCode: 'H21010200009',
  orgName: '沈阳市待采集医院',
  roles: ['ROLE_ORG'],
  user: 'H21010200009',
  ext: { websocketUrl: '', orgCollected: false },
};
const info = {
  orgCode: 'H21010200009',
  orgName: '沈阳市新建医院',
  orgType: 1,
  contact: '王五',
  mobile: '13812345678',
  address: '和平区',
  collected: false,
  version: 5,
};

/** The console's routes under a layout showing the route and a button that types an address. */
function Console() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="route">{useLocation().pathname}</output>
      <button type="button" onClick={() => void navigate('/home/handle')}>
        输入地址
      </button>
      <Outlet />
    </>
  );
}

function renderConsole(route: string, user = pendingUser) {
  const app = createFakeApp({
    user,
    menus: menuTree,
    route,
    motion: false,
    answers: {
      'GET /commondeal/info/collection/org/H21010200009': info,
      'GET /commondeal/info/collection/H21010200009/11/testers': { records: [], total: 0 },
      'POST /commondeal/info/collection/org': { ...info, collected: true },
      'POST /commondeal/api/auth/reauth': { ...pendingUser, token: 'renewed', ext: { orgCollected: true } },
    },
  });
  const u = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  // A data router, as the console's (the question before leaving a screen needs one).
  const routes = buildRoutes(screens, shellJson as unknown as ShellDescriptor);
  const router = createMemoryRouter([{ element: <Console />, children: routes }], {
    initialEntries: [route],
  });
  render(
    <AppProviders theme={app.theme}>
      <FakeServices app={app}>
        <RouterProvider router={router} />
      </FakeServices>
    </AppProviders>,
  );
  return { app, user: u, route: () => screen.getByTestId('route').textContent };
}

describe('the organisation-info gate (access.holdWhile)', () => {
  it.each(['/home/handle', '/home/dashboard', '/home/nowhere'])(
    'an institution whose info is not collected is held on /home/orginfocollect when it types %s',
    async (typed) => {
      const { route } = renderConsole(typed);
      await waitFor(() => expect(route()).toBe('/home/orginfocollect'));
      expect(await screen.findByText('首次使用须完成机构信息采集')).toBeTruthy();
      expect(screen.queryByText('交易列表内容')).toBeNull();
    },
  );

  it('public screens (the login page) are never held', async () => {
    const { route } = renderConsole('/login');
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(route()).toBe('/login');
  });

  it('after collecting, the renewed session goes on to the console without logging in again', async () => {
    const { app, user, route } = renderConsole('/home/handle');
    await waitFor(() => expect(route()).toBe('/home/orginfocollect'));
    await waitFor(() => expect(screen.getByLabelText('联系人')).toHaveValue('王五'));
    await user.click(button('提交'));
    await waitFor(() => expect(route()).toBe('/home/dashboard'));
    // The submit carries the version the form was read at.
    expect(
      app.api.calls.find((c) => c.method === 'POST' && c.path === '/commondeal/info/collection/org')?.body,
    ).toMatchObject({
      contact: '王五',
      version: 5,
    });
    expect(app.session.get()).toMatchObject({ token: 'renewed', user: { ext: { orgCollected: true } } });
    expect(app.api.calls.some((c) => c.path === '/commondeal/api/auth/login')).toBe(false);
    await user.click(screen.getByText('输入地址'));
    await waitFor(() => expect(route()).toBe('/home/handle'));
    expect(await screen.findByText('交易列表内容')).toBeTruthy();
  });

  it('an institution whose info is collected is not held', async () => {
    const { route } = renderConsole('/home/handle', {
      ...pendingUser,
      ext: { websocketUrl: '', orgCollected: true },
    });
    expect(await screen.findByText('交易列表内容')).toBeTruthy();
    expect(route()).toBe('/home/handle');
  });
});
