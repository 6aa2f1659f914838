import type { ErrorObject } from 'ajv';
import { fieldMessages, messagePath, type FieldError as AjvError } from '../schemas/messages';
import { CONTROL_MESSAGE, DEPTH_MESSAGE, MAX_DEPTH_KEYWORD, NO_CONTROL_KEYWORD } from './inputBounds';

export interface FieldError {
  /** Dotted path of the field (`menuname`, `menuId.0`), empty for the whole request. */
  field: string;
  message: string;
}

type Schemaish = { properties?: Record<string, { title?: unknown } | undefined> } | undefined;

const GENERIC = '请求参数格式不正确';

/** At most this many field errors are reported (the first ones in form order). */
export const MAX_REPORTED_ERRORS = 10;

/**
 * The input bounds' own keywords (control characters, nesting depth) as a message of the schema: the
 * top-level field's title with the rule (备注不能包含控制字符), 请求参数… for the request as a whole.
 */
function boundsMessage(error: ErrorObject, schema: Schemaish): AjvError {
  const top = (messagePath(error) ?? '').split('.')[0] ?? '';
  const title = schema?.properties?.[top]?.title;
  const rule = error.keyword === NO_CONTROL_KEYWORD ? CONTROL_MESSAGE : DEPTH_MESSAGE;
  const name = top && typeof title === 'string' && title !== '' ? title : '请求参数';
  return { keyword: 'errorMessage', instancePath: error.instancePath, message: `${name}${rule}` };
}

/**
 * The field errors of a failed validation, worded by the mapper the console's forms use
 * (`schemas/messages.ts`: 请输入{title}, {title}不能超过{n}个字符…, the schema's own `errorMessage`
 * first), in the order of the schema's properties (so the first one is the first field of the form),
 * each message once, the first {@link MAX_REPORTED_ERRORS} only. `schema` is the one that validated
 * the request part (its `$ref` resolved): the titles and choices are read from it.
 */
export function describeValidation(errors: ErrorObject[], schema?: unknown): FieldError[] {
  const s = schema as Schemaish;
  const bounds = (e: ErrorObject) => e.keyword === NO_CONTROL_KEYWORD || e.keyword === MAX_DEPTH_KEYWORD;
  const mapped = errors.map((e): AjvError => (bounds(e) ? boundsMessage(e, s) : e));
  const order = Object.keys(s?.properties ?? {});
  const rank = (field: string) => {
    const i = order.indexOf(field.split('.')[0] ?? '');
    return i < 0 ? order.length : i;
  };
  const all = Object.entries(fieldMessages(mapped, { schema })).flatMap(([field, messages]) =>
    messages.map((message) => ({ field, message })),
  );
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const f of all
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f.field) - rank(b.f.field) || a.i - b.i)) {
    if (seen.has(f.f.message)) continue;
    seen.add(f.f.message);
    out.push(f.f);
    if (out.length === MAX_REPORTED_ERRORS) break;
  }
  return out;
}

export const GENERIC_VALIDATION_MESSAGE = GENERIC;
