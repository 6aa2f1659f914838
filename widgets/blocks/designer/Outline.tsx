import { useEffect, useMemo, useState, type Key } from 'react';
import { Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import type { NodeProblem } from '../../../engine/blocks/controllers/descriptorEditor/useDesigner';
import { groupedChildren, isGroupEntry, type OutlineEntry } from '../../../engine/designer/outline';
import type { NodePath, OutlineNode } from '../../../engine/designer/types';
import { ancestorsOf, containerOf, locate, siblingsOf } from './outlineNav';

export interface OutlineProps {
  outline: OutlineNode;
  selected?: NodePath;
  problems: NodeProblem[];
  onSelect(path: NodePath | undefined): void;
  onMove(path: NodePath, toIndex: number): void;
}

/** A group's key in the tree: not a JSON Pointer, so never a node's. */
const GROUP = 'group:';
const isGroup = (key: Key) => String(key).startsWith(GROUP);

/**
 * The tree's entries: a node's children grouped under the key that holds them, titled from the schema
 * (列, 行操作, 查询条件…); a node the lint faults is red, with the message as its title.
 */
function treeOf(node: OutlineNode, problems: Map<string, string>): TreeDataNode {
  const message = problems.get(node.path);
  return {
    key: node.path,
    title: message ? (
      <Typography.Text type="danger" title={message} className="yb-design-problem">
        {node.label}
      </Typography.Text>
    ) : (
      node.label
    ),
    children: groupedChildren(node).map((e) => entryOf(e, problems)),
  };
}

function entryOf(e: OutlineEntry, problems: Map<string, string>): TreeDataNode {
  if (!isGroupEntry(e)) return treeOf(e, problems);
  return {
    key: GROUP + e.group.path,
    title: (
      <Typography.Text type="secondary" className="yb-design-group">
        {e.group.title}
      </Typography.Text>
    ),
    children: e.children.map((c) => treeOf(c, problems)),
  };
}

/** Every group's key in a tree. */
const groupKeys = (nodes: TreeDataNode[]): string[] =>
  nodes.flatMap((n) => [...(isGroup(n.key) ? [String(n.key)] : []), ...groupKeys(n.children ?? [])]);

/** The groups that hold a node and each of its ancestors (to open down to it). */
const groupsAbove = (outline: OutlineNode, path: NodePath): string[] =>
  [...ancestorsOf(outline, path), path].flatMap((p) => {
    const group = locate(outline, p)?.node.group;
    return group ? [GROUP + group.path] : [];
  });

/** Where a dropped node goes among its siblings: before (-1) or after (1) the node it was dropped on. */
function dropIndex(siblings: OutlineNode[], drag: string, drop: string, side: number): number {
  const from = siblings.findIndex((n) => n.path === drag);
  const to = siblings.findIndex((n) => n.path === drop);
  if (side < 0) return to > from ? to - 1 : to;
  return to > from ? to : to + 1;
}

/**
 * 大纲 (docs/studio.md, 设计): the whole screen as a tree, with what the canvas cannot show (a closed
 * dialog, a later step); the same selection as the canvas, opened down to it; a node dragged among its
 * siblings moves there.
 */
export function Outline({ outline, selected, problems, onSelect, onMove }: OutlineProps) {
  const marks = useMemo(() => {
    const map = new Map<string, string>();
    for (const p of problems)
      map.set(p.path, map.has(p.path) ? `${map.get(p.path)}；${p.message}` : p.message);
    return map;
  }, [problems]);
  const treeData = useMemo(() => [treeOf(outline, marks)], [outline, marks]);
  const [expanded, setExpanded] = useState<Key[]>(() => [
    outline.path,
    ...outline.children.map((c) => c.path),
  ]);
  // A group is open until it is closed: the outline shows as much as before it was grouped.
  const [closed, setClosed] = useState<string[]>([]);
  const groups = useMemo(() => groupKeys(treeData), [treeData]);
  useEffect(() => {
    if (!selected) return;
    const trail = ancestorsOf(outline, selected);
    const above = groupsAbove(outline, selected);
    setExpanded((keys) => (trail.every((k) => keys.includes(k)) ? keys : [...new Set([...keys, ...trail])]));
    setClosed((keys) =>
      above.some((k) => keys.includes(k)) ? keys.filter((k) => !above.includes(k)) : keys,
    );
  }, [outline, selected]);
  const expandedKeys = [...expanded, ...groups.filter((k) => !closed.includes(k))];
  const onExpand = (keys: Key[]) => {
    setExpanded(keys.filter((k) => !isGroup(k)));
    setClosed(groups.filter((k) => !keys.includes(k)));
  };
  const toggle = (key: string) =>
    setClosed((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  const movable = (path: string) => siblingsOf(outline, path).some((n) => n.path === path && n.movable);
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    dropPosition !== 0 &&
    containerOf(String(dragNode.key)) === containerOf(String(dropNode.key)) &&
    movable(String(dragNode.key));
  const onDrop: TreeProps['onDrop'] = ({ dragNode, node, dropPosition, dropToGap }) => {
    const drag = String(dragNode.key);
    const drop = String(node.key);
    if (!dropToGap || containerOf(drag) !== containerOf(drop) || drag === drop) return;
    const side = dropPosition - Number(String(node.pos).split('-').pop());
    onMove(drag, dropIndex(siblingsOf(outline, drag), drag, drop, side));
  };
  return (
    <Tree
      aria-label="大纲"
      className="yb-design-outline"
      blockNode
      showLine
      treeData={treeData}
      selectedKeys={selected === undefined ? [] : [selected]}
      expandedKeys={expandedKeys}
      onExpand={onExpand}
      onSelect={(keys, { node }) => {
        // A group is no node of the descriptor: a click opens or closes it and selects nothing.
        if (isGroup(node.key)) toggle(String(node.key));
        else if (keys.length > 0) onSelect(String(keys[0]));
      }}
      draggable={{ icon: false, nodeDraggable: (n) => movable(String(n.key)) }}
      allowDrop={allowDrop}
      onDrop={onDrop}
    />
  );
}
