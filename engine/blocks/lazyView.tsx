import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A view whose code is loaded on its first render (or earlier, by `preload`). */
export type LazyView<P> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when the view can render without suspending. */
  preload(): Promise<unknown>;
};

/**
 * A registry entry whose code is a separate chunk:
 * `lazyView(() => import('./CrudView').then((m) => m.CrudView))`. The view renders `fallback`
 * (nothing by default) while its chunk loads, inside its own Suspense boundary, so a kit makes any of
 * its views lazy without the renderer knowing.
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyView<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((view) => ({ default: view })));
  const Lazy = lazy(preload);
  function View(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(View, { preload });
}
