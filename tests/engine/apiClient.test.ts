import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../engine/api';

function clientWith(adapter: AxiosAdapter, token: string | null = 'tok') {
  const notifyError = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    getToken: () => token,
    onUnauthorized,
    notifyError,
    instance: axios.create({ adapter }),
  });
  return { api, notifyError, onUnauthorized };
}

const answer =
  (status: number, data: unknown, seen?: (cfg: Parameters<AxiosAdapter>[0]) => void): AxiosAdapter =>
  async (config) => {
    seen?.(config);
    return { status, statusText: '', headers: {}, config, data };
  };

describe('API client (DESIGN §5)', () => {
  it('sends the token on every call and returns data when code is 0', async () => {
    let auth: unknown;
    const { api } = clientWith(
      answer(200, { code: 0, message: '', data: [1] }, (c) => (auth = c.headers?.Authorization)),
    );
    await expect(api.request('POST', '/commondeal/x', { body: {} })).resolves.toEqual([1]);
    expect(auth).toBe('Bearer tok');
  });

  it('code != 0 shows the server message as an error toast and rejects', async () => {
    const { api, notifyError } = clientWith(answer(200, { code: 1, message: '菜单不存在', data: null }));
    await expect(api.request('POST', '/x')).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).toHaveBeenCalledWith('菜单不存在');
  });

  it('code != 0 without a message falls back to 服务器错误', async () => {
    const { api, notifyError } = clientWith(answer(500, { code: 500 }));
    await expect(api.request('GET', '/x')).rejects.toThrow('服务器错误');
    expect(notifyError).toHaveBeenCalledWith('服务器错误');
  });

  it('a network failure shows one clear toast: 网络异常，请稍后重试', async () => {
    const { api, notifyError } = clientWith(async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    await expect(api.request('GET', '/x')).rejects.toThrow('网络异常，请稍后重试');
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('an expired token (401) returns the user to the login page', async () => {
    const { api, onUnauthorized, notifyError } = clientWith(
      answer(401, { code: 401, message: '登录已过期，请重新登录', data: null }),
    );
    await expect(api.request('GET', '/x')).rejects.toThrow('登录已过期，请重新登录');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('登录已过期，请重新登录');
  });

  it('the logout call expects a rejected token: no second trip to the login page', async () => {
    const { api, onUnauthorized } = clientWith(answer(401, { code: 401, message: '登录已过期，请重新登录' }));
    await expect(
      api.request('POST', '/logout', { silent: true, expectUnauthorized: true }),
    ).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('form-encoded bodies are sent as application/x-www-form-urlencoded', async () => {
    let sent: unknown;
    let type: unknown;
    const { api } = clientWith(
      answer(200, { code: 0, data: null }, (c) => {
        sent = c.data;
        type = c.headers?.['Content-Type'];
      }),
    );
    await api.request('POST', '/login', {
      body: { user: 'admin', idCard: undefined, checkCode: '1234' },
      formEncoded: true,
    });
    expect(sent).toBe('user=admin&checkCode=1234');
    expect(type).toBe('application/x-www-form-urlencoded');
  });

  it('silent calls do not toast; aborted calls never toast', async () => {
    const { api, notifyError } = clientWith(answer(200, { code: 1, message: '失败' }));
    await expect(api.request('GET', '/x', { silent: true })).rejects.toThrow('失败');
    const ctrl = new AbortController();
    ctrl.abort();
    const aborted = clientWith(async (config) => {
      throw new axios.CanceledError('canceled', undefined, config);
    });
    await expect(aborted.api.request('GET', '/x', { signal: ctrl.signal })).rejects.toThrow('请求已取消');
    expect(notifyError).not.toHaveBeenCalled();
    expect(aborted.notifyError).not.toHaveBeenCalled();
  });
});
