import type { DealMeta, DealNode, DealProperty } from '../../schemas/deal';
import type { DealData } from './types';
import { widgetOf } from './widgetOf';

/** Rows of a list node in a sample answer. */
export const SAMPLE_ROWS = 2;

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * A field's value in a sample answer, by its type: a code list's first code, today for a date
 * (and its start for a date-time), 0 for a number, else its Chinese name cut to its length.
 */
export function sampleValue(prop: DealProperty, today: Date): string | number {
  const first = prop.options?.[0];
  if (first) return first.value;
  const widget = widgetOf(prop);
  if (widget === 'date') return dateOf(today);
  if (widget === 'datetime') return `${dateOf(today)} 00:00:00`;
  if (prop.numeric) return 0;
  return (prop.comment || prop.name).slice(0, Math.max(prop.length, 1));
}

const rowOf = (node: DealNode, today: Date) =>
  Object.fromEntries(node.properties.map((p) => [p.name, sampleValue(p, today)]));

/**
 * An answer as the deal's output nodes would carry it (docs/studio.md, 交易目录), for previewing the
 * output view before any deal is run: an object per node, two rows for a list node.
 */
export function sampleAnswer(meta: Pick<DealMeta, 'resProperties'>, today = new Date()): DealData {
  return Object.fromEntries(
    meta.resProperties.map((node) => [
      node.nodeName,
      node.array ? Array.from({ length: SAMPLE_ROWS }, () => rowOf(node, today)) : rowOf(node, today),
    ]),
  );
}
