import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { ENGLISH_A11Y_NAMES, localiseA11y } from '../../widgets/a11yZh';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const form: FormBlock = {
  type: 'form',
  schema: {
    type: 'object',
    properties: {
      loginType: { type: 'string', title: '登录方式', enum: ['password', 'sms'] },
      orderNum: { type: 'integer', title: '排序号' },
      keyword: { type: 'string', title: '交易名称' },
    },
  },
  uiSchema: { loginType: { 'ui:widget': 'segmented', 'ui:enumNames': ['密码登录', '验证码登录'] } },
  buttons: [
    { label: '查询', icon: 'SearchOutlined', action: { type: 'toast', level: 'info', message: '好' } },
  ],
};

/** Every aria-label of the page and the names of the icons screen readers still see. */
const labels = () => [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
const visibleIcons = () =>
  [...document.querySelectorAll('.anticon[role="img"]')].filter(
    (e) => e.getAttribute('aria-hidden') !== 'true',
  );

describe('accessible names are Chinese (issue 7 §6)', () => {
  it('number steps, the segmented switch and icons in buttons carry no English name', async () => {
    renderScreen(screenOf([form]));
    await waitFor(() => expect(labels()).toContain('增加数值'));
    expect(labels()).toContain('减少数值');
    expect(screen.getByRole('radiogroup', { name: '登录方式' })).toBeInTheDocument();
    for (const english of ENGLISH_A11Y_NAMES)
      expect(labels().filter((l) => l?.includes(english))).toEqual([]);
    expect(visibleIcons()).toEqual([]);
    expect(button('查询').textContent).toBe('查询');
  });

  it('an input’s clear button (rc-input: an icon, no name) is named 清除', () => {
    const box = document.createElement('span');
    box.innerHTML =
      '<button type="button" class="ant-input-clear-icon"><span role="img" aria-label="close-circle" class="anticon"></span></button>';
    localiseA11y(box);
    expect(box.querySelector('button')?.getAttribute('aria-label')).toBe('清除');
    expect(box.querySelector('.anticon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('the focused tab’s position text (rc-tabs: "Tab 2 of 3") reads 第2个标签，共3个', () => {
    const tab = document.createElement('div');
    tab.innerHTML = '<div role="tab"><div aria-live="polite">Tab 2 of 3</div>就诊信息</div>';
    localiseA11y(tab);
    expect(tab.textContent).toBe('第2个标签，共3个就诊信息');
  });
});
