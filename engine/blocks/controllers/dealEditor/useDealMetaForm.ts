import { useCallback, useMemo, useRef, useState } from 'react';
import { syntaxProblem } from '../descriptorEditor/checkDescriptorText';
import { nationalRequired, type DealCodeLists } from './dealMetaFormEdit';
import {
  addField,
  addNode,
  fieldsAt,
  isLocked,
  moveField,
  nodesAt,
  removeField,
  removeNode,
  setDealKeys,
  setField,
  setNodeKeys,
  type DealNodeAt,
  type DealSide,
} from './dealMetaOps';

type Data = Record<string, unknown>;
const pretty = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

/** The draft text as the form's data, or why the form cannot take it (it is then read-only). */
export function parseDraft(text: string): { doc?: Data; reason?: string } {
  try {
    const doc: unknown = JSON.parse(text);
    if (doc && typeof doc === 'object' && !Array.isArray(doc)) return { doc: doc as Data };
    return { reason: '交易元数据应为一个 JSON 对象' };
  } catch (e) {
    return { reason: syntaxProblem(text, e).message };
  }
}

/** The node and field selected in 表单 (docs/studio.md, 交易目录). */
export interface DealSelection extends DealNodeAt {
  field?: number;
}

/** The selection kept inside the document: a node or field removed meanwhile falls back to its neighbour. */
function clamp(doc: unknown, s: DealSelection): DealSelection | undefined {
  const nodes = nodesAt(doc, s.side);
  if (nodes.length === 0) {
    const other: DealSide = s.side === 'reqProperties' ? 'resProperties' : 'reqProperties';
    return nodesAt(doc, other).length ? { side: other, node: 0 } : undefined;
  }
  const node = Math.min(s.node, nodes.length - 1);
  const count = fieldsAt(doc, { side: s.side, node }).length;
  const field = s.field === undefined || count === 0 ? undefined : Math.min(s.field, count - 1);
  return { side: s.side, node, field };
}

/**
 * 表单's state over the draft text: the document, the selected node and field, and the edits, each
 * writing the whole text (`JSON.stringify(doc, null, 2)` and a newline) with reqNodeNames following.
 */
export function useDealMetaForm(
  kept: [DealSelection, (s: DealSelection) => void] | undefined,

  text: string,
  onText: (text: string) => void,
  baseline: string | null | undefined,
  lists: DealCodeLists,
) {
  const { doc, reason } = useMemo(() => parseDraft(text), [text]);
  const locks = useMemo(() => nationalRequired(baseline), [baseline]);
  const own = useState<DealSelection>({ side: 'reqProperties', node: 0 });
  // The editor keeps the selection across 源码 and 表单 when it holds it.
  const [chosen, setChosen] = kept ?? own;
  const selection = doc ? clamp(doc, chosen) : undefined;
  const latest = useRef({ doc, selection, text, onText, lists });
  latest.current = { doc, selection, text, onText, lists };

  /** Applies an edit to the current document and writes its text when it changed anything. */
  const write = useCallback((edit: (doc: Data, lists: DealCodeLists) => Data, select?: DealSelection) => {
    const { doc: now, text: before, onText: save, lists: known } = latest.current;
    if (!now) return;
    const next = pretty(edit(now, known));
    if (next !== before) save(next);
    if (select) setChosen(select);
  }, [setChosen]);

  const edits = useMemo(() => {
    const at = () => latest.current.selection;
    return {
      setDealKeys: (keys: Data) => write((d, l) => setDealKeys(d, keys, l)),
      setNodeKeys: (keys: Data) => {
        const s = at();
        if (s) write((d, l) => setNodeKeys(d, s, keys, l));
      },
      addNode: (side: DealSide) =>
        write((d, l) => addNode(d, side, l), { side, node: nodesAt(latest.current.doc, side).length }),
      removeNode: () => {
        const s = at();
        if (s) write((d, l) => removeNode(d, s, l), { side: s.side, node: Math.max(0, s.node - 1) });
      },
      setField: (field: Data) => {
        const s = at();
        if (s?.field !== undefined) write((d, l) => setField(d, s, s.field!, field, l));
      },
      addField: () => {
        const s = at();
        if (s) write((d, l) => addField(d, s, l), { ...s, field: fieldsAt(latest.current.doc, s).length });
      },
      removeField: () => {
        const s = at();
        if (s?.field !== undefined) write((d, l) => removeField(d, s, s.field!, l));
      },
      /** Moves a field of the selected node from one place to another; the moved field stays selected. */
      moveField: (from: number, to: number) => {
        const s = at();
        const count = s ? fieldsAt(latest.current.doc, s).length : 0;
        if (s && to >= 0 && to < count) write((d, l) => moveField(d, s, from, to, l), { ...s, field: to });
      },
    };
  }, [write]);

  const locked = (index: number | undefined) =>
    !!doc && !!selection && index !== undefined && isLocked(doc, selection, index, locks);
  return { doc, reason, selection, select: setChosen, edits, locked };
}

export type DealMetaFormState = ReturnType<typeof useDealMetaForm>;
