import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import type { UiPort } from '../engine/app';
import { ProgressWithCancel } from './ProgressWithCancel';
import type { UiHostApi } from './uiHostApi';

const DEFAULT_TITLE = '提示';
/** The one progress message (uploads) updated in place. */
const PROGRESS_KEY = 'yb-progress';

/** The engine's UI port on antd: toasts with `message`, confirm and alert with modals. */
export function createAntdUiPort(message: UiHostApi['message'], modal: UiHostApi['modal']): UiPort {
  return {
    toast(level, text) {
      void message[level](text);
    },
    progress(text, onCancel) {
      if (text === null) message.destroy(PROGRESS_KEY);
      else
        void message.open({
          key: PROGRESS_KEY,
          type: 'loading',
          content: onCancel ? <ProgressWithCancel text={text} onCancel={onCancel} /> : text,
          duration: 0,
        });
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

/** The message and modal holders, asked for by the first toast or dialog (or the first keypress or click). */
interface UiHosts {
  /** The APIs once the holders are mounted; asking mounts them. */
  api(): Promise<UiHostApi>;
}

const UiHostsContext = createContext<UiHosts | null>(null);
const UiHostsView = lazy(() => import('./uiHostsView'));

/**
 * Mounts antd's message and modal holders when first needed: a toast, a confirm, or the user's first
 * key or press (so they are there before any answer needs them). No page carries them in its first
 * paint, the login page included. Place inside the ConfigProvider.
 */
export function UiHostsProvider({ children }: { children: React.ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [hosts] = useState(() => {
    let resolve!: (api: UiHostApi) => void;
    const ready = new Promise<UiHostApi>((r) => (resolve = r));
    return { ready, resolve, want: () => setWanted(true) };
  });
  const value = useMemo<UiHosts>(
    () => ({
      api() {
        hosts.want();
        return hosts.ready;
      },
    }),
    [hosts],
  );
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const e of events) window.addEventListener(e, want, { once: true, capture: true });
    return () => {
      for (const e of events) window.removeEventListener(e, want, { capture: true });
    };
  }, [wanted]);
  return (
    <UiHostsContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <UiHostsView onReady={hosts.resolve} />
        </Suspense>
      )}
    </UiHostsContext.Provider>
  );
}

/** The UI port of the enclosing `UiHostsProvider`: each call waits for the holders, in order. */
export function useAntdUiPort(): UiPort {
  const hosts = useContext(UiHostsContext);
  if (!hosts) throw new Error('useAntdUiPort 需在 AntdProviders 内使用');
  return useMemo(() => {
    let port: Promise<UiPort> | undefined;
    const later = <T,>(call: (p: UiPort) => T | PromiseLike<T>): Promise<T> =>
      (port ??= hosts.api().then(({ message, modal }) => createAntdUiPort(message, modal))).then(call);
    return {
      toast: (level, text) => void later((p) => p.toast(level, text)),
      progress: (text, onCancel) => void later((p) => p.progress?.(text, onCancel)),
      confirm: (text, title) => later((p) => p.confirm(text, title)),
      alert: (text, title) => later((p) => p.alert(text, title)),
    } satisfies UiPort;
  }, [hosts]);
}
