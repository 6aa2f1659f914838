import { useEffect, useMemo, useState } from 'react';
import { Ajv } from 'ajv';
import { DealMetaSchema, type DealMeta } from '../../../../schemas/deal';
import { useApp } from '../../../app';
import type { DealEditorBlock } from '../../../descriptor';
import { describeSchemaErrors } from '../../../lint/schemaErrors';
import { syntaxProblem, type EditorProblem } from '../descriptorEditor/checkDescriptorText';
import { STUDIO_SUBJECTS } from '../studio/studioTypes';
import type { DealCodeLists } from './dealMetaFormEdit';

/** Quiet time after a keystroke before the text is checked and previewed again (as 界面预览's). */
const CHECK_DELAY_MS = 300;

const pretty = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

let compiled: ReturnType<Ajv['compile']> | undefined;
/** The metadata's schema (schemas/dealMeta.ts), compiled on first use. */
const validateMeta = () => (compiled ??= new Ajv({ allErrors: true, strict: false }).compile(DealMetaSchema));

/** The problems of a deal's metadata text (JSON syntax, then its schema), and the metadata when it has none. */
export function checkDealText(text: string): { problems: EditorProblem[]; meta?: DealMeta } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { problems: [syntaxProblem(text, e)] };
  }
  const validate = validateMeta();
  if (validate(doc)) return { problems: [], meta: doc as DealMeta };
  const problems = describeSchemaErrors(validate.errors ?? [], 5).map((e) => ({
    path: e.path,
    message: `不符合交易元数据 schema：${e.message}`,
  }));
  return { problems };
}

export interface DealEditorController {
  text: string;
  setText(text: string): void;
  /** Problems of the text as last checked (a moment after the last edit). */
  problems: EditorProblem[];
  /** The last metadata that passed its schema: the preview draws it. */
  meta?: DealMeta;
  /** The preview shows an earlier text: the current one does not parse or breaks the schema. */
  stale: boolean;
  /** The metadata's JSON Schema (the editor's completion and checks). */
  schema: Record<string, unknown>;
  /** The code lists a field's 代码表 may name, read from the deals' studio (none before, or without it). */
  codeLists?: DealCodeLists;
}

/**
 * The code lists publishing accepts (`GET {studio}/code-lists`: the national interface's and the
 * base-info ones), read once for the editor's 代码表; none while unread or refused.
 */
function useCodeLists(block: DealEditorBlock): DealCodeLists | undefined {
  const { api } = useApp();
  const path = block.studio.path ?? STUDIO_SUBJECTS.deal.path;
  const [lists, setLists] = useState<DealCodeLists>();
  useEffect(() => {
    let live = true;
    api.request<DealCodeLists>('GET', `${path}/code-lists`).then(
      (answer) => live && setLists(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, path]);
  return lists;
}

/**
 * 交易目录's editor state: the metadata's text, checked a moment after each edit against the metadata's
 * schema, and the last valid metadata for the live preview (a dealForm drawn from it).
 */
export function useDealEditorController(block: DealEditorBlock): DealEditorController {
  const [text, setText] = useState(() => pretty(block.template));
  const [checked, setChecked] = useState<{ problems: EditorProblem[]; stale: boolean }>({
    problems: [],
    stale: false,
  });
  const [meta, setMeta] = useState<DealMeta>();
  const codeLists = useCodeLists(block);
  useEffect(() => {
    const timer = setTimeout(() => {
      const result = checkDealText(text);
      setChecked({ problems: result.problems, stale: !result.meta });
      if (result.meta) setMeta(result.meta);
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const schema = DealMetaSchema as unknown as Record<string, unknown>;
  return useMemo(
    () => ({ text, setText, ...checked, meta, schema, codeLists }),
    [text, checked, meta, schema, codeLists],
  );
}
