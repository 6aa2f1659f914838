import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import handle from '../../screens/handle.screen.json';
import { button, pagerTotal, renderScreen, screen } from './renderScreen';

const deals = [
  { dealName: '2207', comment: '门诊结算', nodes: ['data'], dealType: '' },
  { dealName: '9001', comment: '签到', nodes: ['signIn'], dealType: '' },
  { dealName: '1101', comment: '人员信息获取', nodes: ['data'], dealType: '' },
  { dealName: '9102', comment: '文件下载', nodes: ['fsDownloadIn'], dealType: 'DOWNLOAD' },
  { dealName: '2401', comment: '入院办理', nodes: ['mdtrtinfo', 'diseinfo'], dealType: '' },
  { dealName: '9002', comment: '签退', nodes: ['signOut'], dealType: '' },
];
/** The 9999 operator's ROLE_ADMIN: the only caller the server lets configure deal SQL. */
const operator = { orgCode: '9999', orgName: '平台运营中心', roles: ['ROLE_ADMIN'], user: 'admin' };
const hospitalUser = {
  orgCode: 'H21010200001',
  orgName: '沈阳市示范医院',
  roles: ['ROLE_ORG'],
  user: '13900000002',
};

function open(answers: Record<string, unknown> = {}, user: Record<string, unknown> = operator) {
  return renderScreen(handle as unknown as ScreenDescriptor, {
    user: user as never,
    answers: {
      'GET /commondeal/deal': deals,
      'GET /commondeal/signin': '签到成功，签到流水号 359754',
      'GET /commondeal/dealName/2401': {
        haveParams: true,
        params: [
          { value: 'psn_no', label: '人员编号', tip: '请输入人员编号' },
          { value: 'insutype', label: '险种类型', tip: '请选择险种类型' },
        ],
      },
      'GET /commondeal/queryDealSqlByDealCode': (call: { query?: Record<string, unknown> }) =>
        call.query?.nodeName === 'mdtrtinfo'
          ? { sql: 'select psn_no from psn where psn_no = $1', params: 'psn_no', version: 3 }
          : { sql: null, params: null, version: 0 },
      'POST /commondeal/updateDealSql': { version: 4 },
      ...answers,
    },
  });
}

const cardTitles = () => [...document.querySelectorAll('.ant-card-head-title')].map((e) => e.textContent);

