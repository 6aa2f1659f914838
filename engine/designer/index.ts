/** The screen designer's pure model (docs/studio.md, 设计): no React, no antd. */
export type * from './types';
export {
  outlineOf,
  flattenOutline,
  blockDefinitions,
  groupedChildren,
  isGroupEntry,
  type OutlineEntry,
  type OutlineGroupEntry,
} from './outline';
export {
  schemaAt,
  definitionsOf,
  definitionSchema,
  withDefinitions,
  FIELD_DEFINITION,
  FIELD_SCHEMA,
} from './schemaAt';
export { pathLabels, nodeAtProblem, nodeChain, crumbOf, problemsByNode } from './labels';
export { createDesignerStore, HISTORY_LIMIT, type DesignerStore } from './store';
export { setProperty, replaceNode, duplicate, remove, move, shift, addChild, addedPath } from './edits';
export type { AddingPatch, SlotContainer } from './edits';
export {
  blockTypes,
  skeletonOf,
  childSlots,
  BLOCK_TYPE_NAMES,
  type BlockType,
  type ChildSlot,
} from './palette';
export { KIND_NAMES, KIND_OF_KEY } from './kinds';
export { fieldOf, valueAt, childPath, segmentsOf, pointerOf, isWithin, splitLast } from './pointer';
export { applyImmutably } from './applyPatch';
export { fieldOrder } from './formFields';
