import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { ENGLISH_A11Y_NAMES, localiseA11y } from '../../widgets/a11yZh';
import { englishOnPage, ENGLISH_UI_TEXTS } from '../stories/english';
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

describe('accessible names are Chinese', () => {
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

  it('the pagination’s arrows (rc-pagination: an icon, no name) are named after their item: 上一页, 下一页', () => {
    const pager = document.createElement('ul');
    pager.innerHTML =
      '<li title="上一页"><button type="button" class="ant-pagination-item-link"><span role="img" aria-label="left" class="anticon"></span></button></li>' +
      '<li title="下一页"><button type="button" class="ant-pagination-item-link"><span role="img" aria-label="right" class="anticon"></span></button></li>';
    localiseA11y(pager);
    const names = [...pager.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['上一页', '下一页']);
  });

  it('the table’s hidden measure row (rc-table: a copy of the titles) keeps its check box out of the tab order', () => {
    const table = document.createElement('table');
    table.innerHTML =
      '<tbody><tr aria-hidden="true" class="ant-table-measure-row"><td><input type="checkbox" aria-label="Select all"></td></tr>' +
      '<tr><td><input type="checkbox" aria-label="Select row 1"></td></tr></tbody>';
    localiseA11y(table);
    const [copy, row] = [...table.querySelectorAll('input')];
    expect(copy?.getAttribute('tabindex')).toBe('-1');
    expect(row?.hasAttribute('tabindex')).toBe(false);
  });

  it('the focused tab’s position text (rc-tabs: "Tab 2 of 3") reads 第2个标签，共3个', () => {
    const tab = document.createElement('div');
    tab.innerHTML = '<div role="tab"><div aria-live="polite">Tab 2 of 3</div>就诊信息</div>';
    localiseA11y(tab);
    expect(tab.textContent).toBe('第2个标签，共3个就诊信息');
  });
});

describe('antd names with a number and icons inside a named button', () => {
  it('the table’s selection check boxes read 全选 and 选择第N行 / 已选择第N行', () => {
    const table = document.createElement('div');
    table.innerHTML =
      '<input type="checkbox" aria-label="Select all"><input type="checkbox" aria-label="Select row 2">' +
      '<input type="checkbox" aria-label="Row 3 selected"><input type="checkbox" aria-label="Custom selection">';
    localiseA11y(table);
    const names = [...table.querySelectorAll('input')].map((i) => i.getAttribute('aria-label'));
    expect(names).toEqual(['全选', '选择第2行', '已选择第3行', '自定义选择']);
  });

  it('a crud with check boxes names them in Chinese', async () => {
    renderScreen(
      screenOf([
        {
          type: 'crud',
          rowKey: 'id',
          selection: 'checkbox',
          columns: [{ title: '机构名称', field: 'name' }],
          list: { method: 'GET', path: '/orgs', rows: 'records' },
        },
      ]),
      { answers: { 'GET /orgs': { records: [{ id: 1, name: '杭州市第一人民医院' }] } } },
    );
    await screen.findByText('杭州市第一人民医院');
    await waitFor(() => expect(labels()).toContain('选择第1行'));
    expect(labels()).toContain('全选');
    expect(englishOnPage()).toEqual([]);
  });

  it('an icon inside a button with its own name is hidden (the upload list’s 删除文件, not "delete")', () => {
    const box = document.createElement('span');
    box.innerHTML =
      '<button type="button" aria-label="删除文件"><span class="ant-btn-icon"><span role="img" aria-label="delete" tabindex="-1" class="anticon"></span></span></button>' +
      '<span role="img" aria-label="eye-invisible" tabindex="-1" class="anticon"></span>';
    localiseA11y(box);
    const [inButton, eye] = [...box.querySelectorAll('.anticon')];
    expect(inButton?.getAttribute('aria-hidden')).toBe('true');
    expect(eye?.getAttribute('aria-hidden')).toBeNull();
    expect(eye?.getAttribute('aria-label')).toBe('显示密码');
  });

  it('the English detector of the stories test finds antd’s and RJSF’s English', () => {
    expect(ENGLISH_UI_TEXTS).toContain('Add');
    expect(ENGLISH_UI_TEXTS).toContain('Remove');
    expect(ENGLISH_UI_TEXTS).toContain('Cancel');
    expect(ENGLISH_UI_TEXTS).toContain('No data');
    const page = document.createElement('div');
    page.innerHTML =
      '<button>Add</button><span aria-label="Increase Value"></span><input placeholder="Please select">' +
      '<span aria-hidden="true"><span aria-label="close-circle"></span></span><span>就诊ID</span>';
    expect(englishOnPage(page)).toEqual([
      'aria-label="Increase Value" on <span class="">',
      'placeholder="Please select" on <input class="">',
      'text "Add" in <button>',
    ]);
  });
});
