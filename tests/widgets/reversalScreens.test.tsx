/** The reversal screens' gates, rendered from their descriptors. */
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import checkImpactJson from '../../screens/checkImpact.screen.json';
import checkImpactBaseJson from '../../screens/checkImpactBase.screen.json';
import reconciliationJson from '../../screens/reconciliation.screen.json';
import { hospitalUser } from '../../fixtures/fixtures';
import { button, renderScreen, rowOf, screen } from './renderScreen';

const checkImpact = checkImpactJson as unknown as ScreenDescriptor;
const checkImpactBase = checkImpactBaseJson as unknown as ScreenDescriptor;
const reconciliation = reconciliationJson as unknown as ScreenDescriptor;

const row = (over: Record<string, unknown>) => ({
  id: '400120001',
  psn_no: '21010000000000000101',
  psn_name: '张伟',
  acct_pay: 10,
  cash_payamt: 47,
  medfee_sumamt: 57,
  fund_pay_sumamt: 0,
  omsgid: 'H2101020000120261101090000',
  oinfo: '2207',
  fixmedins_code: 'H21010200001',
  fixmedins_name: '沈阳市示范医院',
  setl_time: '2026-11-01 09:00:00',
  used: '0',
  trans_type: '1',
  pay_flag: '1',
  payFlag: '1',
  psnNo: '21010000000000000101',
  medfeeSumamt: 57,
  acctPay: 10,
  refdSetlFlag: '0',
  memo: '',
  ...over,
});
const rows = [
  row({}),
  row({ id: '400120003', psn_name: '王芳', trans_type: '0', memo: '中心多：医药机构无此结算' }),
  row({ id: '400120005', psn_name: '李娜', used: '1' }),
];

describe('对账冲正查询 /home/checkImpact', () => {
  const open = () =>
    renderScreen(checkImpact, {
      route: '/home/checkImpact?startDate=2026-10-01&endDate=2026-11-24&used=',
      user: hospitalUser,
      answers: {
        'POST /commondeal/reconciliation/queryFirst': { records: rows, total: 3, next: 'n', prev: 'p' },
      },
    });

  it('the route’s dates run the query at once, with them in the body', async () => {
    const r = open();
    await screen.findByText('王芳');
    const [call] = r.calls('POST', '/commondeal/reconciliation/queryFirst');
    expect(call!.body).toMatchObject({
      startDate: '2026-10-01',
      endDate: '2026-11-24',
      fixmedins_code: 'H21010200001',
      // Paged on the server, 20 rows a page (a month of a province's settlements is not one answer).
      page: { size: 20, current: 1 },
    });
  });

  it('rows with trans_type 0 are highlighted (a difference not maintained); the others are not', async () => {
    open();
    await screen.findByText('王芳');
    expect(rowOf('王芳')).toHaveClass('yb-row-warning');
    expect(rowOf('张伟')).not.toHaveClass('yb-row-warning');
  });

  it('冲正 is disabled once reversed, with the reason 已冲正的记录不能再次冲正; 已维护 only for a difference', async () => {
    const r = open();
    await screen.findByText('李娜');
    const reverse = button('冲正', rowOf('李娜'));
    expect(reverse).toBeDisabled();
    expect(button('冲正', rowOf('张伟'))).toBeEnabled();
    await r.user.hover(reverse.parentElement!);
    expect((await screen.findAllByText('已冲正的记录不能再次冲正')).length).toBeGreaterThan(0);
    expect(button('已维护', rowOf('王芳'))).toBeEnabled();
    expect(button('已维护', rowOf('张伟'))).toBeDisabled();
  });

  it('without a date in the route nothing is queried', async () => {
    const r = renderScreen(checkImpact, {
      user: hospitalUser,
      answers: { 'POST /commondeal/reconciliation/queryFirst': rows },
    });
    await screen.findAllByText('对账冲正查询');
    expect(r.calls('POST', '/commondeal/reconciliation/queryFirst')).toHaveLength(0);
  });
});

