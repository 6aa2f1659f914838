/**
 * Warn before leaving a dirty form anywhere: leaving a screen (a menu entry, Back, an action's navigate)
 * while an edit form or a dialog holds typed values asks 未保存的内容将丢失，确定离开此页面? — 确定 leaves,
 * 取消 stays with what was typed — and closing or reloading the tab asks the browser. Query conditions
 * (a crud's query, an inline panel, a form declared `warnUnsaved: false`) are not work: no question; a
 * save that ends by leaving does not ask either (docs/descriptor.md, Leaving a screen with unsaved changes).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Block, DialogBlock, ScreenDescriptor, ShellDescriptor } from '../../engine/descriptor';
import { buildRoutes } from '../../engine/router';
import { staticLoader } from '../../engine/screen';
import shellJson from '../../screens/shell.json';
import { createFakeApp, FakeServices } from '../../fixtures/FakeApp';
import { hospitalUser, menuTree } from '../../fixtures/fixtures';
import { AppProviders } from '../../widgets/AppProviders';
import { button, screen, screenOf } from './renderScreen';

const QUESTION = '未保存的内容将丢失，确定离开此页面?';
const nameSchema = { type: 'object', properties: { name: { type: 'string', title: '名称' } } };

const form = (extra: Record<string, unknown> = {}): Block =>
  ({
    type: 'form',
    id: 'edit',
    schema: nameSchema,
    onSubmit: { type: 'navigate', to: '/home/dashboard' },
    buttons: [{ label: '保存', kind: 'primary', action: { type: 'submit', form: 'edit' } }],
    ...extra,
  }) as Block;
const dialog: DialogBlock = {
  title: '新增菜单',
  schema: nameSchema,
  onSubmit: { type: 'toast', level: 'success', message: '保存成功' },
};

const DRAFT = '/commondeal/test/draft';

function renderConsole(blocks: Block[], path = '/home/handle', extra: Partial<ScreenDescriptor> = {}) {
  const screens: ScreenDescriptor[] = [
    screenOf([{ type: 'text', text: '首页内容' }], {
      id: 'dashboard',
      route: '/home/dashboard',
      access: { always: true },
    }),
    screenOf(blocks, { id: 'handle', route: '/home/handle', dialogs: { menu: dialog }, ...extra }),
  ];
  const app = createFakeApp({
    user: hospitalUser,
    menus: menuTree,
    motion: false,
    answers: { [`GET ${DRAFT}`]: null, [`PUT ${DRAFT}`]: null },
  });
  const router = createMemoryRouter(
    buildRoutes(screens, shellJson as unknown as ShellDescriptor, staticLoader(screens)),
    { initialEntries: ['/home/dashboard', path], initialIndex: 1 },
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <AppProviders theme={app.theme}>
      <FakeServices app={app}>
        <RouterProvider router={router} />
      </FakeServices>
    </AppProviders>,
  );
  return { user, router, route: () => router.state.location.pathname };
}

const question = () => screen.findByText(QUESTION);
const noQuestion = () => expect(screen.queryByText(QUESTION)).toBeNull();
const confirmBox = () => screen.getByText(QUESTION).closest('.ant-modal-confirm') as HTMLElement;
const home = () => within(document.querySelector('.ant-layout-sider') as HTMLElement).getByText('首页');
/** A `beforeunload` as closing or reloading the tab sends it: prevented means the browser asks. */
const closingTabAsks = () => !fireEvent(window, new Event('beforeunload', { cancelable: true }));

describe('leaving a screen whose edit form holds typed values asks first', () => {
  it('a menu entry asks; 取消 stays with what was typed, 确定 leaves', async () => {
    const { user, route } = renderConsole([form()]);
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    await user.click(home());
    await question();
    await user.click(button('取消', confirmBox()));
    await waitFor(noQuestion);
    expect(route()).toBe('/home/handle');
    expect(screen.getByLabelText('名称')).toHaveValue('门诊部');
    await user.click(home());
    await question();
    await user.click(button('确定', confirmBox()));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(route()).toBe('/home/dashboard');
  });

  it('Back asks too', async () => {
    const { user, router, route } = renderConsole([form()]);
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    void router.navigate(-1);
    await question();
    await user.click(button('取消', confirmBox()));
    await waitFor(noQuestion);
    expect(route()).toBe('/home/handle');
  });

  it('closing or reloading the tab asks the browser, and does not once nothing was typed', async () => {
    renderConsole([form()]);
    const field = await screen.findByLabelText('名称');
    expect(closingTabAsks()).toBe(false);
    fireEvent.change(field, { target: { value: '门诊部' } });
    await waitFor(() => expect(closingTabAsks()).toBe(true));
  });

  it('an untouched form leaves without a question', async () => {
    const { user, route } = renderConsole([form()]);
    await screen.findByLabelText('名称');
    await user.click(home());
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(route()).toBe('/home/dashboard');
  });

  it('a save that ends by leaving the screen does not ask', async () => {
    const { user, route } = renderConsole([form()]);
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    await user.click(button('保存'));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(route()).toBe('/home/dashboard');
    noQuestion();
  });
});

describe('logging out', () => {
  it('退出 with typed values still logs out (it was asked for and confirmed)', async () => {
    const { user, route } = renderConsole([form()]);
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    await user.click(button('退出'));
    await user.click(
      button('确定', (await screen.findByText('确定退出登录?')).closest('.ant-modal-confirm') as HTMLElement),
    );
    await waitFor(() => expect(route()).toBe('/login'));
    noQuestion();
  });
});

describe('a dialog with typed values asks before Back discards it', () => {
  it('Back with the dialog filled in asks', async () => {
    const { user, router } = renderConsole([
      { type: 'actions', buttons: [{ label: '新增', action: { type: 'dialog', dialog: 'menu' } }] } as Block,
    ]);
    await user.click(await screen.findByText(/^新\s*增$/));
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    void router.navigate(-1);
    await question();
  });
});

describe('query conditions are not work to protect', () => {
  it('an inline query panel with typed conditions leaves without a question', async () => {
    const { user, route } = renderConsole([form({ inline: true })]);
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    await user.click(home());
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(route()).toBe('/home/dashboard');
  });

  it('a form declared warnUnsaved: false (the login) leaves without a question', async () => {
    const { user, route } = renderConsole([form({ warnUnsaved: false })]);
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    expect(closingTabAsks()).toBe(false);
    await user.click(home());
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(route()).toBe('/home/dashboard');
  });

  it('a form its screen keeps as a draft leaves without a question (its values are kept)', async () => {
    const { user, route } = renderConsole([form()], '/home/handle', {
      draft: { path: DRAFT, state: [], forms: ['edit'], autosaveSeconds: 0 },
    });
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    expect(closingTabAsks()).toBe(false);
    await user.click(home());
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(route()).toBe('/home/dashboard');
  });

  it("a crud's query conditions leave without a question", async () => {
    const crud = {
      type: 'crud',
      id: 'menus',
      query: { schema: nameSchema, inline: true },
      list: { method: 'GET', path: '/commondeal/menus', rows: 'records' },
      columns: [{ title: '名称', field: 'name' }],
    } as unknown as Block;
    const { user, route } = renderConsole([crud]);
    await user.type(await screen.findByLabelText('名称'), '门诊部');
    await user.click(home());
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(route()).toBe('/home/dashboard');
  });
});
