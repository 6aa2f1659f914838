import { useMemo } from 'react';
import type { Designer } from '../../../engine/blocks/controllers/descriptorEditor/useDesigner';
import { addChild, addedPath, duplicate, move, remove } from '../../../engine/designer/edits';
import { skeletonOf, type ChildSlot } from '../../../engine/designer/palette';
import type { NodePath } from '../../../engine/designer/types';
import { blockSlotOf, flatten, movedPath, siblingsOf } from './outlineNav';

/** What the toolbar and the keys do to the selected node (docs/studio.md, 设计). */
export interface DesignerCommands {
  selected?: NodePath;
  /** The selected node is an element of an array (or a form's field): it can be copied, removed, moved. */
  movable: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  duplicate(): void;
  remove(): void;
  shift(by: -1 | 1): void;
  /** Moves a node among its siblings (a drag in the outline or the canvas). */
  moveTo(path: NodePath, toIndex: number): void;
  /** ↑/↓: the selection goes to the node before or after it in the outline. */
  step(by: -1 | 1): void;
  addBlock(definition: string): void;
  addChild(slot: ChildSlot): void;
}

/** The commands over the designer's selection. */
export function useDesignerCommands(d: Designer): DesignerCommands {
  return useMemo(() => {
    const doc = d.snapshot?.doc;
    const outline = d.outline;
    const exists = (p?: NodePath) =>
      p !== undefined && !!outline && flatten(outline).some((n) => n.path === p);
    const selected = exists(d.snapshot?.selected) ? d.snapshot?.selected : undefined;
    const siblings = outline && selected ? siblingsOf(outline, selected) : [];
    const at = siblings.findIndex((n) => n.path === selected);
    const movable = !!selected && at >= 0 && siblings[at]!.movable && !d.broken;
    const moveTo = (path: NodePath, toIndex: number) => {
      d.edit(move(doc, path, toIndex), '移动');
      d.select(movedPath(path, toIndex));
    };
    return {
      selected,
      movable,
      canMoveUp: movable && at > 0,
      canMoveDown: movable && at < siblings.length - 1,
      duplicate: () => {
        if (!movable || !selected) return;
        const ops = duplicate(doc, selected);
        d.edit(ops, '复制');
        d.select(addedPath(ops) ?? selected);
      },
      remove: () => {
        if (!movable || !selected) return;
        d.edit(remove(doc, selected), '删除');
        d.select(undefined);
      },
      shift: (by) => {
        if (movable && selected && siblings[at + by]) moveTo(selected, at + by);
      },
      moveTo,
      step: (by) => {
        if (!outline) return;
        const all = flatten(outline);
        const next = all[all.findIndex((n) => n.path === selected) + by] ?? all[0];
        d.select(next?.path);
      },
      addBlock: (definition) => {
        const block = skeletonOf(d.schema, definition);
        const slot = blockSlotOf(selected);
        const path = slot ? `${slot.container}/${slot.index + 1}` : '/blocks/-';
        d.edit([{ op: 'add', path, value: block }], '添加区块');
        const count = (doc as { blocks?: unknown[] }).blocks?.length ?? 0;
        d.select(slot ? path : `/blocks/${count}`);
      },
      addChild: (slot) => {
        if (d.broken) return;
        const ops = addChild(doc, slot.parentPath, slot.key, slot.skeleton, slot.container);
        d.edit(ops, `添加${slot.name}`);
        d.select(addedPath(ops));
      },
    };
  }, [d]);
}
