import type { DealNode, DealProperty } from '../../../schemas/deal';
import type { DealMeta } from '../../../schemas/deal';
import { normaliseValue } from '../../../engine/form/normalise';
import { dateOnly, dateTime } from '../time';
import { propertySchema } from './schema';
import { isRecord, type CleanInput, type CleanRow } from './types';

/** Each property's schema, made once (a fee list may hold thousands of rows). */
const schemas = new WeakMap<DealProperty, Record<string, unknown>>();
function schemaOf(p: DealProperty): Record<string, unknown> {
  let schema = schemas.get(p);
  if (!schema) schemas.set(p, (schema = propertySchema(p)));
  return schema;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A value as the center reads it: text (docs/server.md#input-as-people-type-it); ISO instants from date
 * pickers become China time.
 */
function clean(p: DealProperty, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  // Trimmed, and half-width where a number or date is expected (`５７．００`), as the console's form does.
  const text = normaliseValue(schemaOf(p), value) as string;
  if (text === '') return undefined;
  if ((p.formType === 'DATE14' || p.formType === 'DATE8') && ISO_INSTANT.test(text)) {
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime()))
      return p.formType === 'DATE14' ? dateTime(instant) : dateOnly(instant);
  }
  if (p.formType === 'DATE14' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text))
    return text.replace('T', ' ');
  return text;
}

function cleanRow(node: DealNode, row: Record<string, unknown>, bad: string[]): CleanRow {
  const out: CleanRow = {};
  for (const p of node.properties) {
    const raw = row[p.name];
    const value = clean(p, raw);
    if (value !== undefined) out[p.name] = value;
    else if (raw !== undefined && raw !== null && raw !== '' && typeof raw !== 'string') bad.push(p.comment);
  }
  return out;
}

/**
 * The input of a deal keeping only its declared fields, as text; a missing node is an empty object
 * (or list). Values that are not text, numbers or booleans are reported in `bad` by their label.
 */
export function normaliseInput(meta: DealMeta, raw: unknown): { input: CleanInput; bad: string[] } {
  const source = isRecord(raw) ? raw : {};
  const input: CleanInput = {};
  const bad: string[] = [];
  for (const node of meta.reqProperties) {
    const value = source[node.nodeName];
    if (node.array) {
      const rows = Array.isArray(value) ? value : isRecord(value) ? [value] : [];
      input[node.nodeName] = rows.map((r) => cleanRow(node, isRecord(r) ? r : {}, bad));
    } else {
      input[node.nodeName] = cleanRow(node, isRecord(value) ? value : {}, bad);
    }
  }
  return { input, bad };
}
