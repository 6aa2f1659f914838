import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import userIndex from '../../screens/userIndex.screen.json';
import addUser from '../../screens/addUser.screen.json';
import { decideAccess } from '../../engine/router';
import { button, renderScreen, rowOf, screen } from './renderScreen';

const LIST = '/commondeal/api/user-manage';
const rows = [
  {
    userId: 2,
    username: 'H21010200001',
    orgCode: 'H21010200001',
    orgName: '沈阳市示范医院',
    contact: '张三',
    mobile: '13800000001',
    ifValid: '1',
    version: 0,
  },
  {
    userId: 5,
    username: '13900000002',
    orgCode: 'H21010200001',
    orgName: '沈阳市示范医院',
    contact: '李四',
    mobile: '13900000002',
    ifValid: '1',
    version: 3,
  },
  {
    userId: 6,
    username: '13900000003',
    orgCode: 'H21010200001',
    orgName: '沈阳市示范医院',
    contact: '王五',
    mobile: '13900000003',
    ifValid: '0',
    version: 0,
  },
];
const hospitalAdmin = {
  orgCode: 'H21010200001',
  orgName: '沈阳市示范医院',
  roles: ['ROLE_ORG'],
  user: 'H21010200001',
};
const operator = { orgCode: '9999', orgName: '平台运营中心', roles: ['ROLE_ADMIN'], user: 'admin' };

function users(user = hospitalAdmin, answers: Record<string, unknown> = {}) {
  return renderScreen(userIndex as unknown as ScreenDescriptor, {
    user,
    answers: { [`POST ${LIST}`]: { records: rows, total: 3 }, ...answers },
  });
}

/** A row's 状态 column and its toggle's label, in the row's order (启用 beside 禁用, or the reverse). */
const stateAndAction = (name: string) =>
  within(rowOf(name))
    .getAllByText(/^(启用|禁用)$/)
    .map((e) => e.textContent);

describe('who opens user management (ROLE_ADMIN and the institution admin only)', () => {
  const open = (user: typeof hospitalAdmin) =>
    [userIndex, addUser].map((d) =>
      decideAccess(d as unknown as ScreenDescriptor, { token: 't', user, menus: [] }),
    );
  it('the institution admin, an institution’s ROLE_ADMIN and the operator open the list and the add form; a plain user does not', () => {
    expect(open(hospitalAdmin)).toEqual(['allow', 'allow']);
    expect(open({ ...hospitalAdmin, user: '13900000005', roles: ['ROLE_ORG', 'ROLE_ADMIN'] })).toEqual([
      'allow',
      'allow',
    ]);
    expect(open(operator)).toEqual(['allow', 'allow']);
    expect(open({ ...hospitalAdmin, user: '13900000002' })).toEqual(['forbidden', 'forbidden']);
  });
});

