import { useEffect, useMemo, useState } from 'react';
import { Ajv } from 'ajv';
import { DealMetaSchema, type DealMeta } from '../../../../schemas/deal';
import type { DealEditorBlock } from '../../../descriptor';
import { describeSchemaErrors } from '../../../lint/schemaErrors';
import { syntaxProblem, type EditorProblem } from '../descriptorEditor/checkDescriptorText';

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
  useEffect(() => {
    const timer = setTimeout(() => {
      const result = checkDealText(text);
      setChecked({ problems: result.problems, stale: !result.meta });
      if (result.meta) setMeta(result.meta);
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const schema = DealMetaSchema as unknown as Record<string, unknown>;
  return useMemo(() => ({ text, setText, ...checked, meta, schema }), [text, checked, meta, schema]);
}