describe('deal list /home/handle', () => {
  it('cards are sorted ascending by numeric deal name; 9001 and 9002 are filtered out and 9102 is hidden', async () => {
    open();
    await waitFor(() => expect(cardTitles()).toContain('门诊结算'));
    expect(cardTitles().filter((t) => t !== '交易列表')).toEqual(['人员信息获取', '门诊结算', '入院办理']);
  });

  it('a long list draws one page of 24 cards; sort and search work over every deal, not just the page', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      dealName: String(3000 + ((i * 7919) % 1000)),
      comment: `交易${3000 + ((i * 7919) % 1000)}`,
      nodes: ['data'],
      dealType: '',
    }));
    const { user: u } = open({ 'GET /commondeal/deal': many });
    await waitFor(() => expect(cardTitles()).toContain('交易3000'));
    const shown = () => cardTitles().filter((t) => t !== '交易列表');
    expect(shown()).toEqual(Array.from({ length: 24 }, (_, i) => `交易${3000 + i}`));
    expect(pagerTotal()).toBe('共 1000 条');
    await u.type(screen.getByPlaceholderText('请输入交易编号或名称'), '3999{Enter}');
    await waitFor(() => expect(shown()).toEqual(['交易3999']));
  });

  it('search by deal name or number; reset shows every deal again', async () => {
    const { user: u } = open();
    await waitFor(() => expect(cardTitles()).toContain('门诊结算'));
    await u.type(screen.getByPlaceholderText('请输入交易编号或名称'), '入院{Enter}');
    await waitFor(() => expect(cardTitles()).not.toContain('门诊结算'));
    expect(cardTitles()).toContain('入院办理');
    await u.click(button('重置'));
    await waitFor(() => expect(cardTitles()).toContain('门诊结算'));
  });

  it.each([
    ['an institution user', hospitalUser],
    ['an institution’s ROLE_ADMIN', { ...hospitalUser, roles: ['ROLE_ORG', 'ROLE_ADMIN'] }],
  ])(
    '配置交易 shows only to the 9999 operator: not to %s (the server would refuse it)',
    async (_who, who) => {
      open({}, who);
      await waitFor(() => expect(cardTitles()).toContain('门诊结算'));
      // Every deal's card offers 使用交易 (the list itself is the card 交易列表).
      expect(screen.getAllByText('使用交易')).toHaveLength(cardTitles().length - 1);
      expect(screen.queryAllByText('配置交易')).toHaveLength(0);
    },
  );

  it('sign in needs confirmation: declining shows 已取消签到; confirming shows the returned text', async () => {
    const { user: u, calls } = open();
    await u.click(button('签到'));
    await u.click(button('取消', await screen.findByRole('dialog')));
    expect(await screen.findByText('已取消签到')).toBeTruthy();
    expect(calls('GET', '/commondeal/signin')).toHaveLength(0);
    await u.click(button('签到'));
    expect(await screen.findByText('确定签到?')).toBeTruthy();
    await u.click(button('确定', screen.getAllByRole('dialog').at(-1)!));
    expect(await screen.findByText('签到成功，签到流水号 359754')).toBeTruthy();
  });

  it('configure: one tab per node, saved params, SQL and version loaded; unsaved changes ask 确定保存修改的内容? and yes saves from the version read', async () => {
    const { user: u, calls } = open();
    await waitFor(() => expect(cardTitles()).toContain('入院办理'));
    const card = screen.getByText('入院办理').closest('.ant-card') as HTMLElement;
    await u.click(within(card).getByText('配置交易'));
    const dialog = await screen.findByRole('dialog');
    // One tab per node (by their role attribute: role queries cost seconds in jsdom).
    expect([...dialog.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'mdtrtinfo',
      'diseinfo',
    ]);
    const sql = await within(dialog).findByDisplayValue('select psn_no from psn where psn_no = $1');
    await u.clear(sql);
    await u.type(sql, 'select psn_no, insutype from psn where psn_no = $1');
    await u.click(within(dialog).getByText('diseinfo'));
    expect(await screen.findByText('确定保存修改的内容?')).toBeTruthy();
    await u.click(button('确定', screen.getAllByRole('dialog').at(-1)!));
    await waitFor(() => expect(calls('POST', '/commondeal/updateDealSql')).toHaveLength(1));
    expect(calls('POST', '/commondeal/updateDealSql')[0]?.body).toEqual({
      dealCode: '2401',
      dealName: '入院办理',
      nodeName: 'mdtrtinfo',
      params: 'psn_no',
      dataSource: 'DEFAULT',
      sql: 'select psn_no, insutype from psn where psn_no = $1',
      version: 3,
    });
    await waitFor(() =>
      expect(calls('GET', '/commondeal/queryDealSqlByDealCode').map((c) => c.query?.nodeName)).toContain(
        'diseinfo',
      ),
    );
  });

  it('取消 on the unsaved-changes prompt switches tab without saving; params offer the deal fields', async () => {
    const { user: u, calls } = open();
    await waitFor(() => expect(cardTitles()).toContain('入院办理'));
    const card = screen.getByText('入院办理').closest('.ant-card') as HTMLElement;
    await u.click(within(card).getByText('配置交易'));
    const dialog = await screen.findByRole('dialog');
    const sql = await within(dialog).findByDisplayValue('select psn_no from psn where psn_no = $1');
    await u.type(sql, ' and 1 = 1');
    await u.click(within(dialog).getByText('diseinfo'));
    await u.click(button('取消', screen.getAllByRole('dialog').at(-1)!));
    await waitFor(() =>
      expect(calls('GET', '/commondeal/queryDealSqlByDealCode').map((c) => c.query?.nodeName)).toContain(
        'diseinfo',
      ),
    );
    expect(calls('POST', '/commondeal/updateDealSql')).toHaveLength(0);
    expect(calls('GET', '/commondeal/dealName/2401').length).toBeGreaterThan(0);
  });

  it('the parameter selector shows 请选择参数 as its placeholder, never as a choice', async () => {
    const { user: u } = open();
    await waitFor(() => expect(cardTitles()).toContain('入院办理'));
    const card = screen.getByText('入院办理').closest('.ant-card') as HTMLElement;
    await u.click(within(card).getByText('配置交易'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByDisplayValue('select psn_no from psn where psn_no = $1');
    await u.click(button('添加参数', dialog));
    const empty = await waitFor(() => {
      const found = within(dialog).getByText('请选择参数');
      expect(found.closest('.ant-select-placeholder, .ant-select-selection-placeholder')).not.toBeNull();
      return found;
    });
    await u.click(empty.closest('.ant-select') as HTMLElement);
    const choices = await waitFor(() => {
      const shown = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')];
      expect(shown.length).toBeGreaterThan(0);
      return shown.map((o) => o.textContent);
    });
    expect(choices).toEqual(['人员编号', '险种类型']);
  });

  it('delete config clears the fields locally after 确定删除当前配置?, without a call', async () => {
    const { user: u, calls } = open();
    await waitFor(() => expect(cardTitles()).toContain('入院办理'));
    const card = screen.getByText('入院办理').closest('.ant-card') as HTMLElement;
    await u.click(within(card).getByText('配置交易'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByDisplayValue('select psn_no from psn where psn_no = $1');
    await u.click(button('删除配置', dialog));
    expect(await screen.findByText('确定删除当前配置?')).toBeTruthy();
    await u.click(button('确定', screen.getAllByRole('dialog').at(-1)!));
    await waitFor(() => expect(within(dialog).queryByDisplayValue(/select/)).toBeNull());
    expect(calls('POST', '/commondeal/updateDealSql')).toHaveLength(0);
  });
});
