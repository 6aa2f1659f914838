/**
 * Screens at run time in the router: each descriptor loads when its route opens; a route with no screen shows
 * 页面不存在 inside the shell; a render error shows a Chinese error panel with 重新加载 inside the shell (never the
 * router's English page) and is reported with the screen id; a menu granted meanwhile shows without logging
 * in again.
 */
import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ScreenDescriptor, ShellDescriptor } from '../../engine/descriptor';
import { buildRoutes } from '../../engine/router';
import { staticLoader, type ScreenLoader } from '../../engine/screen';
import shellJson from '../../screens/shell.json';
import { createFakeApp, FakeServices, type FakeAppOptions } from '../../fixtures/FakeApp';
import { hospitalUser, menuTree } from '../../fixtures/fixtures';
import { AppProviders } from '../../widgets/AppProviders';
import { button, screen, screenOf } from './renderScreen';

const shell = shellJson as unknown as ShellDescriptor;
const dashboard = screenOf([{ type: 'text', text: '首页内容' }], {
  id: 'dashboard',
  route: '/home/dashboard',
  title: '工作台首页',
  access: { always: true },
});
const handle = screenOf([{ type: 'text', text: '交易列表内容' }], { id: 'handle', route: '/home/handle' });
/** A predicate with an invalid regular expression: `new RegExp('[')` throws while rendering. */
const broken = screenOf(
  [{ type: 'text', text: '不会显示', visible: { matches: [{ var: 'user.user' }, '['] } }],
  { id: 'broken', route: '/home/detailCheck' },
);
const login = screenOf([{ type: 'text', text: '登录页' }], {
  id: 'login',
  route: '/login',
  layout: 'blank',
  access: { public: true },
});
const screens = [dashboard, handle, broken, login];

function renderConsole(
  path: string,
  loader: ScreenLoader,
  opts: FakeAppOptions = {},
  index: ScreenDescriptor[] = screens,
) {
  const app = createFakeApp({ user: hospitalUser, menus: menuTree, motion: false, ...opts });
  const router = createMemoryRouter(buildRoutes(index, shell, loader), { initialEntries: [path] });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <AppProviders theme={app.theme}>
      <FakeServices app={app}>
        <RouterProvider router={router} />
      </FakeServices>
    </AppProviders>,
  );
  return { app, user, route: () => router.state.location.pathname };
}

const sider = () => document.querySelector('.ant-layout-sider') as HTMLElement;

/** A loader answering when told to. */
function deferredLoader(descriptors: ScreenDescriptor[]) {
  const waiting: (() => void)[] = [];
  const inner = staticLoader(descriptors);
  const loader: ScreenLoader = {
    peek: () => undefined,
    load: (id) => new Promise((resolve, reject) => waiting.push(() => inner.load(id).then(resolve, reject))),
  };
  return { loader, answer: () => waiting.splice(0).forEach((go) => go()) };
}

describe('the browser tab names the screen', () => {
  it('the tab reads <screen title> - <page title> while the screen is open, and the page title again after', async () => {
    document.title = '医保结算平台';
    const { user } = renderConsole('/home/handle', staticLoader(screens));
    await screen.findByText('交易列表内容');
    expect(document.title).toBe(`${handle.title} - 医保结算平台`);
    await user.click(within(sider()).getByText('首页'));
    await screen.findByText('首页内容');
    expect(document.title).toBe(`${dashboard.title} - 医保结算平台`);
  });
});

describe('页面不存在: a route with no screen', () => {
  it('a menu entry whose screen is not configured shows 页面不存在 inside the shell, names the route, not the dashboard', async () => {
    const { route } = renderConsole('/home/checkImpact', staticLoader(screens));
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByText('页面不存在').closest('.ant-result')).toHaveTextContent(
      '没有地址为 /home/checkImpact 的页面',
    );
    expect(route()).toBe('/home/checkImpact');
    expect(screen.queryByText('首页内容')).toBeNull();
    expect(sider()).toHaveTextContent('交易办理');
  });

  it('返回首页 leads to the shell home (the dashboard)', async () => {
    const { user, route } = renderConsole('/home/nowhere', staticLoader(screens));
    await user.click(await screen.findByText('返回首页'));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(route()).toBe('/home/dashboard');
  });

  it('without a session an unknown route leads to /login', async () => {
    const { route } = renderConsole('/home/nowhere', staticLoader(screens), { user: null, menus: [] });
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(route()).toBe('/login');
  });

  it('a screen in the index that the server no longer has (404) shows 页面不存在', async () => {
    const { route } = renderConsole('/home/handle', staticLoader([dashboard]));
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(route()).toBe('/home/handle');
  });
});

