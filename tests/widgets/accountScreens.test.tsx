import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ApiError } from '../../engine/api';
import type { ScreenDescriptor } from '../../engine/descriptor';
import changePassJson from '../../screens/changePass.screen.json';
import forgetPassJson from '../../screens/forgetPass.screen.json';
import infoJson from '../../screens/infoMaintenance.screen.json';
import signupJson from '../../screens/signup.screen.json';
import type { FakeAppOptions } from '../../fixtures/FakeApp';
import { hospitalUser } from '../../fixtures/fixtures';
import { button, fieldMessage, renderScreen, screen } from './renderScreen';

const changePass = changePassJson as unknown as ScreenDescriptor;
const forgetPass = forgetPassJson as unknown as ScreenDescriptor;
const infoMaintenance = infoJson as unknown as ScreenDescriptor;
const signup = signupJson as unknown as ScreenDescriptor;

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const locked = (label: string) => input(label).disabled || input(label).readOnly;

const CPASS = '/commondeal/api/auth/cpass';
const LOGOUT = '/commondeal/api/auth/logout';

describe('change password /home/changePass', () => {
  const fill = async (u: ReturnType<typeof userEvent.setup>, confirm = 'New#Pass2026') => {
    await u.type(input('原密码'), 'Old#Pass2024');
    await u.type(input('新密码'), 'New#Pass2026');
    await u.type(input('确认新密码'), confirm);
  };

  it('the account defaults to the logged-in user; empty fields and a weak password show their messages', async () => {
    const { user: u, calls } = renderScreen(changePass, { user: hospitalUser });
    expect(input('账号')).toHaveValue(hospitalUser.user);
    await u.click(button('确定'));
    await waitFor(() => expect(fieldMessage('原密码')).toBe('请输入原密码'));
    expect(fieldMessage('新密码')).toBe('请输入新密码');
    expect(fieldMessage('确认新密码')).toBe('请再次输入新密码');
    await u.type(input('新密码'), 'weakpass');
    await u.tab();
    await waitFor(() => expect(fieldMessage('新密码')).toBe('密码为大于8位的字母、数字、特殊符号的组合'));
    expect(calls('POST', CPASS)).toHaveLength(0);
  });

  it('a different confirmation shows 两次输入的密码不一致 and sends nothing', async () => {
    const { user: u, calls } = renderScreen(changePass, { user: hospitalUser });
    await fill(u, 'New#Pass2027');
    await u.click(button('确定'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(calls('POST', CPASS)).toHaveLength(0);
  });

  it('declining 确定修改密码? shows 已取消修改', async () => {
    const { user: u, calls } = renderScreen(changePass, { user: hospitalUser });
    await fill(u);
    await u.click(button('确定'));
    expect(await screen.findByText('确定修改密码?')).toBeInTheDocument();
    await u.click(button('取消', await lastDialog()));
    expect(await screen.findByText('已取消修改')).toBeInTheDocument();
    expect(calls('POST', CPASS)).toHaveLength(0);
  });

  it('confirming sends the three fields encrypted, alerts 密码修改成功,请重新登录, then logs out', async () => {
    const {
      user: u,
      calls,
      app,
      route,
    } = renderScreen(changePass, {
      user: hospitalUser,
      answers: { [`POST ${CPASS}`]: null, [`POST ${LOGOUT}`]: null },
    });
    await fill(u);
    await u.click(button('确定'));
    await screen.findByText('确定修改密码?');
    await u.click(button('确定', await lastDialog()));
    expect(await screen.findByText('密码修改成功,请重新登录')).toBeInTheDocument();
    expect(calls('POST', CPASS)[0]?.body).toEqual({
      user: `enc(${hospitalUser.user})`,
      password: 'enc(Old#Pass2024)',
      newPassword: 'enc(New#Pass2026)',
    });
    await u.click(button('确定', await lastDialog()));
    await waitFor(() => expect(route()).toBe('/login'));
    expect(calls('POST', LOGOUT)).toHaveLength(1);
    expect(app.session.get().token).toBeNull();
  });
});

const INFO = '/commondeal/api/info';
const loaded = {
  fixmedinsCode: 'H21010200001',
  fixmedinsName: '沈阳市示范医院',
  fixmedinsType: '1',
  conerName: '张三',
  conerTel: '13900000001',
  creatTime: '2024-01-02 08:00:00',
  updateTime: '2024-03-04 09:30:00',
  version: 2,
};

describe('user info maintenance /home/infoMaintenance', () => {
  const openInfo = (answers: FakeAppOptions['answers'] = {}) =>
    renderScreen(infoMaintenance, { user: hospitalUser, answers: { [`GET ${INFO}`]: loaded, ...answers } });

  it('loads read-only; 修改 switches to edit mode, the code and times stay read-only', async () => {
    const { user: u } = openInfo();
    await waitFor(() => expect(input('联系人')).toHaveValue('张三'));
    expect(input('机构编码')).toHaveValue('H21010200001');
    expect(input('创建时间')).toHaveValue('2024-01-02 08:00:00');
    expect(locked('联系人')).toBe(true);
    expect(locked('联系电话')).toBe(true);
    expect(screen.queryByText(/注\s*销/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('短信验证码')).not.toBeInTheDocument();
    await u.click(button('修改'));
    await waitFor(() => expect(locked('联系人')).toBe(false));
    expect(locked('机构编码')).toBe(true);
    expect(locked('创建时间')).toBe(true);
    expect(locked('更新时间')).toBe(true);
    expect(button('注销')).toBeInTheDocument();
    expect(button('保存')).toBeInTheDocument();
  });

  it('注销 is offered only to the institution admin (the server refuses anyone else)', async () => {
    const { user: u } = renderScreen(infoMaintenance, {
      user: { ...hospitalUser, user: '13900000002' },
      answers: { [`GET ${INFO}`]: loaded },
    });
    await waitFor(() => expect(input('联系人')).toHaveValue('张三'));
    await u.click(button('修改'));
    await waitFor(() => expect(locked('联系人')).toBe(false));
    expect(button('保存')).toBeInTheDocument();
    expect(screen.queryByText(/注\s*销/)).not.toBeInTheDocument();
  });

  it('contact and phone rules: 请输入联系人, 请输入正确的手机号码', async () => {
    const { user: u, calls } = openInfo();
    await waitFor(() => expect(input('联系人')).toHaveValue('张三'));
    await u.click(button('修改'));
    await u.clear(input('联系人'));
    await u.clear(input('联系电话'));
    await u.type(input('联系电话'), '12345');
    await u.click(button('保存'));
    await waitFor(() => expect(fieldMessage('联系人')).toBe('请输入联系人'));
    expect(fieldMessage('联系电话')).toBe('请输入正确的手机号码');
    expect(calls('PUT', INFO)).toHaveLength(0);
  });

  it('the institution type is required (请选择医疗服务机构类型)', async () => {
    const { user: u, calls } = renderScreen(infoMaintenance, {
      user: hospitalUser,
      answers: { [`GET ${INFO}`]: { ...loaded, fixmedinsType: '0' } },
    });
    await waitFor(() => expect(input('联系人')).toHaveValue('张三'));
    await u.click(button('修改'));
    await u.click(button('保存'));
    await waitFor(() => expect(fieldMessage('医疗服务机构类型')).toBe('请选择医疗服务机构类型'));
    expect(calls('PUT', INFO)).toHaveLength(0);
  });

  it('the SMS code shows only when the phone differs; it must be 6 digits; saving sends it and returns to view mode', async () => {
    const saved = { ...loaded, conerTel: '13812345678', updateTime: '2026-11-21 10:00:00', version: 3 };
    const { user: u, calls } = openInfo({ [`PUT ${INFO}`]: saved, 'GET /commondeal/api/auth/smsCode': null });
    await waitFor(() => expect(input('联系电话')).toHaveValue('13900000001'));
    await u.click(button('修改'));
    await u.clear(input('联系电话'));
    await u.type(input('联系电话'), '13812345678');
    expect(await screen.findByLabelText('短信验证码')).toBeInTheDocument();
    await u.click(button('保存'));
    expect(await screen.findByText('请输入正确的手机验证码')).toBeInTheDocument();
    expect(calls('PUT', INFO)).toHaveLength(0);
    await u.type(input('短信验证码'), '123');
    await u.tab();
    await waitFor(() => expect(fieldMessage('短信验证码')).toBe('请输入正确的手机验证码'));
    await u.click(button('获取验证码'));
    await waitFor(() =>
      expect(calls('GET', '/commondeal/api/auth/smsCode')[0]?.query).toEqual({
        purpose: 'info',
        mobile: '13812345678',
      }),
    );
    await u.type(input('短信验证码'), '456');
    await u.click(button('保存'));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(calls('PUT', INFO)[0]?.body).toMatchObject({
      fixmedinsType: '1',
      conerName: '张三',
      conerTel: '13812345678',
      captcha: '123456',
      version: 2,
    });
    expect(calls('PUT', INFO)[0]?.body).not.toHaveProperty('loadedTel');
    await waitFor(() => expect(locked('联系人')).toBe(true));
    expect(input('更新时间')).toHaveValue('2026-11-21 10:00:00');
    expect(screen.queryByLabelText('短信验证码')).not.toBeInTheDocument();
  });

  it('an unchanged phone saves without a code', async () => {
    const { user: u, calls } = openInfo({ [`PUT ${INFO}`]: loaded });
    await waitFor(() => expect(input('联系人')).toHaveValue('张三'));
    await u.click(button('修改'));
    await u.type(input('联系人'), '丰');
    await u.click(button('保存'));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(calls('PUT', INFO)[0]?.body).toMatchObject({ conerName: '张三丰', conerTel: '13900000001' });
    expect(calls('PUT', INFO)[0]?.body).not.toHaveProperty('captcha');
  });

  it('a phone changed and set back saves without the hidden code typed meanwhile', async () => {
    const { user: u, calls } = openInfo({ [`PUT ${INFO}`]: loaded });
    await waitFor(() => expect(input('联系电话')).toHaveValue('13900000001'));
    await u.click(button('修改'));
    await u.clear(input('联系电话'));
    await u.type(input('联系电话'), '13812345678');
    await u.type(await screen.findByLabelText('短信验证码'), '1234');
    await u.clear(input('联系电话'));
    await u.type(input('联系电话'), '13900000001');
    await waitFor(() => expect(screen.queryByLabelText('短信验证码')).not.toBeInTheDocument());
    await u.click(button('保存'));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(calls('PUT', INFO)[0]?.body).toMatchObject({ conerTel: '13900000001' });
    expect(calls('PUT', INFO)[0]?.body).not.toHaveProperty('captcha');
  });

  it('获取验证码 with an empty phone warns 请正确填写手机号 and calls nothing', async () => {
    const { user: u, calls } = openInfo({ 'GET /commondeal/api/auth/smsCode': null });
    await waitFor(() => expect(input('联系电话')).toHaveValue('13900000001'));
    await u.click(button('修改'));
    await u.clear(input('联系电话'));
    await u.click(button('获取验证码'));
    expect(await screen.findByText('请正确填写手机号')).toBeInTheDocument();
    expect(screen.queryByText('手机号不能为空')).not.toBeInTheDocument();
    expect(calls('GET', '/commondeal/api/auth/smsCode')).toHaveLength(0);
  });

  it('注销 asks for confirmation, deregisters and logs out', async () => {
    const {
      user: u,
      calls,
      route,
      app,
    } = openInfo({
      [`POST ${INFO}/deregister`]: null,
      [`POST ${LOGOUT}`]: null,
    });
    await waitFor(() => expect(input('联系人')).toHaveValue('张三'));
    await u.click(button('修改'));
    await u.click(button('注销'));
    expect(await screen.findByText('确定注销？注销将删除用户信息和安全码信息')).toBeInTheDocument();
    await u.click(button('确定', await lastDialog()));
    await waitFor(() => expect(route()).toBe('/login'));
    expect(calls('POST', `${INFO}/deregister`)).toHaveLength(1);
    expect(app.session.get().token).toBeNull();
  });

  it('update and deregister failures show the message followed by the data', async () => {
    const { user: u, route } = openInfo({
      [`PUT ${INFO}`]: new ApiError('更新失败：', 1, '机构信息已被锁定'),
      [`POST ${INFO}/deregister`]: new ApiError('注销失败：', 1, '存在未完成的结算'),
    });
    await waitFor(() => expect(input('联系人')).toHaveValue('张三'));
    await u.click(button('修改'));
    await u.click(button('保存'));
    expect(await screen.findByText('更新失败：机构信息已被锁定')).toBeInTheDocument();
    await u.click(button('注销'));
    await screen.findByText('确定注销？注销将删除用户信息和安全码信息');
    await u.click(button('确定', await lastDialog()));
    expect(await screen.findByText('注销失败：存在未完成的结算')).toBeInTheDocument();
    expect(route()).toBe('/home/infoMaintenance');
  });

  it('an update refused as stale (409) shows 该记录已被他人修改，请刷新后重试 alone, and the form stays in edit', async () => {
    const stale = '该记录已被他人修改，请刷新后重试';
    const { user: u } = openInfo({ [`PUT ${INFO}`]: new ApiError(stale, 409, { version: 3 }) });
    await waitFor(() => expect(input('联系人')).toHaveValue('张三'));
    await u.click(button('修改'));
    await u.click(button('保存'));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    expect(screen.queryByText(/"version"/)).not.toBeInTheDocument();
    expect(locked('联系人')).toBe(false);
  });

  it('返回首页 goes to /home/dashboard', async () => {
    const { user: u, route } = openInfo();
    await u.click(button('返回首页'));
    await waitFor(() => expect(route()).toBe('/home/dashboard'));
  });
});

const FORGET = '/commondeal/api/auth/forget';

describe('forgotten password /forgetPass', () => {
  it('checks the fields, sends the code with purpose forget, encrypts the new password, then goes to /login', async () => {
    const {
      user: u,
      calls,
      route,
    } = renderScreen(forgetPass, {
      answers: { [`POST ${FORGET}`]: null, 'GET /commondeal/api/auth/smsCode': null },
    });
    await u.click(button('确定'));
    await waitFor(() => expect(fieldMessage('手机号')).toBe('请输入手机号'));
    expect(fieldMessage('短信验证码')).toBe('请输入手机验证码');
    await u.type(input('手机号'), '13900000002');
    await u.click(button('获取验证码'));
    await waitFor(() =>
      expect(calls('GET', '/commondeal/api/auth/smsCode')[0]?.query).toEqual({
        purpose: 'forget',
        mobile: '13900000002',
      }),
    );
    await u.type(input('短信验证码'), '135790');
    await u.type(input('新密码'), 'Fresh#20261');
    await u.type(input('确认新密码'), 'Fresh#20262');
    await u.click(button('确定'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await u.clear(input('确认新密码'));
    await u.type(input('确认新密码'), 'Fresh#20261');
    await u.click(button('确定'));
    expect(await screen.findByText('密码修改成功，请重新登录')).toBeInTheDocument();
    expect(calls('POST', FORGET)[0]?.body).toEqual({
      mobile: '13900000002',
      smsCode: '135790',
      newPassword: 'enc(Fresh#20261)',
    });
    await u.click(button('确定', await lastDialog()));
    await waitFor(() => expect(route()).toBe('/login'));
  });

  it('a link leads back to /login', async () => {
    const { user: u, route } = renderScreen(forgetPass);
    await u.click(button('返回登录'));
    await waitFor(() => expect(route()).toBe('/login'));
  });
});

// The new application (PUT /sec/apply), public.
const SIGNUP = '/commondeal/sec/apply';

describe('security-code application /signup', () => {
  it('the product type defaults to 其他; required fields show their messages', async () => {
    const { user: u, calls } = renderScreen(signup);
    expect(screen.getByText('其他')).toBeInTheDocument();
    await u.click(button('提交申请'));
    await waitFor(() => expect(fieldMessage('原定点编号')).toBe('请输入原定点编号'));
    expect(fieldMessage('开发商名称')).toBe('请输入开发商名称');
    expect(fieldMessage('联系电话')).toBe('请输入联系电话');
    await u.type(input('联系电话'), '1234');
    await u.tab();
    await waitFor(() => expect(fieldMessage('联系电话')).toBe('请输入正确的手机号'));
    expect(calls('POST', SIGNUP)).toHaveLength(0);
  });

  it('submits the application, alerts 提交申请成功！ and goes to /login', async () => {
    const { user: u, calls, route } = renderScreen(signup, { answers: { [`PUT ${SIGNUP}`]: { id: 1 } } });
    await u.type(input('机构编码'), 'H21010299999');
    await u.type(input('机构名称'), '沈阳市新建医院');
    await u.type(input('开发商名称'), '东软集团');
    await u.type(input('联系人'), '王五');
    await u.type(input('联系电话'), '13812345678');
    await u.type(input('原定点编号'), 'A1234');
    await u.click(button('提交申请'));
    expect(await screen.findByText('提交申请成功！')).toBeInTheDocument();
    expect(calls('PUT', SIGNUP)[0]?.body).toEqual({
      orgCode: 'H21010299999',
      orgName: '沈阳市新建医院',
      hisName: '东软集团',
      hisPrd: '00',
      conerName: '王五',
      tel: '13812345678',
      oldOrgCode: 'A1234',
    });
    await u.click(button('确定', await lastDialog()));
    await waitFor(() => expect(route()).toBe('/login'));
  });

  it('a link leads back to /login', async () => {
    const { user: u, route } = renderScreen(signup);
    await u.click(button('返回登录'));
    await waitFor(() => expect(route()).toBe('/login'));
  });
});
