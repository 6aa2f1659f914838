import type { ErrorObject } from 'ajv';
import { CONTROL_MESSAGE, DEPTH_MESSAGE, MAX_DEPTH_KEYWORD, NO_CONTROL_KEYWORD } from './inputBounds';

export interface FieldError {
  /** Dotted path of the field (`menuname`, `menuId.0`), empty for the whole request. */
  field: string;
  message: string;
}

type Schemaish = { title?: unknown; properties?: Record<string, { title?: unknown }> } | undefined;

const GENERIC = '请求参数格式不正确';

/** At most this many field errors are reported (the first ones in form order). */
export const MAX_REPORTED_ERRORS = 10;

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required')
    path.push(String((error.params as { missingProperty?: string }).missingProperty));
  return path.join('.');
}

function titled(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** One Chinese message per ajv error: the schema's `errorMessage`, else one built from the field's `title`. */
function describe(error: ErrorObject, titles: Record<string, string>): FieldError | undefined {
  if (error.keyword === 'if') return undefined;
  if (error.keyword === NO_CONTROL_KEYWORD || error.keyword === MAX_DEPTH_KEYWORD) {
    const field = fieldOf(error);
    const rule = error.keyword === NO_CONTROL_KEYWORD ? CONTROL_MESSAGE : DEPTH_MESSAGE;
    return { field, message: `${titles[field.split('.')[0] ?? ''] ?? '请求参数'}${rule}` };
  }
  if (error.keyword === 'errorMessage') {
    const original = (error.params as { errors?: ErrorObject[] }).errors?.[0];
    return { field: original ? fieldOf(original) : fieldOf(error), message: error.message ?? GENERIC };
  }
  const parent = error.parentSchema as Schemaish;
  const field = fieldOf(error);
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty ?? '';
    return { field, message: `缺少必填字段：${titled(parent?.properties?.[missing]?.title, missing)}` };
  }
  // An item of a list without a title of its own (`roleIds.0`) is named by the list's title.
  const title = titled(parent?.title, titles[field.split('.')[0] ?? ''] ?? field);
  return { field, message: title ? `${title}格式不正确` : GENERIC };
}

/**
 * The field errors of a failed validation, in the order of the schema's properties (so the first one
 * is the first field of the form), without duplicates, the first {@link MAX_REPORTED_ERRORS} only.
 * `titles` names the top-level fields (for the messages of errors that carry no schema of their own).
 */
export function describeValidation(
  errors: ErrorObject[],
  propertyOrder: readonly string[] = [],
  titles: Record<string, string> = {},
): FieldError[] {
  const rank = (f: FieldError) => {
    const i = propertyOrder.indexOf(f.field.split('.')[0] ?? '');
    return i < 0 ? propertyOrder.length : i;
  };
  const sorted = errors
    .map((e) => describe(e, titles))
    .filter((f): f is FieldError => f !== undefined)
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i);
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const { f } of sorted) {
    if (seen.has(f.message)) continue;
    seen.add(f.message);
    out.push(f);
    if (out.length === MAX_REPORTED_ERRORS) break;
  }
  return out;
}

export const GENERIC_VALIDATION_MESSAGE = GENERIC;
