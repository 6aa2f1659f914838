import type { Operation } from 'fast-json-patch';

/**
 * The screen designer's shared vocabulary (docs/studio.md, 设计): a node of a descriptor is named by its
 * JSON Pointer (RFC 6901) into the descriptor; `''` is the screen itself. Every edit is a JSON patch.
 */
export type NodePath = string;

/** What a node is, for its icon, its label and the children it may take. */
export type NodeKind =
  | 'screen'
  | 'block'
  | 'column'
  | 'queryField'
  | 'formField'
  | 'rowAction'
  | 'toolbarAction'
  | 'button'
  | 'dialog'
  | 'step'
  | 'tab'
  | 'item';

/** One entry of the outline tree (and of the canvas's selectable nodes). */
export interface OutlineNode {
  path: NodePath;
  kind: NodeKind;
  /** What the configurator reads: the node's title, label or id, else its kind's Chinese name. */
  label: string;
  /** The descriptor schema's definition that describes it (`CrudBlock`, `Column`, …), for its properties. */
  definition?: string;
  /** An element of an array of the descriptor: it may be duplicated, removed and moved among its siblings. */
  movable: boolean;
  children: OutlineNode[];
  /** The key of its parent that holds it (a block held by `blocks` has none): the outline groups by it. */
  group?: OutlineGroup;
}

/** A key holding nodes (`columns`, `rowActions`, `query`…), titled from the descriptor schema. */
export interface OutlineGroup {
  key: string;
  /** The key's Chinese title in the descriptor schema (the key itself when it has none). */
  title: string;
  /** Where the key is (`/blocks/0/columns`): not a node, nothing to edit there. */
  path: NodePath;
}

export type PatchOp = Operation;

/** One undoable step: the patch that made it and the patch that undoes it. */
export interface DesignStep {
  label: string;
  forward: PatchOp[];
  inverse: PatchOp[];
}

/** What the designer shows: the draft, the selection, whether undo and redo can go further. */
export interface DesignerSnapshot {
  doc: unknown;
  selected?: NodePath;
  canUndo: boolean;
  canRedo: boolean;
  /** Grows with every change of the draft (an edit, an undo, a redo, a text typed in 源码). */
  version: number;
}
