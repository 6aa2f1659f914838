import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { hospitalUser } from '../../fixtures/fixtures';
import { button, fieldMessage, renderScreen, screen, screenOf } from './renderScreen';
import { menuForm } from './formBlocks';

describe('form block validation', () => {
  it('submitting empty shows the errorMessage texts under their fields: 请输入菜单名称, 请输入排序号', async () => {
    const { user, calls } = renderScreen(screenOf([menuForm]));
    await user.click(button('保存'));
    await waitFor(() => expect(fieldMessage('菜单名称')).toBe('请输入菜单名称'));
    expect(fieldMessage('排序号')).toBe('请输入排序号');
    expect(fieldMessage('图标')).toBe('一级菜单需要对应的图标');
    expect(calls('POST', '/commondeal/platformmenu/insert')).toHaveLength(0);
  });

  it('before the first submit a text field shows its message when left (blur), and only that field', async () => {
    const { user } = renderScreen(screenOf([menuForm]));
    await user.type(screen.getByLabelText('菜单路径'), 'home');
    await user.tab();
    await waitFor(() => expect(fieldMessage('菜单路径')).toMatch(/菜单路径须以“\/”开头/));
    expect(fieldMessage('菜单名称')).toBe('');
  });

  it('a valid form submits its data through onSubmit (保存成功)', async () => {
    const { user, calls } = renderScreen(screenOf([menuForm]), {
      answers: { 'POST /commondeal/platformmenu/insert': null },
    });
    await user.type(screen.getByLabelText('菜单名称'), '系统管理');
    await user.type(screen.getByLabelText('排序号'), '9');
    await user.type(screen.getByLabelText('图标'), 'SettingOutlined');
    await user.click(button('保存'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(calls('POST', '/commondeal/platformmenu/insert')[0]?.body).toEqual({
      menuname: '系统管理',
      gradation: 9,
      icon: 'SettingOutlined',
      isValid: '1',
    });
  });

  it('a schema without errorMessage gets the Chinese fallbacks (请输入{title}, {title}不能超过{n}个字符)', async () => {
    const form: FormBlock = {
      type: 'form',
      id: 'plain',
      schema: {
        type: 'object',
        properties: { contact: { type: 'string', title: '联系人', maxLength: 4 } },
        required: ['contact'],
      },
      buttons: [{ label: '提交', kind: 'primary', action: { type: 'submit' } }],
    };
    const { user } = renderScreen(screenOf([form]));
    await user.click(button('提交'));
    await waitFor(() => expect(fieldMessage('联系人')).toBe('请输入联系人'));
    await user.type(screen.getByLabelText('联系人'), '张三李四王五');
    await user.tab();
    await waitFor(() => expect(fieldMessage('联系人')).toBe('联系人不能超过4个字符'));
  });
});

const profile: FormBlock = {
  type: 'form',
  id: 'profile',
  mode: 'view',
  schema: {
    type: 'object',
    properties: {
      orgCode: { type: 'string', title: '机构编码' },
      contact: { type: 'string', title: '联系人' },
      idCard: { type: 'string', title: '身份证号码' },
    },
  },
  defaults: { orgCode: { var: 'user.orgCode' }, contact: { var: 'user.contact' } },
  fieldStates: {
    orgCode: { disabled: { '!=': [{ var: 'user.orgCode' }, '9999'] } },
    idCard: { hidden: { '!': { startsWith: [{ var: 'form.contact' }, 'T'] } } },
  },
  buttons: [
    {
      label: '编辑',
      visible: { '!=': [{ var: 'state.profile.mode' }, 'edit'] },
      action: { type: 'setValue', target: 'state', path: 'profile.mode', value: 'edit' },
    },
  ],
};

describe('form block modes and field states', () => {
  it('view mode renders the fields read-only; 编辑 (setValue state.profile.mode) switches to edit', async () => {
    const { user } = renderScreen(screenOf([profile]), { user: hospitalUser });
    expect(screen.getByLabelText('联系人')).toBeDisabled();
    expect(screen.getByLabelText('联系人')).toHaveValue('王丽');
    await user.click(button('编辑'));
    await waitFor(() => expect(screen.getByLabelText('联系人')).toBeEnabled());
    expect(screen.queryByText(/编\s*辑/)).not.toBeInTheDocument();
  });

  it('org code is locked unless the user is 9999; the ID card shows only while the contact starts with T', async () => {
    const { user } = renderScreen(screenOf([{ ...profile, mode: 'edit' }]), { user: hospitalUser });
    expect(screen.getByLabelText('机构编码')).toBeDisabled();
    expect(screen.getByLabelText('联系人')).toBeEnabled();
    expect(screen.queryByLabelText('身份证号码')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('联系人'));
    await user.type(screen.getByLabelText('联系人'), 'T01');
    expect(await screen.findByLabelText('身份证号码')).toBeInTheDocument();
  });
});
