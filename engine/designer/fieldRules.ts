/**
 * A form field's rules that JSON Schema keeps on the form, not on the field (docs/studio.md, 设计): its
 * required mark (the form schema's `required`) and the message shown when it is left empty (ajv-errors'
 * `errorMessage.required.<name>` there). 属性 shows them as keys of the field — 必填 and 必填提示 — and
 * writes them where they belong.
 */
import { childPath, fieldOf, valueAt } from './pointer';
import type { NodePath, PatchOp } from './types';

/** The field keys 属性 shows that live on the form schema. */
export const FIELD_RULE_KEYS = ['required', 'requiredMessage'] as const;
type RuleKey = (typeof FIELD_RULE_KEYS)[number];

export const isFieldRule = (key: string): key is RuleKey =>
  (FIELD_RULE_KEYS as readonly string[]).includes(key);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The form field at `path`, with its rules read from the form schema beside its own keys. */
export function fieldWithRules(doc: unknown, path: NodePath): unknown {
  const value = valueAt(doc, path);
  const at = fieldOf(path);
  if (!at || !isObject(value)) return value;
  const form = valueAt(doc, `${at.spec}/schema`);
  if (!isObject(form)) return value;
  const required = Array.isArray(form.required) && form.required.includes(at.name);
  const message = isObject(form.errorMessage) ? (form.errorMessage.required as Json | undefined) : undefined;
  const said = isObject(message) ? message[at.name] : undefined;
  return {
    ...value,
    ...(required ? { required: true } : {}),
    ...(typeof said === 'string' ? { requiredMessage: said } : {}),
  };
}

/** The patch that sets one of the field's rules (`required`, `requiredMessage`) on its form schema. */
export function setFieldRule(doc: unknown, path: NodePath, key: RuleKey, value: unknown): PatchOp[] {
  const at = fieldOf(path);
  const formPath = at && `${at.spec}/schema`;
  const form = formPath && valueAt(doc, formPath);
  if (!at || !formPath || !isObject(form)) return [];
  return key === 'required'
    ? requiredOps(form, formPath, at.name, value === true)
    : messageOps(form, formPath, at.name, typeof value === 'string' && value !== '' ? value : undefined);
}

function requiredOps(form: Json, formPath: NodePath, name: string, on: boolean): PatchOp[] {
  const list = Array.isArray(form.required) ? (form.required as unknown[]) : undefined;
  const at = childPath(formPath, 'required');
  const index = list ? list.indexOf(name) : -1;
  if (on) {
    if (index >= 0) return [];
    return list ? [{ op: 'add', path: `${at}/-`, value: name }] : [{ op: 'add', path: at, value: [name] }];
  }
  if (index < 0) return [];
  return list!.length === 1 ? [{ op: 'remove', path: at }] : [{ op: 'remove', path: `${at}/${index}` }];
}

/**
 * Sets or removes `errorMessage.required.<name>`, making the containers it needs and removing those it
 * empties. A whole-form message (`errorMessage` a string) is kept as ajv-errors' `_` (the other errors).
 */
function messageOps(form: Json, formPath: NodePath, name: string, message: string | undefined): PatchOp[] {
  const own = form.errorMessage;
  const messages: Json = isObject(own) ? { ...own } : typeof own === 'string' ? { _: own } : {};
  const required: Json = isObject(messages.required) ? { ...messages.required } : {};
  if (message === undefined) {
    if (!(name in required)) return [];
    delete required[name];
  } else {
    if (required[name] === message) return [];
    required[name] = message;
  }
  if (Object.keys(required).length) messages.required = required;
  else delete messages.required;
  const at = childPath(formPath, 'errorMessage');
  if (!Object.keys(messages).length) return own === undefined ? [] : [{ op: 'remove', path: at }];
  return [{ op: own === undefined ? 'add' : 'replace', path: at, value: messages }];
}
