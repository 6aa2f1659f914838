import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A view whose code is loaded on its first render (or earlier, by `preload`). */
export type LazyView<P> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when the view renders without suspending. */
  preload(): Promise<unknown>;
};

type Loaded<P> = { default: ComponentType<P> };

/**
 * A view's code could not be loaded (the link dropped, the server is down): thrown to the nearest
 * error boundary, which shows 页面加载失败 rather than a render error (docs/architecture.md).
 */
export class ViewLoadError extends Error {
  constructor(cause: unknown) {
    super(`页面代码加载失败：${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ViewLoadError';
  }
}

/**
 * A registry entry whose code is a separate chunk:
 * `lazyView(() => import('./CrudView').then((m) => m.CrudView))`. The view renders `fallback`
 * (nothing by default) while its chunk loads, inside its own Suspense boundary, so a kit makes any of
 * its views lazy without the renderer knowing. Once loaded (or preloaded), it renders at once. A load
 * that failed throws a `ViewLoadError` and is forgotten: the next render (重新加载) loads again.
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyView<P> {
  let loading: Promise<Loaded<P>> | undefined;
  let loaded: Loaded<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (view) => (loaded = { default: view }),
      (e: unknown) => {
        // React keeps a lazy component's failure for ever: the next render gets a fresh one.
        loading = undefined;
        Lazy = lazyComponent();
        throw new ViewLoadError(e);
      },
    ));
  // A chunk already loaded is handed over synchronously (a thenable that resolves on `then`), so
  // React renders the view in the same pass instead of suspending for a resolved promise.
  const lazyComponent = () =>
    lazy(() => {
      const ready = loaded;
      return ready ? ({ then: (resolve: (m: Loaded<P>) => void) => resolve(ready) } as never) : preload();
    });
  let Lazy = lazyComponent();
  function View(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(View, { preload });
}
