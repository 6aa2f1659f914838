import { useMemo } from 'react';
import { App } from 'antd';
import type { UiPort } from '../engine/app';

type AppApi = ReturnType<typeof App.useApp>;

const DEFAULT_TITLE = '提示';
/** The one progress message (uploads) updated in place. */
const PROGRESS_KEY = 'yb-progress';

/** The engine's UI port on antd: toasts with `message`, confirm and alert with modals. */
export function createAntdUiPort(message: AppApi['message'], modal: AppApi['modal']): UiPort {
  return {
    toast(level, text) {
      void message[level](text);
    },
    progress(text) {
      if (text === null) message.destroy(PROGRESS_KEY);
      else void message.open({ key: PROGRESS_KEY, type: 'loading', content: text, duration: 0 });
    },
    confirm(text, title) {
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: title ?? DEFAULT_TITLE,
          content: text,
          okText: '确定',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    alert(text, title) {
      return new Promise<void>((resolve) => {
        modal.info({ title: title ?? DEFAULT_TITLE, content: text, okText: '确定', onOk: () => resolve() });
      });
    },
  };
}

/** The UI port of the enclosing antd `App` (so the theme and the zh-CN locale apply). */
export function useAntdUiPort(): UiPort {
  const { message, modal } = App.useApp();
  return useMemo(() => createAntdUiPort(message, modal), [message, modal]);
}
