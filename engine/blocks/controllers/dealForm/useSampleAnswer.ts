import { useMemo, useState } from 'react';
import type { DealMeta } from '../../../../schemas/deal';
import { sampleAnswer } from '../../../deal/sampleAnswer';

/** Said under 示例应答 while its text does not parse. */
export const SAMPLE_INVALID = '示例应答不是合法的 JSON';

/** The sample answer of a dealForm's `sample`: its JSON text, the last value that parsed, and why not now. */
export interface SampleAnswer {
  text: string;
  /** The answer the output view draws: the text's value, or the last good one while it does not parse. */
  value: unknown;
  /** SAMPLE_INVALID while the text does not parse. */
  error?: string;
  setText(text: string): void;
  /** Back to the answer generated from the metadata. */
  regenerate(): void;
}

interface Edit {
  /** The output nodes the edit was made over: a change of them generates the answer again. */
  key: string;
  text: string;
  ok: boolean;
  good: unknown;
}

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/**
 * The sample answer a dealForm with `sample` draws its output view from (docs/studio.md, 交易目录):
 * generated from the output nodes of `meta`, edited as JSON by the configurator, kept while the output
 * nodes stay as they are and generated again when they change.
 */
export function useSampleAnswer(meta: DealMeta | null): SampleAnswer {
  const outputs = meta?.resProperties;
  const key = useMemo(() => JSON.stringify(outputs ?? []), [outputs]);
  const generated = useMemo(() => {
    const value = sampleAnswer({ resProperties: JSON.parse(key) as DealMeta['resProperties'] });
    return { value, text: JSON.stringify(value, null, 2) };
  }, [key]);
  const [edit, setEdit] = useState<Edit>();
  const current = edit?.key === key ? edit : undefined;
  return {
    text: current?.text ?? generated.text,
    value: current ? current.good : generated.value,
    ...(current && !current.ok ? { error: SAMPLE_INVALID } : {}),
    setText: (text) =>
      setEdit((prev) => {
        const parsed = parse(text);
        const good = prev?.key === key ? prev.good : generated.value;
        return { key, text, ok: parsed.ok, good: parsed.ok ? parsed.value : good };
      }),
    regenerate: () => setEdit(undefined),
  };
}
