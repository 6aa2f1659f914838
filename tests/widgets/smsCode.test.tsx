import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const SMS = '/commondeal/api/auth/smsCode';

const form: FormBlock = {
  type: 'form',
  schema: {
    type: 'object',
    properties: {
      user: { type: 'string', title: '用户名' },
      smsCode: { type: 'string', title: '手机验证码' },
    },
  },
  uiSchema: { smsCode: { 'ui:widget': 'smsCode', 'ui:options': { mobileField: 'user' } } },
};

afterEach(() => vi.useRealTimers());

describe('SMS code widget', () => {
  it('获取验证码 with no mobile warns 手机号不能为空 and calls nothing', async () => {
    const { user, calls } = renderScreen(screenOf([form]));
    await user.click(button('获取验证码'));
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();
    expect(calls('GET', SMS)).toHaveLength(0);
  });

  it('获取验证码 with a malformed mobile warns 请正确填写手机号', async () => {
    const { user, calls } = renderScreen(screenOf([form]));
    await user.type(screen.getByLabelText('用户名'), '1381234');
    await user.click(button('获取验证码'));
    expect(await screen.findByText('请正确填写手机号')).toBeInTheDocument();
    expect(calls('GET', SMS)).toHaveLength(0);
  });

  it('a valid mobile is sent, then the button counts down 60 s ({n}秒后重新获取), disabled meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, calls } = renderScreen(screenOf([form]), { answers: { [`GET ${SMS}`]: null } });
    await user.type(screen.getByLabelText('用户名'), '13812345678');
    const send = button('获取验证码');
    await user.click(send);
    await waitFor(() => expect(send).toHaveTextContent('60秒后重新获取'));
    expect(calls('GET', SMS)[0]?.query).toEqual({ mobile: '13812345678' });
    expect(send).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(send).toHaveTextContent('59秒后重新获取');
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(button('获取验证码')).toBeEnabled();
  });
});
