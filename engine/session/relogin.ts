import type { ApiClient } from '../api';
import type { SessionStore } from './store';
import type { SessionUser } from './types';

/** What the login dialog over the page asks for: the account is the session's own. */
export interface ReloginForm {
  password: string;
  checkCode: string;
  checkKey: string;
  /** Asked of T… accounts, as on the login page. */
  idCard?: string;
}

interface Deps {
  api: ApiClient;
  session: SessionStore;
  encrypt(plain: string): Promise<string>;
  loadMenus(background?: boolean): Promise<void>;
}

/**
 * Logs the session's own account in again (password login at `loginPath`) and keeps the page: the new
 * token replaces the old one, so the submit the user repeats is sent with it. Rejects with the
 * server's message (用户名或密码错误, 验证码错误…), without a toast: the dialog shows it.
 */
export async function relogin(deps: Deps, loginPath: string, form: ReloginForm): Promise<void> {
  const user = deps.session.get().user?.user;
  if (!user) throw new Error('没有可重新登录的账号');
  const body = {
    loginType: 'password',
    user,
    password: await deps.encrypt(form.password),
    checkCode: form.checkCode,
    checkKey: form.checkKey,
    ...(form.idCard ? { idCard: form.idCard } : {}),
  };
  const answer = await deps.api.request<{ token?: string } & Record<string, unknown>>('POST', loginPath, {
    body,
    formEncoded: true,
    silent: true,
    anonymous: true,
  });
  const { token, ...rest } = answer ?? {};
  if (!token) throw new Error('登录应答缺少 token');
  deps.session.signIn(token, rest as unknown as SessionUser);
  await deps.loadMenus(true).catch(() => undefined);
}
