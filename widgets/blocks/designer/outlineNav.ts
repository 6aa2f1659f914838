import type { NodePath, OutlineNode } from '../../../engine/designer/types';

/** The nodes of the outline in reading order (the screen first). */
export function flatten(root: OutlineNode): OutlineNode[] {
  return [root, ...root.children.flatMap(flatten)];
}

/** The node at a path, and its parent. */
export function locate(
  root: OutlineNode,
  path: NodePath,
): { node: OutlineNode; parent?: OutlineNode } | undefined {
  if (root.path === path) return { node: root };
  for (const child of root.children) {
    if (child.path === path) return { node: child, parent: root };
    const found = locate(child, path);
    if (found) return found;
  }
  return undefined;
}

/** The pointer of the array (or properties object) that holds a node. */
export const containerOf = (path: NodePath) => path.slice(0, path.lastIndexOf('/'));

/** A node's siblings: the nodes of its parent held by the same array (or form's properties). */
export function siblingsOf(root: OutlineNode, path: NodePath): OutlineNode[] {
  const parent = locate(root, path)?.parent;
  if (!parent) return [];
  const container = containerOf(path);
  return parent.children.filter((c) => containerOf(c.path) === container);
}

/** Where a node is after a move to `toIndex` among its siblings: an array element changes its index. */
export function movedPath(path: NodePath, toIndex: number): NodePath {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /^\d+$/.test(last) ? `${containerOf(path)}/${toIndex}` : path;
}

/** The paths from the screen down to a node (each ancestor, for the tree's expanded keys). */
export function ancestorsOf(root: OutlineNode, path: NodePath): NodePath[] {
  const walk = (node: OutlineNode, trail: NodePath[]): NodePath[] | undefined => {
    if (node.path === path) return trail;
    for (const child of node.children) {
      const found = walk(child, [...trail, node.path]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(root, []) ?? [];
}

/** The block that holds a node (for 添加区块: the new block goes after it), with its array and index. */
export function blockSlotOf(path: NodePath | undefined): { container: string; index: number } | undefined {
  const match = /^(.*\/blocks)\/(\d+)/.exec(path ?? '');
  if (!match) return undefined;
  return { container: match[1]!, index: Number(match[2]) };
}
