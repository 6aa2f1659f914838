/**
 * 设计 mode's expression builder: a condition is picked as 变量, 运算符 and 值 from what the node can read,
 * its truth table shows under it, and the text mode is checked by the screen lint as one types.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenApiDoc } from '../../engine/lint';
import openapi from '../../openapi/commondeal.json';
import userIndex from '../../screens/userIndex.screen.json';
import { DesignerContext } from '../../widgets/blocks/designer/designerContext';
import { ExprField } from '../../widgets/blocks/designer/ExprField';

/** 用户管理's 禁用 row action (visible while 状态 is 启用) and 修改密码 (no condition). */
const DISABLE = '/blocks/0/rowActions/1';
const PASSWORD = '/blocks/0/rowActions/3';
const ACTIVE = { '==': [{ var: 'row.ifValid' }, '1'] };

/** The field as the property form draws it, holding its value as the draft would. */
function Field({
  initial,
  path,
  keyName = 'visible',
  onChange,
}: {
  initial?: unknown;
  path: string;
  keyName?: string;
  onChange(v: unknown): void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DesignerContext.Provider value={{ doc: userIndex, openapi: openapi as OpenApiDoc }}>
      <ExprField
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        path={path}
        keyName={keyName}
        label="可见条件"
      />
    </DesignerContext.Provider>
  );
}

const draw = (props: Omit<Parameters<typeof Field>[0], 'onChange'>) => {
  const onChange = vi.fn();
  render(<Field {...props} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
};

async function choose(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, option: string) {
  await user.click(box);
  const open = () => [
    ...document.querySelectorAll(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    ),
  ];
  await waitFor(() => expect(open()).toHaveLength(1));
  await user.click(open()[0]!);
}
const options = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
const tableRows = () =>
  within(screen.getByRole('table', { name: '真值表' }))
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the expression builder of a row action', () => {
  it("offers row.* of the list route, named by the columns' titles, with the status code list's labels", async () => {
    const { user } = draw({ initial: ACTIVE, path: DISABLE });
    await user.click(screen.getByRole('combobox', { name: '变量' }));
    await waitFor(() => expect(options()).toContain('状态（row.ifValid）'));
    expect(options()).toEqual(
      expect.arrayContaining(['账号（row.username）', '版本号（row.version）', '角色（user.roles）']),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: '值' }));
    await waitFor(() => expect(options()).toEqual(expect.arrayContaining(['启用（1）', '禁用（0）'])));
  });

  it('choosing 状态 等于 启用 gives exactly {"==":[{"var":"row.ifValid"},"1"]}, and its truth table shows both rows', async () => {
    const { user, onChange } = draw({ path: PASSWORD });
    expect(screen.getByText('未设置条件：始终显示')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /添加条件/ }));
    await choose(user, screen.getByRole('combobox', { name: '变量' }), '状态（row.ifValid）');
    expect(screen.getByRole('combobox', { name: '运算符' }).closest('.ant-select')).toHaveTextContent('等于');
    await choose(user, screen.getByRole('combobox', { name: '值' }), '启用（1）');
    expect(onChange).toHaveBeenLastCalledWith(ACTIVE);
    expect(tableRows()).toEqual([
      ['状态', '可见'],
      ['0 禁用', '隐藏'],
      ['1 启用', '显示'],
      ['其他', '隐藏'],
    ]);
  });

  it('a number field compares with a number: 用户编号 不等于 9999', async () => {
    const { user, onChange } = draw({ path: PASSWORD, keyName: 'enabled' });
    await user.click(screen.getByRole('button', { name: /添加条件/ }));
    await choose(user, screen.getByRole('combobox', { name: '变量' }), '用户编号（row.userId）');
    await choose(user, screen.getByRole('combobox', { name: '运算符' }), '不等于');
    fireEvent.change(screen.getByRole('textbox', { name: '值' }), { target: { value: '9999' } });
    expect(onChange).toHaveBeenLastCalledWith({ '!=': [{ var: 'row.userId' }, 9999] });
    expect(tableRows()[0]).toEqual(['用户编号', '可用', '原因']);
  });

  it('全部满足 and 任一满足 join several conditions', async () => {
    const { user, onChange } = draw({ initial: ACTIVE, path: DISABLE });
    await user.click(screen.getByRole('button', { name: /添加条件/ }));
    await choose(user, screen.getAllByRole('combobox', { name: '变量' })[1]!, '角色（user.roles）');
    expect(screen.getAllByRole('combobox', { name: '运算符' })[1]!.closest('.ant-select')).toHaveTextContent(
      '拥有角色',
    );
    fireEvent.change(screen.getByRole('textbox', { name: '值' }), { target: { value: 'ROLE_ADMIN' } });
    const both = [ACTIVE, { hasRole: [{ var: 'user.roles' }, 'ROLE_ADMIN'] }];
    expect(onChange).toHaveBeenLastCalledWith({ and: both });
    await user.click(screen.getByText('任一满足'));
    expect(onChange).toHaveBeenLastCalledWith({ or: both });
  });

  it('an empty builder means always: removing the last condition removes the key', async () => {
    const { user, onChange } = draw({ initial: ACTIVE, path: DISABLE });
    await user.click(screen.getByRole('button', { name: '删除条件' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('未设置条件：始终显示')).toBeInTheDocument();
    expect(tableRows()).toEqual([['可见'], ['显示']]);
  });
});

describe('the text mode (文本)', () => {
  it('a broken expression of the draft opens in text mode with its lint message, and no truth table', () => {
    draw({ initial: { equals: [{ var: 'row.ifValid' }, '1'] }, path: DISABLE });
    expect(screen.getByRole('switch', { name: '文本' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('未知的运算符 equals');
    expect(screen.queryByRole('table', { name: '真值表' })).toBeNull();
    expect(screen.getByText('条件有误，修正后显示真值表')).toBeInTheDocument();
  });

  it("refuses an unknown operator with the lint's message and applies the expression once it is valid", async () => {
    const { user, onChange } = draw({ initial: ACTIVE, path: DISABLE });
    await user.click(screen.getByRole('switch', { name: '文本' }));
    const text = screen.getByRole('textbox', { name: '可见条件（JSON）' });
    fireEvent.change(text, { target: { value: '{"equals": [{"var": "row.ifValid"}, "0"]}' } });
    expect(screen.getByRole('alert')).toHaveTextContent('未知的运算符 equals');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(text, { target: { value: '{"==": [{"var": "row.status"}, "0"]}' } });
    expect(screen.getByRole('alert')).toHaveTextContent('变量 "row.status" 在 row 中不存在');
    fireEvent.change(text, { target: { value: '{"==": [{"var": "row.ifValid"}, "0"]}' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ '==': [{ var: 'row.ifValid' }, '0'] });
    await user.click(screen.getByRole('switch', { name: '文本' }));
    expect(screen.getByRole('combobox', { name: '值' }).closest('.ant-select')).toHaveTextContent(
      '禁用（0）',
    );
  });

  it('an expression the builder cannot say opens in text mode, and the builder cannot be chosen', () => {
    const cannot = { or: [{ '==': [{ var: 'row.username' }, { var: 'row.orgCode' }] }, ACTIVE] };
    draw({ initial: cannot, path: DISABLE });
    expect(screen.getByRole('table', { name: '真值表' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '文本' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '文本' })).toBeDisabled();
    expect(screen.getByText('该条件超出构建器的表达范围，只能以文本编辑')).toBeInTheDocument();
    expect(
      JSON.parse((screen.getByRole('textbox', { name: '可见条件（JSON）' }) as HTMLTextAreaElement).value),
    ).toEqual(cannot);
  });
});
