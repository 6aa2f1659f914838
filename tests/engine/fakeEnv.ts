import { vi } from 'vitest';
import type { ActionEnv } from '../../engine/actions';

/** A recording ActionEnv: every port is a spy; `answers` give the request results by "METHOD path". */
export function fakeEnv(answers: Record<string, unknown> = {}, overrides: Partial<ActionEnv> = {}) {
  const calls: { method: string; path: string; body?: unknown; query?: unknown }[] = [];
  const env: ActionEnv = {
    request: vi.fn(async (method, path, req) => {
      calls.push({ method, path, body: req?.body, query: req?.query });
      const key = `${method} ${path}`;
      const answer = answers[key];
      if (answer instanceof Error) throw answer;
      return (req?.envelope ? { code: 0, message: '成功', data: answer } : answer) as never;
    }),
    download: vi.fn(async (method, path, req) => {
      calls.push({ method, path, body: req?.body, query: req?.query });
      const answer = answers[`${method} ${path}`];
      if (answer instanceof Error) throw answer;
      req?.onProgress?.({ loaded: 50, total: 100 });
      return answer instanceof Blob
        ? { blob: answer, fileName: null }
        : ((answer ?? { blob: new Blob(['x']), fileName: null }) as never);
    }),
    saveFile: vi.fn(),
    progress: vi.fn(),
    toast: vi.fn(),
    confirm: vi.fn(async () => true),
    alert: vi.fn(async () => undefined),
    navigate: vi.fn(),
    openWindow: vi.fn(),
    openDialog: vi.fn(),
    closeDialog: vi.fn(),
    refresh: vi.fn(),
    setValue: vi.fn(() => () => undefined),
    submit: vi.fn(async () => true),
    encrypt: vi.fn(async (p: string) => `enc(${p})`),
    signIn: vi.fn(async () => '/home/handle'),
    signOut: vi.fn(async () => undefined),
    cancel: vi.fn(),
    resetForm: vi.fn(),
    ...overrides,
  };
  return { env, calls };
}
