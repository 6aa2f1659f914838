import { describe, expect, it, vi } from 'vitest';
import { execute, runAction, ActionStopped, type ActionContext } from '../../engine/actions';
import { ApiError, apiMessages } from '../../engine/api';
import type { Action } from '../../engine/descriptor';
import { fakeEnv } from './fakeEnv';

const del: Action = {
  type: 'confirm',
  message: '确定删除该菜单?',
  cancelMessage: '已取消删除',
  then: {
    type: 'sequence',
    steps: [
      {
        type: 'request',
        method: 'DELETE',
        path: '/commondeal/platformmenu/delete/{{row.menuId}}',
        success: '删除成功',
      },
      { type: 'refresh', target: 'menus' },
    ],
  },
};

describe('action runtime', () => {
  it('confirm → request → refresh: deletes the row named in the path and shows 删除成功', async () => {
    const { env, calls } = fakeEnv({ 'DELETE /commondeal/platformmenu/delete/7': null });
    expect(await execute(del, { row: { menuId: 7 } }, env)).toBe(true);
    expect(env.confirm).toHaveBeenCalledWith('确定删除该菜单?', undefined);
    expect(calls).toEqual([
      { method: 'DELETE', path: '/commondeal/platformmenu/delete/7', body: {}, query: undefined },
    ]);
    expect(env.toast).toHaveBeenCalledWith('success', '删除成功');
    expect(env.refresh).toHaveBeenCalledWith('menus');
  });

  it('declining a confirmation shows its info message (已取消删除) and runs nothing', async () => {
    const { env, calls } = fakeEnv({}, { confirm: vi.fn(async () => false) });
    expect(await execute(del, { row: { menuId: 7 } }, env)).toBe(false);
    expect(env.toast).toHaveBeenCalledWith('info', '已取消删除');
    expect(calls).toHaveLength(0);
    expect(env.refresh).not.toHaveBeenCalled();
  });

  it('a failed request stops the sequence (no refresh, no success toast) and runs onError', async () => {
    const onError: Action = { type: 'refresh', target: 'captcha' };
    const seq: Action = {
      type: 'sequence',
      steps: [
        { type: 'request', method: 'POST', path: '/x', success: '保存成功', onError },
        { type: 'closeDialog' },
      ],
    };
    const { env } = fakeEnv({ 'POST /x': new Error('菜单不存在') });
    expect(await execute(seq, {}, env)).toBe(false);
    expect(env.closeDialog).not.toHaveBeenCalled();
    expect(env.toast).not.toHaveBeenCalledWith('success', '保存成功');
    expect(env.refresh).toHaveBeenCalledWith('captcha');
  });

  it('errorMessage: the error toast is the template over error.message and error.data, once', async () => {
    const request: Action = {
      type: 'request',
      method: 'PUT',
      path: '/commondeal/api/info',
      errorMessage: '{{error.message}}{{error.data}}',
    };
    const { env } = fakeEnv({
      'PUT /commondeal/api/info': new ApiError('更新失败：', 1, '联系电话已被使用'),
    });
    expect(await execute(request, {}, env)).toBe(false);
    expect(env.request).toHaveBeenCalledWith(
      'PUT',
      '/commondeal/api/info',
      expect.objectContaining({ silent: true }),
    );
    expect(env.toast).toHaveBeenCalledTimes(1);
    expect(env.toast).toHaveBeenCalledWith('error', '更新失败：联系电话已被使用');
  });

  it('errorMessage: data that is not text is shown as JSON; no data shows the message alone', async () => {
    const request: Action = {
      type: 'request',
      method: 'POST',
      path: '/x',
      errorMessage: '{{error.message}}{{error.data}}',
    };
    const { env } = fakeEnv({ 'POST /x': new ApiError('注销失败', 1, { reason: '存在未结算交易' }) });
    await execute(request, {}, env);
    expect(env.toast).toHaveBeenCalledWith('error', '注销失败{"reason":"存在未结算交易"}');
    const bare = fakeEnv({ 'POST /x': new ApiError('注销失败', 1) });
    await execute(request, {}, bare.env);
    expect(bare.env.toast).toHaveBeenCalledWith('error', '注销失败');
  });

  it('errorMessage: a cancelled request shows nothing', async () => {
    const request: Action = {
      type: 'request',
      method: 'POST',
      path: '/x',
      errorMessage: '{{error.message}}',
    };
    const { env } = fakeEnv({ 'POST /x': new ApiError(apiMessages.aborted, -2) });
    await execute(request, {}, env);
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('request bodies are mapped from the context, encrypted fields are encrypted, results feed later steps', async () => {
    const { env, calls } = fakeEnv({ 'POST /login': { token: 't', orgCode: 'H1' }, 'GET /org/H1': true });
    const a: Action = {
      type: 'sequence',
      steps: [
        {
          type: 'request',
          method: 'POST',
          path: '/login',
          bodyFrom: { var: 'form' },
          encrypt: ['password'],
          resultAs: 'login',
        },
        { type: 'request', method: 'GET', path: '/org/{{results.login.orgCode}}', resultAs: 'collected' },
        { type: 'if', test: { var: 'results.collected' }, then: { type: 'navigate', to: '/home/dashboard' } },
      ],
    };
    await execute(a, { form: { user: 'admin', password: 'Admin@2026' } }, env);
    expect(calls[0]?.body).toEqual({ user: 'admin', password: 'enc(Admin@2026)' });
    expect(calls[1]?.path).toBe('/org/H1');
    expect(env.navigate).toHaveBeenCalledWith('/home/dashboard', { query: undefined, replace: undefined });
  });

  it('setValue is reverted when the following step fails (enable/disable toggle)', async () => {
    const revert = vi.fn();
    const { env } = fakeEnv({ 'PUT /valid': new Error('失败') }, { setValue: vi.fn(() => revert) });
    const a: Action = {
      type: 'setValue',
      target: 'row',
      path: 'ifValid',
      value: { if: [{ '==': [{ var: 'row.ifValid' }, '1'] }, '0', '1'] },
      then: { type: 'request', method: 'PUT', path: '/valid', bodyFrom: { var: 'row' } },
    };
    const ctx: ActionContext = { row: { ifValid: '1' } };
    expect(await execute(a, ctx, env)).toBe(false);
    expect(env.setValue).toHaveBeenCalledWith('row', 'ifValid', '0', expect.anything(), undefined);
    expect(revert).toHaveBeenCalledTimes(1);
  });

  it('setValue is kept when the following step succeeds', async () => {
    const revert = vi.fn();
    const { env } = fakeEnv({ 'PUT /valid': null }, { setValue: vi.fn(() => revert) });
    await execute(
      {
        type: 'setValue',
        target: 'state',
        path: 'x',
        value: 1,
        then: { type: 'request', method: 'PUT', path: '/valid' },
      },
      {},
      env,
    );
    expect(revert).not.toHaveBeenCalled();
  });

  it('navigate to an expression: after login, the first menu item', async () => {
    const { env } = fakeEnv();
    await execute(
      {
        type: 'sequence',
        steps: [
          { type: 'session', from: { var: 'results.login' } },
          { type: 'navigate', to: { expr: { var: 'session.firstMenu' } }, replace: true },
        ],
      },
      { results: { login: { token: 't' } } },
      env,
    );
    expect(env.signIn).toHaveBeenCalledWith({ token: 't' });
    expect(env.navigate).toHaveBeenCalledWith('/home/handle', { query: undefined, replace: true });
  });

  it('fail stops with the local message (当前机构管理员，不能删除自己！)', async () => {
    const { env } = fakeEnv();
    const a: Action = {
      type: 'if',
      test: { '==': [{ var: 'row.username' }, { var: 'user.orgCode' }] },
      then: { type: 'fail', message: '当前机构管理员，不能删除自己！' },
      else: { type: 'toast', level: 'info', message: 'ok' },
    };
    expect(await execute(a, { row: { username: 'H1' }, user: { orgCode: 'H1' } }, env)).toBe(false);
    expect(env.toast).toHaveBeenCalledWith('error', '当前机构管理员，不能删除自己！');
  });

  it('hardware buttons answer 未安装 without a desktop client', async () => {
    const { env } = fakeEnv();
    expect(await execute({ type: 'desktop', command: 'readSocialCard' }, {}, env)).toBe(false);
    expect(env.toast).toHaveBeenCalledWith('warning', '未安装');
    const withClient = fakeEnv({}, { desktop: vi.fn(async () => ({ ok: true })) }).env;
    expect(await execute({ type: 'desktop', command: 'readSocialCard' }, {}, withClient)).toBe(true);
  });

  it('logout, dialog, openWindow, alert and closeDialog reach their ports', async () => {
    const { env } = fakeEnv();
    await runAction(
      { type: 'dialog', dialog: 'menu', mode: 'edit', dataFrom: { var: 'row' } },
      { row: { a: 1 } },
      env,
    );
    expect(env.openDialog).toHaveBeenCalledWith('menu', 'edit', { a: 1 });
    await runAction({ type: 'openWindow', url: '/f/{{row.a}}' }, { row: { a: 1 } }, env);
    expect(env.openWindow).toHaveBeenCalledWith(`${location.origin}/f/1`);
    await runAction({ type: 'alert', message: '请完善用户相关信息' }, {}, env);
    expect(env.alert).toHaveBeenCalledWith('请完善用户相关信息', undefined);
    await runAction({ type: 'logout' }, {}, env);
    expect(env.signOut).toHaveBeenCalled();
  });

  it('cancel aborts the requests in flight', async () => {
    const { env } = fakeEnv();
    await runAction({ type: 'cancel' }, {}, env);
    expect(env.cancel).toHaveBeenCalledTimes(1);
  });

  it('submit stops the sequence when the form is invalid', async () => {
    const { env } = fakeEnv({}, { submit: vi.fn(async () => false) });
    await expect(runAction({ type: 'submit' }, {}, env)).rejects.toBeInstanceOf(ActionStopped);
  });

  it('an unknown action type is a clear error naming it', () => {
    const { env } = fakeEnv();
    expect(() => runAction({ type: 'nope' } as unknown as Action, {}, env)).toThrow('未知的动作类型 "nope"');
  });
});

describe('openWindow opens only the console, or http(s) to a host the server allows', () => {
  const policy = { origin: 'https://console.example.cn', hosts: ['files.example.cn'] };
  const open = async (url: string, ctx: Record<string, unknown> = {}) => {
    const { env } = fakeEnv({}, { windowPolicy: policy });
    const ran = await execute({ type: 'openWindow', url }, ctx, env);
    return { ran, env };
  };

  it('refuses javascript:, data: and a foreign host, evaluated from the context, with a Chinese toast', async () => {
    const refusals: [string, Record<string, unknown>, string][] = [
      [
        '{{results.f}}',
        { results: { f: 'javascript:alert(1)' } },
        '只能打开本站的相对路径或 http(s) 网址，不能打开 javascript: 网址',
      ],
      [
        '{{results.f}}',
        { results: { f: ' JaVa\tScRiPt:alert(1)' } },
        '只能打开本站的相对路径或 http(s) 网址，不能打开 javascript: 网址',
      ],
      [
        '{{results.f}}',
        { results: { f: 'data:text/html,<b>x</b>' } },
        '只能打开本站的相对路径或 http(s) 网址，不能打开 data: 网址',
      ],
      [
        'https://evil.example.com/{{row.a}}',
        { row: { a: 1 } },
        '不能打开 evil.example.com 的网址：该主机不在允许的主机（OPEN_WINDOW_HOSTS）中',
      ],
      [
        '{{results.f}}',
        { results: { f: '//evil.example.com/x' } },
        '不能打开 evil.example.com 的网址：该主机不在允许的主机（OPEN_WINDOW_HOSTS）中',
      ],
      ['{{results.f}}', { results: {} }, '网址为空，无法打开'],
    ];
    for (const [url, ctx, message] of refusals) {
      const { ran, env } = await open(url, ctx);
      expect(ran, url).toBe(false);
      expect(env.openWindow).not.toHaveBeenCalled();
      expect(env.toast).toHaveBeenCalledWith('error', message);
    }
  });

  it('opens a relative path on the console and an allowed host, as absolute URLs', async () => {
    const relative = await open('{{results.exec.fileUrl}}', {
      results: { exec: { fileUrl: '/commondeal/files/F1?ticket=t' } },
    });
    expect(relative.env.openWindow).toHaveBeenCalledWith(
      'https://console.example.cn/commondeal/files/F1?ticket=t',
    );
    const allowed = await open('https://files.example.cn/{{row.a}}', { row: { a: 'x.zip' } });
    expect(allowed.env.openWindow).toHaveBeenCalledWith('https://files.example.cn/x.zip');
    expect(allowed.env.toast).not.toHaveBeenCalled();
  });
});
