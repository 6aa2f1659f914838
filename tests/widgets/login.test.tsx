import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import login from '../../screens/login.screen.json';
import { captchaImage } from '../../fixtures/fixtures';
import { button, fieldMessage, renderScreen, screen } from './renderScreen';

const descriptor = login as unknown as ScreenDescriptor;
const LOGIN = 'POST /commondeal/api/auth/login';

function answers(loginAnswer: unknown) {
  let n = 0;
  return {
    'GET /commondeal/api/auth/captcha': () => ({ key: `k${++n}`, image: captchaImage(`${1000 + n}`) }),
    [LOGIN]: loginAnswer,
  };
}

describe('login screen', () => {
  it('submitting empty shows 请输入用户名, 请输入密码 and 请输入验证码 under the fields', async () => {
    const { user } = renderScreen(descriptor, { answers: answers(null) });
    await user.click(button('登录'));
    await waitFor(() => expect(fieldMessage('用户名')).toBe('请输入用户名'));
    expect(fieldMessage('密码')).toBe('请输入密码');
    expect(fieldMessage('验证码')).toBe('请输入验证码');
  });

  it('the ID card field shows only for usernames starting with T', async () => {
    const { user } = renderScreen(descriptor, { answers: answers(null) });
    expect(screen.queryByLabelText('身份证号码')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('用户名'), 'T2101');
    expect(await screen.findByLabelText('身份证号码')).toBeInTheDocument();
  });

  it('the mode switch 验证码登录 replaces the password with the phone code', async () => {
    const { user } = renderScreen(descriptor, { answers: answers(null) });
    await user.click(screen.getByText('验证码登录'));
    expect(await screen.findByText('获取验证码')).toBeInTheDocument();
    expect(screen.queryByLabelText('密码')).not.toBeInTheDocument();
  });

  it('a failed login shows the server message, clears the image code and refreshes the captcha', async () => {
    const { user, calls } = renderScreen(descriptor, { answers: answers(new Error('校验码不正确')) });
    const img = () => screen.getByAltText('验证码') as HTMLImageElement;
    await waitFor(() => expect(img().src).toBe(captchaImage('1001')));
    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Yb@2024settle');
    await user.type(screen.getByLabelText('验证码'), '9999');
    await user.click(button('登录'));
    expect(await screen.findByText('校验码不正确')).toBeInTheDocument();
    expect(calls('POST', '/commondeal/api/auth/login')[0]?.body).toMatchObject({
      user: 'admin',
      password: 'enc(Yb@2024settle)',
      checkCode: '9999',
      checkKey: 'k1',
      loginType: 'password',
    });
    await waitFor(() => expect(img().src).toBe(captchaImage('1002')));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });
});
