export { lazyBlockViews, loadBlockViews, UiKitContext, useUiKit } from './registry';
export type { BlockLoaders, BlockViews, UiKit } from './registry';
export { RenderBlock, RenderBlocks } from './RenderBlocks';
export { ScreenRenderer } from './ScreenRenderer';
export { lazyView, ViewLoadError } from './lazyView';
export type { LazyView } from './lazyView';
export {
  childPointer,
  DesignModeContext,
  DesignModeProvider,
  fieldPointer,
  fieldsPointer,
  NODE_ATTRIBUTE,
  NodePointer,
  nodeAttrs,
  useChildPointer,
  useDesignMode,
  useNodePointer,
} from './designMode';
