import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import type { CrudBlock, ScreenDescriptor } from '../../engine/descriptor';
import { truthTables, type TruthTable } from '../../engine/explain';
import userIndex from '../../screens/userIndex.screen.json';
import handle from '../../screens/handle.screen.json';
import { hospitalUser } from '../../fixtures/fixtures';
import { button, renderScreen, rowOf, screen, screenOf } from './renderScreen';

const LIST = '/commondeal/api/records';
const records: CrudBlock = {
  type: 'crud',
  id: 'records',
  list: { method: 'POST', path: LIST, rows: 'records', total: 'total' },
  rowKey: 'id',
  selection: 'checkbox',
  columns: [
    { title: '流水号', field: 'id' },
    { title: '状态', field: 'status', format: { map: { '0': '待审核', '1': '已通过' } } },
    { title: '冲正标志', field: 'used', format: { map: { '0': '未冲正', '1': '已冲正' } } },
  ],
  toolbar: [
    {
      label: '批量审核',
      enabled: { '>': [{ len: [{ var: 'selection' }] }, 0] },
      action: { type: 'toast', level: 'info', message: '已审核' },
    },
  ],
  rowActions: [
    {
      label: '审核',
      kind: 'link',
      enabled: { '==': [{ var: 'row.status' }, '0'] },
      action: { type: 'toast', level: 'info', message: '已审核' },
    },
    {
      label: '冲正',
      kind: 'link',
      enabled: { '!=': [{ var: 'row.used' }, '1'] },
      action: { type: 'toast', level: 'info', message: '已冲正' },
    },
    {
      label: '撤销',
      kind: 'link',
      enabled: { '!=': [{ var: 'row.used' }, '1'] },
      reason: '已冲正的记录不能再次冲正',
      action: { type: 'toast', level: 'info', message: '已撤销' },
    },
  ],
};
const rows = [
  { id: 'A001', status: '0', used: '0' },
  { id: 'A002', status: '1', used: '1' },
];

describe('why is this disabled: a disabled crud action tells why in its tooltip', () => {
  const open = () =>
    renderScreen(screenOf([records]), {
      user: hospitalUser,
      answers: { [`POST ${LIST}`]: { records: rows, total: 2 } },
    });

  it('a row action without a reason explains its predicate with the column title and value label', async () => {
    const { user } = open();
    await screen.findByText('A002');
    expect(within(rowOf('A001')).getByText('审核').closest('button')!.disabled).toBe(false);
    const audit = within(rowOf('A002')).getByText('审核').closest('button')!;
    expect(audit.disabled).toBe(true);
    await user.hover(audit.parentElement!);
    expect(await screen.findByText('仅当 状态 为 待审核 时可用')).toBeTruthy();
    const reverse = within(rowOf('A002')).getByText('冲正').closest('button')!;
    await user.hover(reverse.parentElement!);
    expect(await screen.findByText('冲正标志 为 已冲正 时不可用')).toBeTruthy();
  });

  it('the descriptor’s reason wins over the derived one', async () => {
    const { user } = open();
    await screen.findByText('A002');
    const undo = within(rowOf('A002')).getByText('撤销').closest('button')!;
    await user.hover(undo.parentElement!);
    expect(await screen.findByText('已冲正的记录不能再次冲正')).toBeTruthy();
  });

  it('a toolbar button over the selection says 需要先选择数据 until a row is selected', async () => {
    const { user } = open();
    await screen.findByText('A002');
    const batch = button('批量审核');
    expect(batch.disabled).toBe(true);
    await user.hover(batch.parentElement!);
    expect(await screen.findByText('需要先选择数据')).toBeTruthy();
    await user.click(within(rowOf('A001')).getByRole('checkbox'));
    expect(button('批量审核').disabled).toBe(false);
  });
});

const tables = truthTables({ files: { 'userIndex.screen.json': userIndex, 'handle.screen.json': handle } });
const tableOf = (screenId: string, action: string): TruthTable => {
  const t = tables.find((x) => x.screen === screenId && x.action === action);
  if (!t) throw new Error(`没有 ${screenId} 的操作 ${action}`);
  return t;
};

describe('truth tables: the gates of the crud actions', () => {
  it('user list: 角色维护 is visible only with ROLE_ADMIN', () => {
    const t = tableOf('userIndex', '角色维护');
    expect(t.dimensions.map((d) => d.label)).toEqual(['角色']);
    expect(t.rows.map((r) => [r.at['角色'], r.visible])).toEqual([
      ['ROLE_ADMIN', true],
      ['其他', false],
    ]);
  });

  it('user list: 启用 shows on a disabled user, 禁用 on an enabled one; user 9999 can do neither, and says why', () => {
    for (const [action, shownFor] of [
      ['启用', ['0 禁用', '其他']],
      ['禁用', ['1 启用']],
    ] as const) {
      const t = tableOf('userIndex', action);
      expect(t.dimensions.map((d) => d.label)).toEqual(['状态', 'row.userId']);
      for (const r of t.rows) {
        expect(r.visible, `${action} ${JSON.stringify(r.at)}`).toBe(
          (shownFor as readonly string[]).includes(r.at['状态']!),
        );
        expect(r.enabled).toBe(r.at['row.userId'] !== '9999');
        expect(r.reason).toBe(r.enabled ? undefined : '用户 9999 不能启用或禁用');
      }
    }
  });

  it('deal list: 配置交易 is visible only for ROLE_ADMIN of 9999; 使用交易 always', () => {
    const t = tableOf('handle', '配置交易');
    expect(t.rows.filter((r) => r.visible).map((r) => r.at)).toEqual([
      { 角色: 'ROLE_ADMIN', 机构编码: '9999' },
    ]);
    expect(t.rows).toHaveLength(4);
    const use = tableOf('handle', '使用交易');
    expect(use.dimensions).toEqual([]);
    expect(use.rows).toEqual([{ at: {}, visible: true, enabled: true }]);
  });

  it('the rendered user list agrees with the table of 角色维护 for a user without ROLE_ADMIN', async () => {
    renderScreen(userIndex as unknown as ScreenDescriptor, {
      user: hospitalUser,
      answers: {
        ['POST /commondeal/api/user-manage']: {
          records: [
            {
              userId: 2,
              username: 'u2',
              orgCode: 'H1',
              orgName: '机构',
              contact: '张三',
              mobile: '13800000001',
              ifValid: '1',
            },
          ],
          total: 1,
        },
      },
    });
    await screen.findByText('张三');
    const other = tableOf('userIndex', '角色维护').rows.find((r) => r.at['角色'] === '其他')!;
    expect(screen.queryAllByText('角色维护').length > 0).toBe(other.visible);
  });
});