describe('冲正（二） /home/checkImpactBase: reverse enabled only when canFlag is 0', () => {
  const open = (canFlag: number) =>
    renderScreen(checkImpactBase, {
      route: '/home/checkImpactBase?omsgid=M1&fixmedins_code=H21010200001',
      user: hospitalUser,
      answers: {
        'POST /commondeal/reconciliation/check-password': null,
        'POST /commondeal/pha/query-maxtime': {
          lastSetlTime: '2026-11-20 10:00:00',
          canFlag,
          hint: canFlag ? '该交易已冲正' : '原交易在中心存在且未冲正，可以冲正',
          id: '400120001',
          psn_no: 'P1',
          oinfo: '2207',
        },
        'POST /commondeal/pha/rush-compare': { cent: [], pha: [] },
      },
    });

  for (const [canFlag, enabled] of [
    [0, true],
    [1, false],
  ] as const) {
    it(`canFlag ${canFlag} → 冲正 ${enabled ? 'enabled' : 'disabled'} after the password`, async () => {
      const r = open(canFlag);
      const dialog = (await screen.findByText('请输入密码', { selector: '.ant-modal-title' })).closest(
        '.ant-modal',
      ) as HTMLElement;
      expect(button('冲正')).toBeDisabled();
      await r.user.type(within(dialog).getByPlaceholderText('请输入密码'), 'Rush@2026');
      await r.user.click(button('确定', dialog));
      await screen.findByText('最近结算时间：2026-11-20 10:00:00');
      await waitFor(() => expect(button('冲正').disabled).toBe(!enabled));
      expect(r.calls('POST', '/commondeal/reconciliation/check-password')[0]!.body).toMatchObject({
        password: expect.any(String),
      });
    });
  }

  it('an empty password shows 请输入密码 and calls nothing', async () => {
    const r = open(0);
    const dialog = (await screen.findByText('请输入密码', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await r.user.click(button('确定', dialog));
    await waitFor(() => expect(within(dialog).getAllByText('请输入密码').length).toBeGreaterThan(1));
    expect(r.calls('POST', '/commondeal/reconciliation/check-password')).toHaveLength(0);
  });
});

describe('对账与冲正 /home/reconciliation', () => {
  const info = { conerName: '王丽', conerTel: '13812345678', fixmedinsType: '1' };
  const open = (over: Record<string, unknown>, roles = ['ROLE_ORG'], userInfo: object = info) =>
    renderScreen(reconciliation, {
      user: { ...hospitalUser, roles },
      answers: {
        'POST /commondeal/pha/rush-rec': [row(over)],
        'GET /commondeal/api/info': userInfo,
        'POST /commondeal/quickmark/chargecode': { url: 'http://x/wallet?code=abc', amount: 2 },
        'POST /commondeal/quickmark/query-payflag': false,
      },
    });

  it('incomplete user info: alert 请完善用户相关信息, no pay code', async () => {
    const r = open({ payFlag: '0' }, ['ROLE_ORG'], { ...info, conerTel: '' });
    await r.user.click(button('冲正', await waitFor(() => rowOf('21010000000000000101'))));
    expect(await screen.findByText('请完善用户相关信息')).toBeTruthy();
    expect(r.calls('POST', '/commondeal/quickmark/chargecode')).toHaveLength(0);
  });

  it('payFlag 0 without ROLE_RUSHFREE: the pay dialog with the 250×250 code and the wallet notice', async () => {
    const r = open({ payFlag: '0' });
    await r.user.click(button('冲正', await waitFor(() => rowOf('21010000000000000101'))));
    expect(await screen.findByText(/请使用手机钱包扫码支付/)).toBeTruthy();
    expect(r.calls('POST', '/commondeal/quickmark/chargecode')[0]!.body).toEqual({ id: '400120001' });
  });

  for (const [what, over, roles] of [
    ['payFlag 1', { payFlag: '1' }, ['ROLE_ORG']],
    ['ROLE_RUSHFREE', { payFlag: '0' }, ['ROLE_ORG', 'ROLE_RUSHFREE']],
  ] as const) {
    it(`${what}: straight to the reversal page, no pay code`, async () => {
      const r = open(over, [...roles]);
      await r.user.click(button('冲正', await waitFor(() => rowOf('21010000000000000101'))));
      await waitFor(() => expect(screen.queryByText(/请使用手机钱包扫码支付/)).toBeNull());
      await waitFor(() => expect(r.calls('GET', '/commondeal/api/info')).toHaveLength(1));
      expect(r.calls('POST', '/commondeal/quickmark/chargecode')).toHaveLength(0);
    });
  }
});
