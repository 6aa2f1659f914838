/**
 * A list's query conditions and page live in the address (descriptor `urlState`), so Back and F5 show
 * the same filtered page: written after each listing (readable names, defaults left out), read when the
 * list opens; a parameter that is not a query field or does not fit it is ignored, and the address's
 * other parameters stay.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { CrudBlock, ScreenDescriptor } from '../../engine/descriptor';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const LIST = '/commondeal/platformmenu/menus';
const menus: CrudBlock = {
  type: 'crud',
  id: 'menus',
  query: {
    schema: 'MenuQuery',
    inline: true,
    defaults: { isValid: '1' },
    uiSchema: { 'ui:order': ['parentId', 'menuId', 'isValid'], parentId: { 'ui:title': '父级编码' } },
  },
  list: {
    method: 'POST',
    path: LIST,
    bodyFrom: { var: 'query' },
    body: { pageNum: { var: 'page.current' }, pageSize: { var: 'page.size' } },
    rows: 'list',
    total: 'total',
  },
  pagination: { pageSize: 10, pageSizes: [10, 20, 30, 40] },
  rowKey: 'menuId',
  columns: [{ title: '菜单编码', field: 'menuId' }],
};
const rows = Array.from({ length: 10 }, (_, i) => ({ menuId: 100 + i }));
const answers = { [`POST ${LIST}`]: { list: rows, total: 35 } };

function open(address: string, block: CrudBlock = menus, extra: Partial<ScreenDescriptor> = {}) {
  const descriptor = screenOf([block], extra);
  return renderScreen(descriptor, { route: `${descriptor.route}${address}`, answers });
}

describe('a list’s query and page in the address', () => {
  it('a search and page 3 are written into the address, readable, the default left out', async () => {
    const { user, calls, search } = open('');
    await waitFor(() => expect(calls('POST', LIST)).toHaveLength(1));
    expect(search()).toBe('');
    await user.type(screen.getByLabelText('父级编码'), '3');
    await user.click(button('查询'));
    await waitFor(() => expect(search()).toBe('?parentId=3'));
    await user.click(await screen.findByTitle('3'));
    await waitFor(() => expect(search()).toBe('?parentId=3&page=3'));
    expect(calls('POST', LIST).at(-1)!.body).toMatchObject({ parentId: 3, isValid: '1', pageNum: 3 });
  });

  it('opened from such an address (Back, F5), it lists that query and page at once', async () => {
    const { calls } = open('?parentId=3&isValid=0&page=3&size=20');
    await waitFor(() => expect(calls('POST', LIST)).toHaveLength(1));
    expect(calls('POST', LIST)[0]!.body).toMatchObject({
      parentId: 3,
      isValid: '0',
      pageNum: 3,
      pageSize: 20,
    });
    await waitFor(() => expect(screen.getByLabelText('父级编码')).toHaveValue('3'));
  });

  it('unknown and invalid parameters are ignored, and the address keeps the others', async () => {
    const { calls, search } = open('?deal=2207&parentId=abc&isValid=9&page=-2&size=7&foo=1');
    await waitFor(() => expect(calls('POST', LIST)).toHaveLength(1));
    const body = calls('POST', LIST)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ isValid: '1', pageNum: 1, pageSize: 10 });
    expect(body.parentId).toBeUndefined();
    // Rewritten after the listing: the list's own parameters as listed, the others untouched.
    await waitFor(() => expect(search()).toBe('?deal=2207&foo=1'));
  });

  it('a list declared urlState false leaves the address alone', async () => {
    const { user, calls, search } = open('?parentId=3', { ...menus, urlState: false });
    await waitFor(() => expect(calls('POST', LIST)).toHaveLength(1));
    expect(calls('POST', LIST)[0]!.body).not.toHaveProperty('parentId');
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(calls('POST', LIST)).toHaveLength(2));
    expect(search()).toBe('?parentId=3');
  });
});
