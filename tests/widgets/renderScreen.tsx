import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { ScreenRenderer } from '../../engine/blocks';
import { createFakeApp, FakeApp, type FakeAppOptions } from '../../fixtures/FakeApp';
import { callsTo } from '../../fixtures/fakeApi';

/** The current route and its query string, shown beside the screen (for navigate, logout and lists). */
export function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="route">{pathname}</output>
      <output data-testid="search">{search}</output>
    </>
  );
}

/**
 * Renders a descriptor through the public renderer with a fake API, as a user would see it; `route()`
 * is where the console is (after a navigate).
 */
export function renderScreen(descriptor: ScreenDescriptor, opts: FakeAppOptions = {}) {
  const app = createFakeApp({ route: descriptor.route, motion: false, ...opts });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <FakeApp app={app}>
      <ScreenRenderer descriptor={descriptor} />
      <Where />
    </FakeApp>,
  );
  return {
    ...view,
    route: () => screen.getByTestId('route').textContent,
    search: () => screen.getByTestId('search').textContent,
    app,
    api: app.api,
    user,
    calls: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) => callsTo(app.api, method, path),
  };
}

/** A screen around some blocks. */
export function screenOf(
  blocks: ScreenDescriptor['blocks'],
  extra: Partial<ScreenDescriptor> = {},
): ScreenDescriptor {
  return { id: 'test', route: '/home/test', title: '测试', layout: 'shell', blocks, ...extra };
}

/**
 * The button whose text is `label` (antd spaces two-character labels: 删 除). Text queries, not
 * role queries: role queries compute styles of the whole antd tree and cost a second each in jsdom.
 */
export function button(label: string, container: HTMLElement = document.body): HTMLButtonElement {
  const pattern = new RegExp(`^${[...label].join('\\s*')}$`);
  const found = within(container)
    .getAllByText(pattern)
    .map((el) => el.closest('button'))
    .find((b): b is HTMLButtonElement => b !== null);
  if (!found) throw new Error(`没有按钮 ${label}`);
  return found;
}

/** The table row that shows `text`. */
export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`没有包含 ${text} 的行`);
  return row;
}

/** The texts of the cells of the table row that shows `text`, in the row's order. */
export function cellsOf(text: string): string[] {
  return [...rowOf(text).querySelectorAll('td')].map((td) => td.textContent ?? '');
}

/** The total a table's pager shows (共 N 条), '' when it shows none. */
export function pagerTotal(container: HTMLElement = document.body): string {
  return container.querySelector('.ant-pagination-total-text')?.textContent ?? '';
}

/** The messages shown under the field labelled `label`. */
export function fieldMessage(label: string): string {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

export { screen };