describe('loading a screen when its route opens', () => {
  it('shows 正在加载页面… until the descriptor arrives, then the screen', async () => {
    const { loader, answer } = deferredLoader(screens);
    renderConsole('/home/handle', loader);
    expect(await screen.findByText('正在加载页面…')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('交易列表内容')).toBeInTheDocument();
    expect(screen.queryByText('正在加载页面…')).toBeNull();
  });

  it('a failed load shows 页面加载失败 with 重新加载, which asks again', async () => {
    let fail = true;
    const inner = staticLoader(screens);
    const loader: ScreenLoader = {
      peek: () => undefined,
      load: (id) => (fail ? Promise.reject(new Error('网络异常，请稍后重试')) : inner.load(id)),
    };
    const { user } = renderConsole('/home/handle', loader);
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(button('重新加载'));
    expect(await screen.findByText('交易列表内容')).toBeInTheDocument();
  });
});

describe('a render error', () => {
  it('an invalid regular expression in a matches predicate shows the Chinese error panel inside the shell, not the router page', async () => {
    renderConsole('/home/detailCheck', staticLoader(screens));
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(button('重新加载')).toBeInTheDocument();
    expect(sider()).toHaveTextContent('交易办理');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/Unexpected Application Error|Invalid regular expression|SyntaxError|at \w+ \(/);
  });

  it('is reported to the server log with the screen id and route (no stack)', async () => {
    const { app } = renderConsole('/home/detailCheck', staticLoader(screens));
    await screen.findByText('页面出错了');
    const reports = app.api.calls.filter((c) => c.path === '/commondeal/screens/errors');
    expect(reports[0]?.body).toEqual({
      screenId: 'broken',
      route: '/home/detailCheck',
      message: expect.stringContaining('SyntaxError: Invalid regular expression'),
    });
    expect((reports[0]?.body as { message: string }).message).not.toContain('\n');
  });

  it('重新加载 asks for the descriptor again: a fixed one shows', async () => {
    let current = broken;
    const loader: ScreenLoader = { peek: () => undefined, load: async () => current };
    const { user } = renderConsole('/home/detailCheck', loader);
    await screen.findByText('页面出错了');
    current = { ...broken, blocks: [{ type: 'text', text: '已修复的页面' }] };
    await user.click(button('重新加载'));
    expect(await screen.findByText('已修复的页面')).toBeInTheDocument();
  });

  it('moving to another route leaves the error behind', async () => {
    const { user } = renderConsole('/home/detailCheck', staticLoader(screens));
    await screen.findByText('页面出错了');
    await user.click(within(sider()).getByText('交易办理'));
    await user.click(await within(sider()).findByText('交易列表'));
    expect(await screen.findByText('交易列表内容')).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).toBeNull();
  });
});

describe('menus granted while logged in', () => {
  const orderSort = screenOf([{ type: 'text', text: '服务单分类内容' }], {
    id: 'orderSort',
    route: '/home/orderSort',
  });
  const granted = [
    ...menuTree,
    {
      id: 4,
      parentId: null,
      title: '服务单',
      icon: 'AppstoreOutlined',
      child: [{ id: 41, parentId: 4, title: '服务单分类', name: '/home/orderSort' }],
    },
  ];

  it('the menu tree is asked again at each move: a menu granted meanwhile shows without logging in again', async () => {
    let tree = menuTree;
    const all = [...screens, orderSort];
    const { user, app } = renderConsole(
      '/home/dashboard',
      staticLoader(all),
      { answers: { 'GET /commondeal/api/menus/tree': () => tree } },
      all,
    );
    await screen.findByText('首页内容');
    expect(within(sider()).queryByText('服务单')).toBeNull();
    tree = granted;
    await user.click(within(sider()).getByText('交易办理'));
    await user.click(await within(sider()).findByText('交易列表'));
    await user.click(await within(sider()).findByText('服务单'));
    await user.click(await within(sider()).findByText('服务单分类'));
    expect(await screen.findByText('服务单分类内容')).toBeInTheDocument();
    expect(app.api.calls.some((c) => c.path === '/commondeal/api/auth/login')).toBe(false);
  });

  it('typing the route of a screen granted since the last tree opens it instead of the forbidden page', async () => {
    const forbidden = screenOf([{ type: 'text', text: '无权访问' }], {
      id: 'forbidden',
      route: '/home/forbidden',
      access: { always: true },
    });
    const all = [...screens, orderSort, forbidden];
    const { route } = renderConsole(
      '/home/orderSort',
      staticLoader(all),
      { answers: { 'GET /commondeal/api/menus/tree': granted } },
      all,
    );
    expect(await screen.findByText('服务单分类内容')).toBeInTheDocument();
    expect(route()).toBe('/home/orderSort');
  });

  it('a route still outside the menu after asking again goes to the forbidden page', async () => {
    const forbidden = screenOf([{ type: 'text', text: '无权访问' }], {
      id: 'forbidden',
      route: '/home/forbidden',
      access: { always: true },
    });
    const all = [...screens, orderSort, forbidden];
    const { route } = renderConsole(
      '/home/orderSort',
      staticLoader(all),
      { answers: { 'GET /commondeal/api/menus/tree': menuTree } },
      all,
    );
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(route()).toBe('/home/forbidden');
  });
});
