/**
 * A JSON patch applied without changing the document it is given (docs/studio.md, 设计): only the
 * containers on each operation's path are copied, the rest is shared, so a view compares parts by
 * identity, and an edit costs the depth of its path rather than the size of the screen. Each operation
 * records its inverse from the values it replaces, for 撤销.
 */
import { segmentsOf, pointerOf } from './pointer';
import type { PatchOp } from './types';

type Container = Record<string, unknown> | unknown[];

const isContainer = (v: unknown): v is Container => !!v && typeof v === 'object';
const copyOf = (v: Container): Container => (Array.isArray(v) ? v.slice() : { ...v });
const fail = (op: PatchOp, why: string): never => {
  throw new Error(`补丁无法应用（${op.op} ${op.path}）：${why}`);
};

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as never)[k], (b as never)[k]));
}

function get(doc: unknown, segs: string[], op: PatchOp): unknown {
  let v = doc;
  for (const s of segs) {
    if (!isContainer(v) || !Object.hasOwn(v, s) || (Array.isArray(v) && !/^\d+$/.test(s)))
      fail(op, '路径不存在');
    v = (v as Record<string, unknown>)[s];
  }
  return v;
}

/** A copy of `doc` whose containers down to the parent of `segs` are copied; `change` edits that parent. */
function edit(
  doc: unknown,
  segs: string[],
  op: PatchOp,
  change: (parent: Container, key: string) => void,
): unknown {
  if (!isContainer(doc)) return fail(op, '路径不存在');
  const root = copyOf(doc);
  let cur: Container = root;
  for (const s of segs.slice(0, -1)) {
    const child = Object.hasOwn(cur, s) ? (cur as Record<string, unknown>)[s] : undefined;
    if (!isContainer(child)) return fail(op, '路径不存在');
    const copy = copyOf(child);
    (cur as Record<string, unknown>)[s] = copy;
    cur = copy;
  }
  change(cur, segs.at(-1)!);
  return root;
}

const indexIn = (arr: unknown[], key: string, op: PatchOp, end: number): number => {
  const i =
    key === '-' && op.op !== 'remove' && op.op !== 'replace'
      ? arr.length
      : /^\d+$/.test(key)
        ? Number(key)
        : -1;
  if (i < 0 || i > end) fail(op, '数组下标越界');
  return i;
};

function add(doc: unknown, segs: string[], value: unknown, op: PatchOp, inverse: PatchOp[]): unknown {
  if (!segs.length) {
    inverse.push({ op: 'replace', path: '', value: doc });
    return value;
  }
  const parentPath = segs.slice(0, -1);
  return edit(doc, segs, op, (parent, key) => {
    if (Array.isArray(parent)) {
      const i = indexIn(parent, key, op, parent.length);
      parent.splice(i, 0, value);
      inverse.push({ op: 'remove', path: pointerOf([...parentPath, i]) });
    } else {
      const path = pointerOf(segs);
      inverse.push(
        Object.hasOwn(parent, key) ? { op: 'replace', path, value: parent[key] } : { op: 'remove', path },
      );
      parent[key] = value;
    }
  });
}

function removeAt(doc: unknown, segs: string[], op: PatchOp, inverse: PatchOp[]): unknown {
  const old = get(doc, segs, op);
  if (!segs.length) return fail(op, '不能删除整个文档');
  inverse.push({ op: 'add', path: pointerOf(segs), value: old });
  return edit(doc, segs, op, (parent, key) => {
    if (Array.isArray(parent)) parent.splice(indexIn(parent, key, op, parent.length - 1), 1);
    else delete parent[key];
  });
}

function applyOne(doc: unknown, op: PatchOp, inverse: PatchOp[]): unknown {
  const segs = segmentsOf(op.path);
  switch (op.op) {
    case 'add':
      return add(doc, segs, structuredClone(op.value), op, inverse);
    case 'remove':
      return removeAt(doc, segs, op, inverse);
    case 'replace': {
      const old = get(doc, segs, op);
      inverse.push({ op: 'replace', path: op.path, value: old });
      const value = structuredClone(op.value);
      return segs.length
        ? edit(doc, segs, op, (parent, key) => void ((parent as Record<string, unknown>)[key] = value))
        : value;
    }
    case 'move': {
      const from = segmentsOf(op.from);
      if (op.path.startsWith(op.from + '/')) fail(op, '不能移入自身');
      const value = get(doc, from, op);
      const steps: PatchOp[] = [];
      const next = add(removeAt(doc, from, op, steps), segs, value, op, steps);
      inverse.push(...steps);
      return next;
    }
    case 'copy':
      return add(doc, segs, structuredClone(get(doc, segmentsOf(op.from), op)), op, inverse);
    case 'test':
      if (!deepEqual(get(doc, segs, op), op.value)) fail(op, '值不符');
      return doc;
    default:
      return fail(op, '未知操作');
  }
}

/**
 * The document the patch makes (the given one unchanged, untouched parts shared) and the patch that
 * undoes it. Throws, naming the operation, when an operation cannot apply.
 */
export function applyImmutably(doc: unknown, ops: readonly PatchOp[]): { doc: unknown; inverse: PatchOp[] } {
  const inverses: PatchOp[][] = [];
  let next = doc;
  for (const op of ops) {
    const inverse: PatchOp[] = [];
    next = applyOne(next, op, inverse);
    inverses.push(inverse.reverse());
  }
  return { doc: next, inverse: inverses.reverse().flat() };
}
