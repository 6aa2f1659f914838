import type { Action } from '../../engine/descriptor';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { sampleInput2401 } from '../../fixtures/dealFixtures';
import { button, pagerTotal, renderScreen } from './renderScreen';
import { dealApi, dealScreen, section } from './dealScreens';

const fillAdmission: Action = {
  type: 'setValue',
  target: 'form',
  path: 'mdtrtinfo',
  value: { preserve: sampleInput2401.mdtrtinfo },
};

describe('dealForm lists: editable tables whose rows must be complete', () => {
  it('saving 2401 without diagnosis rows says 请填写入院诊断信息', async () => {
    const { user, calls } = renderScreen(dealScreen('2401', { onReady: fillAdmission }), dealApi());
    await waitFor(() =>
      expect(within(section('入院登记信息')).getByLabelText('住院号')).toHaveValue('ZY20240301001'),
    );
    await user.click(button('执行'));
    expect(await within(section('入院诊断信息')).findByRole('alert')).toHaveTextContent('请填写入院诊断信息');
    expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(0);
  });

  it('a row with empty cells marks them with their tip (or 请完善信息) and the table says 请完善信息', async () => {
    const { user, calls } = renderScreen(dealScreen('2401', { onReady: fillAdmission }), dealApi());
    const table = await waitFor(() => section('入院诊断信息'));
    await user.click(await within(table).findByText('新增一行'));
    await user.type(within(table).getByLabelText('诊断代码'), 'J18.900');
    await user.click(button('执行'));
    expect(await within(table).findByRole('alert')).toHaveTextContent('请完善信息');
    const row = within(table).getByLabelText('诊断代码').closest('tr') as HTMLElement;
    const marked = [...row.querySelectorAll('.ant-typography-danger')].map((e) => e.textContent);
    expect(marked).toContain('请输入人员编号');
    expect(marked).toContain('请选择诊断类别');
    expect(marked).toContain('请选择诊断时间');
    expect(marked).toContain('请完善信息');
    expect(marked).not.toContain('请输入诊断代码');
    expect(row.querySelectorAll('.ant-input-status-error').length).toBeGreaterThan(0);
    expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(0);
  });

  it('rows are added and deleted; complete rows are sent as the node list', async () => {
    const full = { ...sampleInput2401.diseinfo[0], adm_cond: '入院时病情平稳' };
    const { user, calls } = renderScreen(
      dealScreen('2401', {
        onReady: {
          type: 'sequence',
          steps: [
            fillAdmission,
            { type: 'setValue', target: 'form', path: 'diseinfo', value: { preserve: [full, full] } },
          ],
        },
      }),
      dealApi({ result: { mdtrt_id: '300179916' } }),
    );
    const table = await waitFor(() => section('入院诊断信息'));
    await waitFor(() => expect(within(table).getAllByLabelText('诊断代码')).toHaveLength(2));
    await user.click(within(table).getAllByText(/删\s*除/)[0]!);
    await waitFor(() => expect(within(table).getAllByLabelText('诊断代码')).toHaveLength(1));
    await user.click(button('执行'));
    await waitFor(() => expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(1));
    expect(calls('POST', '/commondeal/exec-deal')[0]?.body).toMatchObject({
      dealInput: { mdtrtinfo: sampleInput2401.mdtrtinfo, diseinfo: [full] },
    });
    expect(await within(section('入院结果')).findByText('300179916')).toBeInTheDocument();
  });
});

describe('dealForm list pages (20 rows a page)', () => {
  it('a submit with an incomplete row on another page shows that page, its cells marked', async () => {
    const full = { ...sampleInput2401.diseinfo[0], adm_cond: '平稳' };
    const { diag_name: _, ...partial } = full;
    const onReady: Action = {
      type: 'sequence',
      steps: [
        fillAdmission,
        {
          type: 'setValue',
          target: 'form',
          path: 'diseinfo',
          value: { preserve: [...Array(20).fill(full), partial] },
        },
      ],
    };
    const { user } = renderScreen(dealScreen('2401', { onReady }), dealApi());
    const table = await waitFor(() => section('入院诊断信息'));
    await waitFor(() => expect(within(table).getAllByLabelText('诊断名称')).toHaveLength(20));
    expect(pagerTotal(table)).toBe('共 21 条');
    await user.click(button('执行'));
    await waitFor(() => expect(within(table).getAllByLabelText('诊断名称')).toHaveLength(1));
    expect(within(table).getByText('21')).toBeInTheDocument();
    const marked = [...table.querySelectorAll('td .ant-typography-danger')].map((e) => e.textContent);
    expect(marked).toEqual(['请输入诊断名称']);
  });
});
