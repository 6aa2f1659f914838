import type { NodePath } from './types';

/**
 * The canvas's reading of node pointers (docs/studio.md, 设计): which nodes are siblings in one array,
 * where a drop puts a moved node, the nearest drawn node of a lint problem, the label of a box.
 */

/** A node that is an element of an array: the array's pointer and its index; otherwise undefined. */
export function arrayPlace(path: NodePath): { parent: NodePath; index: number } | undefined {
  const cut = path.lastIndexOf('/');
  const last = path.slice(cut + 1);
  if (cut < 0 || !/^(0|[1-9]\d*)$/.test(last)) return undefined;
  return { parent: path.slice(0, cut), index: Number(last) };
}

/** Two different elements of the same array. */
export function areSiblings(a: NodePath, b: NodePath): boolean {
  const pa = arrayPlace(a);
  const pb = arrayPlace(b);
  return !!pa && !!pb && a !== b && pa.parent === pb.parent;
}

/**
 * The index a node at `from` ends at when dropped before (or `after`) its sibling at `over`, counted
 * once it has left its place (a JSON patch `move`).
 */
export function dropIndex(from: number, over: number, after: boolean): number {
  const at = after ? over + 1 : over;
  return at > from ? at - 1 : at;
}

/** The node itself when drawn, else its nearest drawn ancestor (a problem inside a closed dialog). */
export function nearestDrawn(path: NodePath, drawn: (p: NodePath) => boolean): NodePath | undefined {
  for (let p = path; p !== ''; p = p.slice(0, p.lastIndexOf('/'))) if (drawn(p)) return p;
  return undefined;
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  blocks: '区块',
  columns: '列',
  rowActions: '行操作',
  toolbar: '工具栏按钮',
  buttons: '按钮',
  extra: '按钮',
  properties: '字段',
  items: '项',
  itemsFrom: '页签',
  dialogs: '对话框',
};

const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** The label of a node's box: its kind, then its place or name (`列 3`, `字段 roleName`, `对话框 edit`). */
export function nodeTail(path: NodePath): string {
  const keys = path.split('/').slice(1).map(unescape);
  const last = keys.at(-1);
  const parent = keys.at(-2);
  if (last === undefined) return '界面';
  const place = arrayPlace(path);
  const named = parent === 'properties' || parent === 'dialogs';
  if (parent === undefined || (!named && !place)) return KIND_WORDS[last] ?? '节点';
  return `${KIND_WORDS[parent] ?? '节点'} ${place ? place.index + 1 : last}`;
}

/**
 * A lint problem's place as a JSON Pointer: the lint writes some as pointers (`/blocks/0`) and others
 * as descriptor paths (`blocks[0].rowActions[2].enabled`).
 */
export function asPointer(path: string): NodePath {
  if (path === '' || path.startsWith('/')) return path;
  const keys = [...path.matchAll(/[^.[\]]+/g)].map((m) => m[0].replace(/~/g, '~0').replace(/\//g, '~1'));
  return keys.map((k) => `/${k}`).join('');
}
