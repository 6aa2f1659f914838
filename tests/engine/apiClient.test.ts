import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../engine/api';
import { TransportError, withParams, type HttpRequest, type Transport } from '../../engine/api/transport';

function clientWith(transport: Transport, token: string | null = 'tok') {
  const notifyError = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    getToken: () => token,
    onUnauthorized,
    notifyError,
    transport,
  });
  return { api, notifyError, onUnauthorized };
}

const answer =
  (status: number, data: unknown, seen?: (req: HttpRequest) => void): Transport =>
  async (req) => {
    seen?.(req);
    return { status, header: () => '', data };
  };

describe('API client', () => {
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

  it('a stale edit (HTTP 409) shows 该记录已被他人修改，请刷新后重试 and rejects with the record’s version', async () => {
    const stale = '该记录已被他人修改，请刷新后重试';
    const { api, notifyError, onUnauthorized } = clientWith(
      answer(409, { code: 409, message: stale, data: { version: 4 } }),
    );
    await expect(api.request('POST', '/x', { body: { version: 3 } })).rejects.toMatchObject({
      message: stale,
      code: 409,
      data: { version: 4 },
    });
    expect(notifyError).toHaveBeenCalledWith(stale);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('code != 0 without a message falls back to 服务器错误', async () => {
    const { api, notifyError } = clientWith(answer(500, { code: 500 }));
    await expect(api.request('GET', '/x')).rejects.toThrow('服务器错误');
    expect(notifyError).toHaveBeenCalledWith('服务器错误');
  });

  it('a server failure (5xx) quotes its request id; a refusal does not', async () => {
    const failing: Transport = async () => ({
      status: 500,
      header: (n) => (n === 'x-request-id' ? '3f2a-77' : ''),
      data: { code: 500, message: '服务器内部错误，请稍后重试' },
    });
    const { api, notifyError } = clientWith(failing);
    await expect(api.request('GET', '/x')).rejects.toThrow('服务器内部错误，请稍后重试（请求编号：3f2a-77）');
    expect(notifyError).toHaveBeenCalledWith('服务器内部错误，请稍后重试（请求编号：3f2a-77）');
    const refusing: Transport = async () => ({
      status: 200,
      header: (n) => (n === 'x-request-id' ? '3f2a-78' : ''),
      data: { code: 1, message: '菜单不存在' },
    });
    await expect(clientWith(refusing).api.request('GET', '/x')).rejects.toThrow(/^菜单不存在$/);
  });

  it('a network failure shows one clear toast: 网络异常，请稍后重试', async () => {
    const { api, notifyError } = clientWith(async () => {
      throw new TransportError('network');
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
    const aborted = clientWith(async () => {
      throw new TransportError('aborted');
    });
    await expect(aborted.api.request('GET', '/x', { signal: ctrl.signal })).rejects.toThrow('请求已取消');
    expect(notifyError).not.toHaveBeenCalled();
    expect(aborted.notifyError).not.toHaveBeenCalled();
  });

  it('a versioned read sends If-None-Match; 304 answers unchanged, 200 the data and its ETag', async () => {
    let sent: string | undefined;
    const { api } = clientWith(async (req) => {
      sent = req.headers['If-None-Match'];
      return sent === '"v2"'
        ? { status: 304, header: () => '', data: '' }
        : { status: 200, header: (n) => (n === 'etag' ? '"v2"' : ''), data: { code: 0, data: 'new' } };
    });
    await expect(api.getVersioned('/s', '"v1"')).resolves.toEqual({
      changed: true,
      data: 'new',
      etag: '"v2"',
    });
    expect(sent).toBe('"v1"');
    await expect(api.getVersioned('/s', '"v2"')).resolves.toEqual({ changed: false });
  });
});

describe('query strings of the transport', () => {
  it('leave out undefined and null, repeat arrays as key[], keep what the URL already has', () => {
    expect(withParams('/x', { page: 1, name: '张三', none: undefined, nil: null })).toBe(
      '/x?page=1&name=%E5%BC%A0%E4%B8%89',
    );
    expect(withParams('/x?a=1', { ids: [1, 2] })).toBe('/x?a=1&ids%5B%5D=1&ids%5B%5D=2');
    expect(withParams('/x', {})).toBe('/x');
  });
});

describe('NDJSON answers (a long import: progress lines, then the answer)', () => {
  const ndjson =
    (chunks: string[]): Transport =>
    async (req) => {
      let text = '';
      for (const c of chunks) req.onText?.((text += c));
      return {
        status: 200,
        header: (name) =>
          name.toLowerCase() === 'content-type' ? 'application/x-ndjson; charset=utf-8' : '',
        data: text,
      };
    };

  it('each progress line reaches onLine once, even split across chunks; the last line is the answer', async () => {
    const lines: unknown[] = [];
    const { api } = clientWith(
      ndjson([
        '{"read":1000,"che',
        'cked":1000}\n{"read":2000,"checked":2000}\n',
        '{"code":0,"message":"导入成功","data":{"n":2}}\n',
      ]),
    );
    await expect(api.request('POST', '/x', { onLine: (l) => lines.push(l) })).resolves.toEqual({ n: 2 });
    expect(lines).toEqual([
      { read: 1000, checked: 1000 },
      { read: 2000, checked: 2000 },
    ]);
  });

  it('a refusal as the last line is refused like any answer, with its message', async () => {
    const { api, notifyError } = clientWith(
      ndjson([
        '{"read":1000,"checked":1000}\n',
        '{"code":1,"message":"第2行第4列（医疗费总额）：须为不小于0、最多两位小数的金额"}\n',
      ]),
    );
    await expect(api.request('POST', '/x', { onLine: () => undefined })).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).toHaveBeenCalledWith('第2行第4列（医疗费总额）：须为不小于0、最多两位小数的金额');
  });

  it('an answer cut after its progress lines (no answer line) is a failure, not a success', async () => {
    const { api } = clientWith(ndjson(['{"read":1000,"checked":1000}\n{"read":2000,"checked":2000}\n']));
    await expect(api.request('POST', '/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
  });
});
