import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { deal2207Extended, metaAnswer } from '../../fixtures/dealFixtures';
import { button, fieldMessage, renderScreen, screen } from './renderScreen';
import { dealScreen } from './dealScreens';

/** The fake API serving the extended 2207 (a province's published version). */
const extendedApi = () => ({
  answers: {
    'POST /commondeal/meta': metaAnswer({ '2207': deal2207Extended }),
    'POST /commondeal/exec-deal': { dealOutput: {} },
  },
});

describe('dealForm: the keys a configurator adds to a field', () => {
  it('pattern: a wrong 发票号 shows the metadata message when left (its blur trigger), a right one clears it', async () => {
    const { user } = renderScreen(dealScreen('2207'), extendedApi());
    const invono = await screen.findByLabelText('发票号');
    await user.type(invono, '12-34');
    expect(fieldMessage('发票号')).toBe('');
    await user.tab();
    await waitFor(() => expect(fieldMessage('发票号')).toBe('发票号应为8至20位数字或字母'));
    await user.clear(invono);
    await user.type(invono, 'AB123456');
    await user.tab();
    await waitFor(() => expect(fieldMessage('发票号')).toBe(''));
  });

  it('default: a new form shows 地方标识 as 否, and 清空 brings it back', async () => {
    const { user } = renderScreen(dealScreen('2207'), extendedApi());
    const group = await screen.findByRole('group', { name: '地方扩展' });
    expect(within(group).getByTitle('否')).toBeInTheDocument();
    await user.click(screen.getByLabelText('地方标识'));
    await user.click(await screen.findByTitle('是'));
    await waitFor(() => expect(within(group).queryByTitle('否')).toBeNull());
    await user.click(button('清空'));
    await waitFor(() => expect(within(group).getByTitle('否')).toBeInTheDocument());
  });

  it('group: 地方标识 and 地方备注 are drawn together under 地方扩展; the other fields are not in it', async () => {
    renderScreen(dealScreen('2207'), extendedApi());
    const group = await screen.findByRole('group', { name: '地方扩展' });
    expect(within(group).getByLabelText('地方标识')).toBeInTheDocument();
    expect(within(group).getByLabelText('地方备注')).toBeInTheDocument();
    expect(within(group).queryByLabelText('人员编号')).toBeNull();
    expect(within(group).queryByLabelText('就诊凭证编号')).toBeNull();
  });

  it('widget: 地方备注 (200 characters) is entered in a textarea as its hint asks', async () => {
    renderScreen(dealScreen('2207'), extendedApi());
    expect((await screen.findByLabelText('地方备注')).tagName).toBe('TEXTAREA');
  });

  it('a required extension field emptied shows its tip at once (its change trigger), and the deal is not run', async () => {
    const { user, calls } = renderScreen(dealScreen('2207'), extendedApi());
    const item = (await screen.findByLabelText('地方标识')).closest('.ant-form-item') as HTMLElement;
    const clear = item.querySelector('.ant-select-clear');
    if (!clear) throw new Error('没有清除按钮');
    await user.click(clear);
    await waitFor(() => expect(fieldMessage('地方标识')).toBe('请选择地方标识'));
    await user.click(button('执行'));
    await waitFor(() => expect(fieldMessage('人员编号')).toBe('请输入人员编号'));
    expect(fieldMessage('地方标识')).toBe('请选择地方标识');
    expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(0);
  });
});
