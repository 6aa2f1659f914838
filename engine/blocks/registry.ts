import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Block, ScreenDescriptor, ShellDescriptor } from '../descriptor';
import type { OpenDialog } from '../screen';
import { lazyView } from './lazyView';

/** One view per block type: a missing entry is a compile error. */
export type BlockViews = { [K in Block['type']]: ComponentType<{ block: Extract<Block, { type: K }> }> };

/**
 * The registry of a kit's block views: how each block type's view is loaded,
 * `() => import('./blocks/CrudView').then((m) => m.CrudView)`. A missing entry is a compile error.
 */
export type BlockLoaders = { [K in Block['type']]: () => Promise<BlockViews[K]> };

type AnyLoader = () => Promise<ComponentType<object>>;

/** Each view of the registry in its own chunk, loaded on its first render (`lazyView`). */
export function lazyBlockViews(loaders: BlockLoaders): BlockViews {
  const entries = Object.entries(loaders) as [string, AnyLoader][];
  return Object.fromEntries(entries.map(([type, load]) => [type, lazyView(load)])) as unknown as BlockViews;
}

/** Every view of the registry, loaded at once (the eager kit of tests and stories). */
export async function loadBlockViews(loaders: BlockLoaders): Promise<BlockViews> {
  const entries = Object.entries(loaders) as [string, AnyLoader][];
  const views = await Promise.all(entries.map(async ([type, load]) => [type, await load()] as const));
  return Object.fromEntries(views) as unknown as BlockViews;
}

/** The UI kit a renderer draws with; `widgets/` provides the antd one. */
export interface UiKit {
  blocks: BlockViews;
  /** Renders the open dialog of a screen. */
  Dialog: ComponentType<{ dialog: OpenDialog }>;
  /** Frames a screen: breadcrumb and title for `shell` pages, bare for `blank` ones. */
  Page: ComponentType<{ descriptor: ScreenDescriptor; children: ReactNode }>;
  /** The main shell around logged-in pages. */
  Shell: ComponentType<{ shell: ShellDescriptor; children: ReactNode }>;
  /** A route with no screen (页面不存在): names the route and leads back to `home`. */
  NotFound: ComponentType<{ path: string; home: string }>;
  /** A screen that failed to load or render: a Chinese message, never a stack, and 重新加载. */
  ErrorPanel: ComponentType<{ kind: 'render' | 'load'; onReload: () => void }>;
  /** Shown while a screen's descriptor loads. */
  Loading: ComponentType;
}

export const UiKitContext = createContext<UiKit | null>(null);

export function useUiKit(): UiKit {
  const kit = useContext(UiKitContext);
  if (!kit) throw new Error('useUiKit 必须在 UiKitContext.Provider 内使用');
  return kit;
}
