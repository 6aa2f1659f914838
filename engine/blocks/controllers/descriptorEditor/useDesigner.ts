import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { nodeAtProblem } from '../../../designer/labels';
import { outlineOf } from '../../../designer/outline';
import { createDesignerStore } from '../../../designer/store';
import type { DesignerSnapshot, NodePath, OutlineNode, PatchOp } from '../../../designer/types';
import type { ScreenDescriptor } from '../../../descriptor';
import type { DescriptorEditorController } from './useDescriptorEditorController';

export type DesignerStore = ReturnType<typeof createDesignerStore>;

/** A lint problem placed on the node it names (the nearest node of the outline). */
export interface NodeProblem {
  path: NodePath;
  message: string;
}

/** What the canvas (the live preview in 设计) shows and reports: the selection, the marks, a drag. */
export interface DesignCanvasLink {
  selected?: NodePath;
  problems: NodeProblem[];
  select(path: NodePath | undefined): void;
  move(path: NodePath, toIndex: number): void;
  /** The draft to draw now, when it passes the schema: an edit redraws without the text's check delay. */
  doc?: ScreenDescriptor;
}

/** The 设计 mode's state over the editor's draft (docs/studio.md, 设计). */
export interface Designer {
  /** Absent while the text does not parse: 设计 is read-only then. */
  snapshot?: DesignerSnapshot;
  /** The text does not parse now: 设计 shows the last document it read and takes no edits. */
  broken: boolean;
  outline?: OutlineNode;
  problems: NodeProblem[];
  schema: Record<string, unknown>;
  edit(ops: PatchOp[], label: string): void;
  select(path: NodePath | undefined): void;
  undo(): void;
  redo(): void;
}

const pretty = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
const idle = () => () => undefined;
const none = () => undefined;

/**
 * One designer store per editor, kept in step with the text both ways: a text typed in 源码 that parses
 * replaces the store's document (one undoable step); every change of the store's document (an edit, an
 * undo, a redo) writes the pretty-printed JSON back to the editor.
 */
function useDesignerStore(editor: DescriptorEditorController, initial?: NodePath): DesignerStore | undefined {
  const { text, setText } = editor;
  const [store, setStore] = useState(() => {
    const doc = parse(text);
    const created = doc === undefined ? undefined : createDesignerStore(doc);
    if (initial !== undefined) created?.select(initial);
    return created;
  });
  // The text of the store's document as last synced, and the document a typed text gave.
  const synced = useRef(text);
  const typed = useRef<unknown>(store?.snapshot().doc);
  useEffect(() => {
    if (text === synced.current) return;
    const doc = parse(text);
    if (doc === undefined) return;
    synced.current = text;
    if (!store) return setStore(createDesignerStore(doc));
    typed.current = doc;
    store.replaceDoc(doc, '源码编辑');
    typed.current = store.snapshot().doc;
  }, [text, store]);
  useEffect(
    () =>
      store?.subscribe(() => {
        const { doc } = store.snapshot();
        if (doc === typed.current) return;
        typed.current = doc;
        const next = pretty(doc);
        if (next === synced.current) return;
        synced.current = next;
        setText(next);
      }),
    [store, setText],
  );
  return store;
}

/**
 * The designer of an editor: its store, outline, lint problems by node, and the edit commands;
 * `initial` is the node selected first.
 */
export function useDesigner(editor: DescriptorEditorController, initial?: NodePath): Designer {
  const store = useDesignerStore(editor, initial);
  const snapshot = useSyncExternalStore(store?.subscribe ?? idle, store?.snapshot ?? none);
  const { schema, problems: found } = editor;
  const doc = snapshot?.doc;
  const outline = useMemo(() => (doc === undefined ? undefined : outlineOf(doc, schema)), [doc, schema]);
  const problems = useMemo(
    () =>
      outline
        ? found.flatMap((p) => {
            const node = nodeAtProblem(outline, p.path);
            return node ? [{ path: node.path, message: p.message }] : [];
          })
        : [],
    [outline, found],
  );
  const broken = useMemo(() => parse(editor.text) === undefined, [editor.text]);
  const edit = useCallback(
    (ops: PatchOp[], label: string) => (broken ? undefined : store?.apply(ops, label)),
    [store, broken],
  );
  const select = useCallback((path: NodePath | undefined) => store?.select(path), [store]);
  const undo = useCallback(() => store?.undo(), [store]);
  const redo = useCallback(() => store?.redo(), [store]);
  return { snapshot, broken, outline, problems, schema, edit, select, undo, redo };
}
