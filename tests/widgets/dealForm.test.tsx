import type { Action } from '../../engine/descriptor';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { sampleInput2207 } from '../../fixtures/dealFixtures';
import { button, fieldMessage, renderScreen, screen } from './renderScreen';
import { dealApi, dealScreen } from './dealScreens';

const fill2207: Action = {
  type: 'setValue',
  target: 'form',
  path: 'data',
  value: { preserve: sampleInput2207.data },
};

describe('dealForm: the form generated from the deal metadata', () => {
  it('loads POST /commondeal/meta {dealName} and draws one section per input node', async () => {
    const { calls } = renderScreen(dealScreen('2207'), dealApi());
    expect(await screen.findByText('门诊结算信息')).toBeInTheDocument();
    expect(calls('POST', '/commondeal/meta')[0]?.body).toEqual({ dealName: '2207' });
    expect(screen.getByLabelText('人员编号')).toBeInTheDocument();
    expect(screen.getByLabelText('个人账户使用标志')).toBeInTheDocument();
  });

  it('submitting empty shows each required field tip under its field, and the deal is not run', async () => {
    const { user, calls } = renderScreen(dealScreen('2207'), dealApi());
    await screen.findByLabelText('人员编号');
    await user.click(button('执行'));
    await waitFor(() => expect(fieldMessage('人员编号')).toBe('请输入人员编号'));
    expect(fieldMessage('就诊凭证类型')).toBe('请选择就诊凭证类型');
    expect(fieldMessage('医疗费总额')).toBe('请输入医疗费总额');
    expect(fieldMessage('险种类型')).toBe('请选择险种类型');
    expect(fieldMessage('个人账户使用标志')).toBe('请选择个人账户使用标志');
    expect(fieldMessage('发票号')).toBe('');
    expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(0);
  });

  it('an INPUT shows its tip when left empty (blur trigger), only that field, and typing clears it', async () => {
    const { user } = renderScreen(dealScreen('2207'), dealApi());
    await user.click(await screen.findByLabelText('人员编号'));
    expect(fieldMessage('人员编号')).toBe('');
    await user.tab();
    await waitFor(() => expect(fieldMessage('人员编号')).toBe('请输入人员编号'));
    expect(fieldMessage('就诊凭证编号')).toBe('');
    await user.type(screen.getByLabelText('人员编号'), '13030011303013321217');
    await waitFor(() => expect(fieldMessage('人员编号')).toBe(''));
    expect(document.activeElement).toBe(screen.getByLabelText('人员编号'));
  });

  it('codes, numbers and names are not spellchecked: every field of a section has spellcheck off', async () => {
    renderScreen(dealScreen('2207'), dealApi());
    for (const label of ['人员编号', '发票号', '就诊凭证类型']) {
      const field = await screen.findByLabelText(label);
      expect(field.closest('[spellcheck]')?.getAttribute('spellcheck')).toBe('false');
    }
  });

  it('an INPUT keeps its tip as placeholder (请输入人员编号) empty, typed and loaded: fields are found by it', async () => {
    const { user, unmount } = renderScreen(dealScreen('2207'), dealApi());
    const field = await screen.findByPlaceholderText('请输入人员编号');
    expect(field).toBe(screen.getByLabelText('人员编号'));
    await user.type(field, '1');
    expect(screen.getByPlaceholderText('请输入人员编号')).toBe(field);
    unmount();
    renderScreen(dealScreen('2207', { onReady: fill2207 }), dealApi());
    await waitFor(() =>
      expect(screen.getByPlaceholderText('请输入人员编号')).toHaveValue('13030011303013321217'),
    );
  });

  it('an INPUT longer than its length cannot be typed (maxLength = length)', async () => {
    const { user } = renderScreen(dealScreen('2207'), dealApi());
    await user.type(await screen.findByLabelText('发票号'), '1234567890123456789012345');
    expect(screen.getByLabelText('发票号')).toHaveValue('12345678901234567890');
  });

  it('a SELECT validates on change: choosing then clearing shows its tip at once', async () => {
    const { user } = renderScreen(dealScreen('2207'), dealApi());
    const select = await screen.findByLabelText('就诊凭证类型');
    await user.click(select);
    await user.click(await screen.findByTitle('居民身份证'));
    const item = select.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(item).toHaveTextContent('居民身份证'));
    expect(fieldMessage('就诊凭证类型')).toBe('');
    const clear = item.querySelector('.ant-select-clear');
    if (!clear) throw new Error('没有清除按钮');
    await user.click(clear);
    await waitFor(() => expect(fieldMessage('就诊凭证类型')).toBe('请选择就诊凭证类型'));
  });

  it('a valid form runs onSubmit with form = the dealInput and deal = the metadata', async () => {
    const { user, calls } = renderScreen(dealScreen('2207', { onReady: fill2207 }), dealApi());
    await waitFor(() => expect(screen.getByLabelText('人员编号')).toHaveValue('13030011303013321217'));
    await user.click(button('执行'));
    await waitFor(() => expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(1));
    expect(calls('POST', '/commondeal/exec-deal')[0]?.body).toEqual({
      dealName: '2207',
      comment: '门诊结算',
      dealInput: sampleInput2207,
    });
  });
});