describe('user list /home/userIndex', () => {
  it('page size 10 with 10/20/30/40; an institution is locked to its own code, the 9999 operator is not', async () => {
    const { calls } = users();
    await waitFor(() => expect(calls('POST', LIST)).toHaveLength(1));
    expect(calls('POST', LIST)[0]?.body).toMatchObject({
      page: { size: 10, current: 1 },
      orgCode: 'H21010200001',
    });
    expect((screen.getByPlaceholderText('请输入机构编码') as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByText('10 条/页')).toBeTruthy();
  });

  it('当前登录为机构管理员用户，不能禁用！ and 当前机构管理员，不能删除自己！ protect the institution admin', async () => {
    const { user: u, calls } = users();
    await screen.findByText('李四');
    await u.click(within(rowOf('张三')).getByText('禁用'));
    expect(await screen.findByText('当前登录为机构管理员用户，不能禁用！')).toBeTruthy();
    await u.click(within(rowOf('张三')).getByText('删除'));
    expect(await screen.findByText('当前机构管理员，不能删除自己！')).toBeTruthy();
    expect(calls('PUT', `${LIST}/valid`)).toHaveLength(0);
    expect(calls('DELETE', LIST)).toHaveLength(0);
  });

  it('disabling sends the toggled row with the version it was read at; a failure reverts the toggle', async () => {
    const { user: u, calls, api } = users();
    await screen.findByText('李四');
    api.answers[`PUT ${LIST}/valid`] = new Error('服务器错误');
    await u.click(within(rowOf('李四')).getByText('禁用'));
    await waitFor(() => expect(calls('PUT', `${LIST}/valid`)).toHaveLength(1));
    expect(calls('PUT', `${LIST}/valid`)[0]?.body).toMatchObject({ userId: 5, ifValid: '0', version: 3 });
    await waitFor(() => expect(stateAndAction('李四')).toEqual(['启用', '禁用']));
    // A saved toggle reads the list again: the row's next change carries the version the save made.
    api.answers[`PUT ${LIST}/valid`] = null;
    const enabled = { ...rows[2]!, ifValid: '1', version: 1 };
    api.answers[`POST ${LIST}`] = { records: [rows[0], rows[1], enabled], total: 3 };
    const reads = calls('POST', LIST).length;
    await u.click(within(rowOf('王五')).getByText('启用'));
    await waitFor(() => expect(calls('POST', LIST)).toHaveLength(reads + 1));
    await waitFor(() => expect(stateAndAction('王五')).toEqual(['启用', '禁用']));
    await u.click(within(rowOf('王五')).getByText('禁用'));
    await waitFor(() => expect(calls('PUT', `${LIST}/valid`)).toHaveLength(3));
    expect(calls('PUT', `${LIST}/valid`)[2]?.body).toMatchObject({ userId: 6, ifValid: '0', version: 1 });
  });

  it('user 9999 is ignored: its toggle is disabled, says why, sends nothing and does not flip', async () => {
    const ignored = { ...rows[1]!, userId: 9999, username: '13900009999', contact: '赵六' };
    const { user: u, calls } = users(operator, {
      [`POST ${LIST}`]: { records: [...rows, ignored], total: 4 },
      [`PUT ${LIST}/valid`]: null,
    });
    await screen.findByText('赵六');
    const toggle = within(rowOf('赵六')).getByText('禁用').closest('button')!;
    expect(toggle.disabled).toBe(true);
    await u.hover(toggle.parentElement!);
    expect(await screen.findByText('用户 9999 不能启用或禁用')).toBeTruthy();
    await u.click(toggle);
    expect(calls('PUT', `${LIST}/valid`)).toHaveLength(0);
    const labels = [...rowOf('赵六').querySelectorAll('button')].map((b) =>
      b.textContent?.replace(/\s/g, ''),
    );
    expect(labels).toContain('禁用');
    expect(labels).not.toContain('启用');
    expect(within(rowOf('李四')).getByText('禁用').closest('button')!.disabled).toBe(false);
  });

  it('role maintenance is shown only to ROLE_ADMIN', async () => {
    users();
    await screen.findByText('李四');
    expect(screen.queryAllByText('角色维护')).toHaveLength(0);
  });

  it('the role dialog shows roleChecked and saves the chosen roles with the version they were read at', async () => {
    const { user: u, calls } = users(operator, {
      [`GET ${LIST}/role`]: { roleChecked: [2], version: 4 },
      [`GET ${LIST}/roles`]: [
        { roleId: 1, roleName: 'ROLE_ADMIN', roleCnname: '管理员' },
        { roleId: 2, roleName: 'ROLE_ORG', roleCnname: '机构用户' },
      ],
      [`POST ${LIST}/role`]: null,
    });
    await screen.findByText('李四');
    await u.click(within(rowOf('李四')).getByText('角色维护'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('管理员');
    await u.click(within(dialog).getByText('管理员'));
    await u.click(button('确定', dialog));
    await waitFor(() => expect(calls('POST', `${LIST}/role`)).toHaveLength(1));
    expect(calls('POST', `${LIST}/role`)[0]?.body).toEqual({ userId: 5, roleIds: [2, 1], version: 4 });
  });

  it('password dialog: 请输入新密码, the password rule, mismatch, and 已取消修改 on decline', async () => {
    const { user: u, calls } = users();
    await screen.findByText('李四');
    await u.click(within(rowOf('李四')).getByText('修改密码'));
    const dialog = await screen.findByRole('dialog');
    await u.click(button('确定', dialog));
    expect(await within(dialog).findByText('请输入新密码')).toBeTruthy();
    await u.type(within(dialog).getByPlaceholderText('请输入新密码'), 'abc');
    await u.click(button('确定', dialog));
    expect(await within(dialog).findByText('密码为大于8位的字母、数字、特殊符号的组合')).toBeTruthy();
    await u.clear(within(dialog).getByPlaceholderText('请输入新密码'));
    await u.type(within(dialog).getByPlaceholderText('请输入新密码'), 'Abc@12345');
    await u.type(within(dialog).getByPlaceholderText('请再次输入新密码'), 'Abc@12345');
    await u.click(button('确定', dialog));
    await u.click(
      button(
        '取消',
        await screen.findByText('确定修改该用户的密码?').then(() => screen.getAllByRole('dialog').at(-1)!),
      ),
    );
    expect(await screen.findByText('已取消修改')).toBeTruthy();
    expect(calls('PUT', `${LIST}/resetPass`)).toHaveLength(0);
  });
});

describe('add user /home/addUser', () => {
  it('account must be a mobile; the org code is locked unless the username has M after the first character', async () => {
    const { user: u } = renderScreen(addUser as unknown as ScreenDescriptor, { user: hospitalAdmin });
    expect((screen.getByPlaceholderText('请输入机构编码') as HTMLInputElement).disabled).toBe(true);
    await u.type(screen.getByPlaceholderText('请输入手机号作为账号'), '123');
    await u.click(button('确定'));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it('手机号已存在！换一个试试 when the mobile is taken; nothing is added', async () => {
    const mUser = { ...hospitalAdmin, user: 'HM2101' };
    const { user: u, calls } = renderScreen(addUser as unknown as ScreenDescriptor, {
      user: mUser,
      answers: { [`GET ${LIST}/exists`]: true, [`POST ${LIST}/add`]: null },
    });
    expect((screen.getByPlaceholderText('请输入机构编码') as HTMLInputElement).disabled).toBe(false);
    await u.type(screen.getByPlaceholderText('请输入手机号作为账号'), '13900000002');
    await u.type(screen.getByPlaceholderText('请输入密码'), 'Abc@12345');
    await u.type(screen.getByPlaceholderText('请再次输入密码'), 'Abc@12345');
    await u.click(button('确定'));
    expect(await screen.findByText('手机号已存在！换一个试试')).toBeTruthy();
    expect(calls('POST', `${LIST}/add`)).toHaveLength(0);
  });
});
