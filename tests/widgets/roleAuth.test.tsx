import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { ApiError } from '../../engine/api';
import type { ScreenDescriptor } from '../../engine/descriptor';
import roleAuth from '../../screens/roleAuth.screen.json';
import { button, renderScreen, screen } from './renderScreen';

const tree = [
  {
    id: 1,
    parentId: null,
    label: '系统管理',
    children: [
      { id: 2, parentId: 1, label: '菜单管理' },
      { id: 3, parentId: 1, label: '角色管理' },
    ],
  },
  { id: 4, parentId: null, label: '交易办理', children: [{ id: 5, parentId: 4, label: '交易列表' }] },
];
const STALE_RECORD = '该记录已被他人修改，请刷新后重试';
const admin = { orgCode: '9999', orgName: '平台运营中心', roles: ['ROLE_ADMIN'], user: 'admin' };

function open(saved: string[], save: unknown = { version: 4 }) {
  const descriptor = { ...(roleAuth as unknown as ScreenDescriptor), route: '/home/roleAuth' };
  return renderScreen(descriptor, {
    user: admin,
    route: '/home/roleAuth?id=7&name=%E6%B5%8B%E8%AF%95%E8%A7%92%E8%89%B2',
    answers: {
      'GET /commondeal/api/platformrolemenu/queryall': tree,
      'GET /commondeal/api/platformrolemenu/query/7': { menus: saved, version: 3 },
      'POST /commondeal/api/platformrolemenu/insert': save,
    },
  });
}

/** The checkbox of the tree node titled `title`. */
const box = (title: string) =>
  [...document.querySelectorAll('.ant-tree-treenode')]
    .find((n) => n.querySelector('.ant-tree-title')?.textContent === title)
    ?.querySelector('.ant-tree-checkbox') as HTMLElement;

const checked = () =>
  [...document.querySelectorAll('.ant-tree-treenode-checkbox-checked .ant-tree-title')].map(
    (e) => e.textContent,
  );

describe('role permissions /home/roleAuth', () => {
  it('loading keeps the first part of each "menuId,parentId" entry only when the second part is non-empty', async () => {
    open(['1,', '2,1', '4,']);
    await waitFor(() => expect(checked()).toEqual(['菜单管理']));
    expect((screen.getByDisplayValue('测试角色') as HTMLInputElement).disabled).toBe(true);
  });

  it('saving sends every checked leaf and its parent id as a de-duplicated list, with the version it read', async () => {
    const { user: u, calls } = open(['2,1']);
    await waitFor(() => expect(checked()).toEqual(['菜单管理']));
    await u.click(box('角色管理'));
    await u.click(box('交易列表'));
    await u.click(button('确定'));
    await waitFor(() => expect(calls('POST', '/commondeal/api/platformrolemenu/insert')).toHaveLength(1));
    const body = calls('POST', '/commondeal/api/platformrolemenu/insert')[0]?.body as {
      roleId: number;
      menuId: number[];
      version: number;
    };
    expect(body.roleId).toBe(7);
    expect(body.version).toBe(3);
    expect([...body.menuId].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a save refused as stale (409) shows 该记录已被他人修改，请刷新后重试 and stays on the page', async () => {
    const { user: u, calls, route } = open(['2,1'], new ApiError(STALE_RECORD, 409, { version: 4 }));
    await waitFor(() => expect(checked()).toEqual(['菜单管理']));
    await u.click(box('交易列表'));
    await u.click(button('确定'));
    expect(await screen.findByText(STALE_RECORD)).toBeTruthy();
    expect(calls('POST', '/commondeal/api/platformrolemenu/insert')).toHaveLength(1);
    expect(route()).toBe('/home/roleAuth');
  });

  it('nothing checked: 请选择角色的菜单权限, nothing sent', async () => {
    const { user: u, calls } = open([]);
    await screen.findByText('交易列表');
    await u.click(button('确定'));
    expect(await screen.findByText('请选择角色的菜单权限')).toBeTruthy();
    expect(calls('POST', '/commondeal/api/platformrolemenu/insert')).toHaveLength(0);
  });
});
