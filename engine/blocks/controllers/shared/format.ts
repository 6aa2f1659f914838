import dayjs from 'dayjs';
import type { ColumnFormat } from '../../../descriptor';
import { dictLabel, type Dicts } from '../../../dicts';

/** A value as JSON indented two spaces; a text that holds JSON is parsed first, any other shows as it is. */
function jsonText(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/**
 * Shows a cell or description value: code → label (inline map, then the base-info dictionary, then the
 * fallback label), amount decimals, date pattern, or indented JSON.
 */
export function formatValue(value: unknown, format?: ColumnFormat, dicts?: Dicts | null): string {
  if (value === undefined || value === null || value === '') return '';
  if (format?.json) return jsonText(value);
  if (format?.map) {
    const label = format.map[String(value)];
    if (label !== undefined) return label;
  }
  if (format?.dict) {
    const label = dictLabel(dicts, format.dict, value);
    if (label !== undefined) return label;
  }
  if (format?.fallback !== undefined && (format.map || format.dict)) return format.fallback;
  if (format?.decimals !== undefined) {
    const n = Number(value);
    if (Number.isFinite(n)) return n.toFixed(format.decimals);
  }
  if (format?.date) {
    const d = dayjs(value as string | number);
    if (d.isValid()) return d.format(format.date);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
