/**
 * The designer's store (docs/studio.md, 设计): the draft as a JSON document, changed only by JSON patches,
 * each recorded with its inverse so that 撤销 and 重做 walk the history. A change makes a new document
 * sharing every part it did not touch. Framework-free: a view
 * subscribes (React's useSyncExternalStore) and reads an immutable snapshot.
 */
import { compare } from 'fast-json-patch';
import { applyImmutably } from './applyPatch';
import { valueAt } from './pointer';
import type { DesignStep, DesignerSnapshot, NodePath, PatchOp } from './types';

/** How many steps 撤销 can go back (the oldest are dropped beyond it). */
export const HISTORY_LIMIT = 200;

export interface DesignerStore {
  snapshot(): DesignerSnapshot;
  subscribe(listener: () => void): () => void;
  /** Applies a patch as one undoable step; throws (changing nothing) when an operation cannot apply. */
  apply(ops: PatchOp[], label: string): void;
  undo(): void;
  redo(): void;
  select(path: NodePath | undefined): void;
  /** Takes a document typed in 源码 as one undoable step (none when it equals the current one). */
  replaceDoc(doc: unknown, label: string): void;
  /** The labels of the steps 撤销 and 重做 would take next, newest first. */
  history(): { undo: string[]; redo: string[] };
}

const patched = (doc: unknown, ops: PatchOp[]): unknown => applyImmutably(doc, ops).doc;

export function createDesignerStore(initial: unknown): DesignerStore {
  let doc: unknown = structuredClone(initial);
  let selected: NodePath | undefined;
  let version = 0;
  const done: DesignStep[] = [];
  const undone: DesignStep[] = [];
  const listeners = new Set<() => void>();
  let snap: DesignerSnapshot | undefined;

  const changed = (next: unknown) => {
    if (next !== undefined) {
      doc = next;
      version++;
      if (selected !== undefined && valueAt(doc, selected) === undefined) selected = undefined;
    }
    snap = undefined;
    for (const l of [...listeners]) l();
  };
  const record = (step: DesignStep) => {
    done.push(step);
    if (done.length > HISTORY_LIMIT) done.splice(0, done.length - HISTORY_LIMIT);
    undone.length = 0;
  };

  return {
    snapshot() {
      snap ??= {
        doc,
        ...(selected !== undefined ? { selected } : {}),
        canUndo: done.length > 0,
        canRedo: undone.length > 0,
        version,
      };
      return snap;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(ops, label) {
      if (!ops.length) return;
      const { doc: next, inverse } = applyImmutably(doc, ops);
      record({ label, forward: structuredClone(ops), inverse });
      changed(next);
    },
    undo() {
      const step = done.pop();
      if (!step) return;
      undone.push(step);
      changed(patched(doc, step.inverse));
    },
    redo() {
      const step = undone.pop();
      if (!step) return;
      done.push(step);
      changed(patched(doc, step.forward));
    },
    select(path) {
      if (path === selected) return;
      selected = path;
      changed(undefined);
    },
    replaceDoc(next, label) {
      const forward = compare(doc as object, next as object);
      if (!forward.length) return;
      const copy = structuredClone(next);
      record({ label, forward, inverse: compare(copy as object, doc as object) });
      changed(copy);
    },
    history: () => ({ undo: done.map((s) => s.label).reverse(), redo: undone.map((s) => s.label).reverse() }),
  };
}
