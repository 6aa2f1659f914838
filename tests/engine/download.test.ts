import { describe, expect, it, vi } from 'vitest';
import { runAction, type ActionStopped } from '../../engine/actions';
import { ApiError, createApiClient, fileNameFromDisposition } from '../../engine/api';
import { downloadProgressText, progressText } from '../../engine/actions/handlers';
import { fakeEnv } from './fakeEnv';
import type { Transport } from '../../engine/api/transport';

function clientWith(transport: Transport) {
  const notifyError = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    getToken: () => 'tok',
    onUnauthorized,
    notifyError,
    transport,
  });
  return { api, notifyError, onUnauthorized };
}

const fileAnswer =
  (status: number, headers: Record<string, string>, body: string, seen?: (c: unknown) => void): Transport =>
  async (req) => {
    seen?.(req);
    req.onDownloadProgress?.(body.length, body.length);
    return { status, header: (name) => headers[name.toLowerCase()] ?? '', data: new Blob([body]) };
  };

describe('Content-Disposition file names', () => {
  it('reads filename* (UTF-8, percent-encoded) before filename', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E5%AF%B9%E8%B4%A6.xlsx`)).toBe('对账.xlsx');
    expect(fileNameFromDisposition('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(fileNameFromDisposition(`attachment; filename="x.zip"; filename*=UTF-8''%E6%A8%A1.zip`)).toBe(
      '模.zip',
    );
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });
});

describe('authenticated download (API client)', () => {
  it('sends the session token (GET and POST with the body) and answers the blob and its name', async () => {
    const seen: { headers?: Record<string, unknown>; data?: unknown; method?: string }[] = [];
    const { api } = clientWith(
      fileAnswer(
        200,
        {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename*=UTF-8''%E6%96%87.zip`,
        },
        'PK',
        (c) => seen.push(c as never),
      ),
    );
    const progress = vi.fn();
    const file = await api.download('POST', '/commondeal/x/export', { body: { a: 1 }, onProgress: progress });
    expect(file.fileName).toBe('文.zip');
    expect(file.blob.size).toBe(2);
    expect(seen[0]?.headers?.Authorization).toBe('Bearer tok');
    expect(seen[0]?.method).toBe('POST');
    expect(progress).toHaveBeenCalledWith({ loaded: 2, total: 2 });
  });

  it('a JSON error answer instead of a file fails with the server message (toast) and its data', async () => {
    const { api, notifyError } = clientWith(
      fileAnswer(
        200,
        { 'content-type': 'application/json' },
        JSON.stringify({ code: 1, message: '无数据可导出', data: 'x' }),
      ),
    );
    const err = await api.download('GET', '/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('无数据可导出');
    expect((err as ApiError).data).toBe('x');
    expect(notifyError).toHaveBeenCalledWith('无数据可导出');
  });

  it('a rejected token (401 JSON) returns the user to the login page', async () => {
    const { api, onUnauthorized } = clientWith(
      fileAnswer(
        401,
        { 'content-type': 'application/json' },
        JSON.stringify({ code: 401, message: '登录已过期，请重新登录' }),
      ),
    );
    await expect(api.download('GET', '/x')).rejects.toThrow('登录已过期，请重新登录');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an HTTP error without JSON falls back to 服务器错误; silent downloads do not toast', async () => {
    const { api, notifyError } = clientWith(fileAnswer(500, { 'content-type': 'text/html' }, '<h1>x</h1>'));
    await expect(api.download('GET', '/x', { silent: true })).rejects.toThrow('服务器错误');
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('download action', () => {
  it('shows progress, saves the file under the Content-Disposition name, then removes the progress', async () => {
    const { env, calls } = fakeEnv({
      'POST /commondeal/export/1': { blob: new Blob(['abc']), fileName: '明细.xlsx' },
    });
    await runAction(
      {
        type: 'download',
        method: 'POST',
        path: '/commondeal/export/{{row.id}}',
        body: { kind: { var: 'row.kind' } },
        fileName: '备用.xlsx',
        success: '已下载 {{file.name}}',
      },
      { row: { id: 1, kind: 'a' } },
      env,
    );
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/commondeal/export/1', body: { kind: 'a' } });
    expect(env.progress).toHaveBeenCalledWith('正在下载');
    expect(env.progress).toHaveBeenCalledWith('正在下载 50%');
    expect(env.progress).toHaveBeenLastCalledWith(null);
    expect(env.saveFile).toHaveBeenCalledWith(expect.any(Blob), '明细.xlsx');
    expect(env.toast).toHaveBeenCalledWith('success', '已下载 明细.xlsx');
  });

  it('without a Content-Disposition name the descriptor’s fileName is used', async () => {
    const { env } = fakeEnv({ 'GET /t': { blob: new Blob(['a']), fileName: null } });
    await runAction({ type: 'download', method: 'GET', path: '/t', fileName: '模板.xlsx' }, {}, env);
    expect(env.saveFile).toHaveBeenCalledWith(expect.any(Blob), '模板.xlsx');
  });

  it('a JSON error answer shows 导出失败！ plus the reason and saves nothing', async () => {
    const { env } = fakeEnv({ 'GET /e': new ApiError('无数据可导出', 1) });
    const stopped = await runAction(
      { type: 'download', method: 'GET', path: '/e', errorMessage: '导出失败！{{error.message}}' },
      {},
      env,
    ).catch((e: ActionStopped) => e);
    expect(stopped).toBeInstanceOf(Error);
    expect(env.toast).toHaveBeenCalledWith('error', '导出失败！无数据可导出');
    expect(env.saveFile).not.toHaveBeenCalled();
    expect(env.progress).toHaveBeenLastCalledWith(null);
  });

  it('progress reads a percentage of a known length, otherwise the size so far', () => {
    expect(progressText(50, 200)).toBe('25%');
    expect(progressText(2 * 1024 * 1024)).toBe('2.0 MB');
    expect(progressText(35 * 1024)).toBe('35 KB');
  });
});

describe('streamed exports: row count and 取消', () => {
  it('the client reads the row count a streamed export announces (X-Total-Rows) into each progress', async () => {
    const headers: Record<string, string> = {
      'content-type': 'text/csv',
      'content-disposition': `attachment; filename*=UTF-8''a.csv`,
      'x-total-rows': '1000000',
    };
    const header = (name: string) => headers[name.toLowerCase()] ?? '';
    const { api } = clientWith(async (req) => {
      req.onDownloadProgress?.(1024, undefined, header);
      return { status: 200, header, data: new Blob(['a']) };
    });
    const progress = vi.fn();
    await api.download('POST', '/commondeal/deal-log/export', { onProgress: progress });
    expect(progress).toHaveBeenCalledWith({ loaded: 1024, rows: 1_000_000 });
  });

  it('the notice shows the size received and the rows announced; a known length stays a percentage', () => {
    const mb = 12.3 * 1024 * 1024;
    expect(downloadProgressText('正在导出', { loaded: mb, rows: 1_000_000 })).toBe(
      '正在导出：已接收 12.3 MB（共 1,000,000 行）',
    );
    expect(downloadProgressText('正在导出', { loaded: 50, total: 200, rows: 9 })).toBe('正在导出 25%');
    expect(downloadProgressText('正在导出', { loaded: 2048 })).toBe('正在导出 2 KB');
  });

  it('cancelable: 取消 in the notice aborts the download, hides the notice, saves nothing, says 已取消下载', async () => {
    let seen: AbortSignal | undefined;
    const { env } = fakeEnv(
      {},
      {
        download: vi.fn(
          (_m, _p, req) =>
            new Promise<never>((_resolve, reject) => {
              seen = req?.signal;
              req?.onProgress?.({ loaded: 1024 * 1024, rows: 5000 });
              req?.signal?.addEventListener('abort', () => reject(new ApiError('请求已取消', -2)));
            }),
        ),
      },
    );
    const running = runAction(
      { type: 'download', method: 'POST', path: '/x', progressText: '正在导出', cancelable: true },
      {},
      env,
    ).catch((e: unknown) => e);
    await vi.waitFor(() =>
      expect(env.progress).toHaveBeenCalledWith('正在导出：已接收 1.0 MB（共 5,000 行）', {
        label: '取消',
        onCancel: expect.any(Function),
      }),
    );
    vi.mocked(env.progress!).mock.calls.at(-1)![1]!.onCancel();
    expect(await running).toBeInstanceOf(Error);
    expect(seen?.aborted).toBe(true);
    expect(env.progress).toHaveBeenLastCalledWith(null);
    expect(env.saveFile).not.toHaveBeenCalled();
    expect(env.toast).toHaveBeenCalledWith('info', '已取消下载');
    expect(env.toast).not.toHaveBeenCalledWith('error', expect.anything());
  });

  it('without cancelable the notice offers no 取消 and the screen’s signal is passed as it is', async () => {
    const signal = new AbortController().signal;
    const { env } = fakeEnv({}, { signal });
    await runAction({ type: 'download', method: 'GET', path: '/t' }, {}, env);
    expect(vi.mocked(env.progress!).mock.calls.every((c) => c.length === 1)).toBe(true);
    expect(vi.mocked(env.download).mock.calls[0]![2]?.signal).toBe(signal);
  });
});

describe('success toast with the server text', () => {
  it('answer.data and answer.message are readable by the success template', async () => {
    const { env } = fakeEnv({ 'POST /r': '冲正成功：交易已撤销' });
    await runAction({ type: 'request', method: 'POST', path: '/r', success: '{{answer.data}}' }, {}, env);
    expect(env.toast).toHaveBeenCalledWith('success', '冲正成功：交易已撤销');
    await runAction({ type: 'request', method: 'POST', path: '/r', success: '{{answer.message}}' }, {}, env);
    expect(env.toast).toHaveBeenCalledWith('success', '成功');
  });

  it('a success template that renders empty shows no toast; resultAs still keeps the data', async () => {
    const { env } = fakeEnv({ 'POST /r': '' });
    const ctx = {};
    await runAction(
      { type: 'request', method: 'POST', path: '/r', success: '{{answer.data}}', resultAs: 'r' },
      ctx,
      env,
    );
    expect(env.toast).not.toHaveBeenCalled();
  });
});
