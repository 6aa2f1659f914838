/**
 * The designer's edits as JSON patches on the draft (docs/studio.md, 设计). Each builder returns the
 * operations only; the store applies them as one undoable step. An edit that adds a node names it
 * (see {@link addedPath}), for the designer to select it.
 */
import { fieldOrder, freshName, inlineProperties, uiOrderOf } from './formFields';
import { childPath, fieldOf, splitLast, valueAt } from './pointer';
import { isPlainObject } from './schemaNav';
import type { NodePath, PatchOp } from './types';

/** Sets (or, with `undefined`, removes) one key of the object at `path`. */
export function setProperty(doc: unknown, path: NodePath, key: string, value: unknown): PatchOp[] {
  const at = childPath(path, key);
  const holder = valueAt(doc, path);
  const has = isPlainObject(holder) && Object.hasOwn(holder, key);
  if (value === undefined) return has ? [{ op: 'remove', path: at }] : [];
  return [{ op: has ? 'replace' : 'add', path: at, value }];
}

export const replaceNode = (path: NodePath, value: unknown): PatchOp[] => [{ op: 'replace', path, value }];

/** A patch that adds a node, with the node's pointer. */
export type AddingPatch = PatchOp[] & { added?: NodePath };

const adding = (ops: PatchOp[], added: NodePath): AddingPatch => Object.assign(ops, { added });

/** The pointer of the node a patch of {@link duplicate} or {@link addChild} adds, for selecting it. */
export const addedPath = (ops: PatchOp[]): NodePath | undefined => (ops as AddingPatch).added;

/** Every string `id` in a document (block ids, which `refresh` names: a copy needs its own). */
function idsOf(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => idsOf(x, out));
  else if (isPlainObject(v)) {
    if (typeof v.id === 'string') out.add(v.id);
    Object.values(v).forEach((x) => idsOf(x, out));
  }
  return out;
}

/** Ops that write a form's field order (`uiSchema["ui:order"]`), creating the uiSchema when absent. */
function writeOrder(spec: unknown, specPath: NodePath, order: string[]): PatchOp[] {
  const ui = isPlainObject(spec) ? spec.uiSchema : undefined;
  if (!isPlainObject(ui))
    return [{ op: 'add', path: childPath(specPath, 'uiSchema'), value: { 'ui:order': order } }];
  return [
    {
      op: Object.hasOwn(ui, 'ui:order') ? 'replace' : 'add',
      path: childPath(specPath, 'uiSchema', 'ui:order'),
      value: order,
    },
  ];
}

function duplicateField(doc: unknown, spec: NodePath, name: string): AddingPatch {
  const s = valueAt(doc, spec) as Record<string, unknown>;
  const props = inlineProperties(s) ?? {};
  const copy = freshName(name, (n) => Object.hasOwn(props, n));
  const ops: PatchOp[] = [
    { op: 'add', path: childPath(spec, 'schema', 'properties', copy), value: props[name] },
  ];
  const order = uiOrderOf(s);
  if (order) {
    const i = order.indexOf(name);
    ops.push({
      op: 'add',
      path: childPath(spec, 'uiSchema', 'ui:order', i < 0 ? order.length : i + 1),
      value: copy,
    });
  }
  const ui = s.uiSchema;
  if (isPlainObject(ui) && ui[name] !== undefined)
    ops.push({ op: 'add', path: childPath(spec, 'uiSchema', copy), value: ui[name] });
  const required = (s.schema as Record<string, unknown>).required;
  if (Array.isArray(required) && required.includes(name))
    ops.push({ op: 'add', path: childPath(spec, 'schema', 'required', '-'), value: copy });
  return adding(ops, childPath(spec, 'schema', 'properties', copy));
}

/** A copy of the node just after it: a fresh `id` (`roles` → `roles2`), a form field under a new name. */
export function duplicate(doc: unknown, path: NodePath): AddingPatch {
  const field = fieldOf(path);
  if (field) return duplicateField(doc, field.spec, field.name);
  const { parent, key } = splitLast(path);
  const holder = valueAt(doc, parent);
  const copy = structuredClone(valueAt(doc, path));
  const ids = idsOf(doc);
  if (isPlainObject(copy) && typeof copy.id === 'string') copy.id = freshName(copy.id, (n) => ids.has(n));
  const at = Array.isArray(holder)
    ? childPath(parent, Number(key) + 1)
    : isPlainObject(holder)
      ? childPath(
          parent,
          freshName(key, (n) => Object.hasOwn(holder, n)),
        )
      : undefined;
  return at === undefined ? [] : adding([{ op: 'add', path: at, value: copy }], at);
}

/** Ops that drop a field's entries keyed by its name (uiSchema, fieldStates, defaults…), and `required`. */
function removeField(doc: unknown, spec: NodePath, name: string): PatchOp[] {
  const s = valueAt(doc, spec) as Record<string, unknown>;
  const ops: PatchOp[] = [{ op: 'remove', path: childPath(spec, 'schema', 'properties', name) }];
  const required = (s.schema as Record<string, unknown>).required;
  if (Array.isArray(required) && required.includes(name))
    ops.push({
      op: 'replace',
      path: childPath(spec, 'schema', 'required'),
      value: required.filter((n) => n !== name),
    });
  const order = uiOrderOf(s);
  if (order?.includes(name))
    ops.push({
      op: 'replace',
      path: childPath(spec, 'uiSchema', 'ui:order'),
      value: order.filter((n) => n !== name),
    });
  for (const keyed of ['uiSchema', 'fieldStates', 'defaults', 'derived', 'options']) {
    const m = s[keyed];
    if (isPlainObject(m) && Object.hasOwn(m, name))
      ops.push({ op: 'remove', path: childPath(spec, keyed, name) });
  }
  return ops;
}

/** Removes a node; a form field takes its `required` mark, its `ui:order` entry and its uiSchema with it. */
export function remove(doc: unknown, path: NodePath): PatchOp[] {
  const field = fieldOf(path);
  if (field) return removeField(doc, field.spec, field.name);
  return valueAt(doc, path) === undefined ? [] : [{ op: 'remove', path }];
}

/** Moves a node among its siblings to `toIndex`; a form field by rewriting `ui:order` (written if absent). */
export function move(doc: unknown, path: NodePath, toIndex: number): PatchOp[] {
  const field = fieldOf(path);
  if (field) {
    const spec = valueAt(doc, field.spec);
    const order = fieldOrder(spec).filter((n) => n !== field.name);
    const to = Math.max(0, Math.min(toIndex, order.length));
    order.splice(to, 0, field.name);
    return writeOrder(spec, field.spec, order);
  }
  const { parent, key } = splitLast(path);
  const holder = valueAt(doc, parent);
  if (!Array.isArray(holder)) return [];
  const to = Math.max(0, Math.min(toIndex, holder.length - 1));
  return to === Number(key) ? [] : [{ op: 'move', from: path, path: childPath(parent, to) }];
}

/** How a slot holds its children: an array, a map by name (`dialogs`), or a form's fields. */
export type SlotContainer = 'array' | 'map' | 'fields';

/**
 * Adds `item` under `key` of the node at `parentPath`: at the end of an array (created if absent), under
 * a fresh name of a map, or as a new field of the form spec at `key` (`''`: the node itself is the form),
 * its inline schema created if absent, its `ui:order` extended when it has one.
 */
export function addChild(
  doc: unknown,
  parentPath: NodePath,
  key: string,
  item: unknown,
  container: SlotContainer = 'array',
): AddingPatch {
  const parent = valueAt(doc, parentPath);
  const current = isPlainObject(parent) ? parent[key] : undefined;
  if (container === 'fields') return addField(doc, key ? childPath(parentPath, key) : parentPath, item);
  if (container === 'map') {
    const m = isPlainObject(current) ? current : {};
    const name = freshName(`${key.replace(/s$/, '')}1`, (n) => Object.hasOwn(m, n));
    const at = childPath(parentPath, key, name);
    if (!isPlainObject(current))
      return adding([{ op: 'add', path: childPath(parentPath, key), value: { [name]: item } }], at);
    return adding([{ op: 'add', path: at, value: item }], at);
  }
  if (Array.isArray(current))
    return adding(
      [{ op: 'add', path: childPath(parentPath, key, current.length), value: item }],
      childPath(parentPath, key, current.length),
    );
  return adding(
    [{ op: 'add', path: childPath(parentPath, key), value: [item] }],
    childPath(parentPath, key, 0),
  );
}

/** A new field `field1`, `field2`… of the form spec at `specPath` (the spec and its schema made if absent). */
function addField(doc: unknown, specPath: NodePath, item: unknown): AddingPatch {
  const spec = valueAt(doc, specPath);
  const props = inlineProperties(spec);
  const name = freshName('field1', (n) => !!props && Object.hasOwn(props, n));
  const fieldPath = childPath(specPath, 'schema', 'properties', name);
  if (isPlainObject(spec) && typeof spec.schema === 'string') return [];
  const schema = { type: 'object', properties: { [name]: item } };
  if (!isPlainObject(spec)) return adding([{ op: 'add', path: specPath, value: { schema } }], fieldPath);
  if (!isPlainObject(spec.schema))
    return adding([{ op: 'add', path: childPath(specPath, 'schema'), value: schema }], fieldPath);
  if (!props)
    return adding(
      [{ op: 'add', path: childPath(specPath, 'schema', 'properties'), value: { [name]: item } }],
      fieldPath,
    );
  const ops: PatchOp[] = [{ op: 'add', path: fieldPath, value: item }];
  const order = uiOrderOf(spec);
  if (order && !order.includes('*'))
    ops.push({ op: 'add', path: childPath(specPath, 'uiSchema', 'ui:order', '-'), value: name });
  return adding(ops, fieldPath);
}

/**
 * Moves a node `delta` places among its siblings (上移 -1, 下移 +1), with the pointer it then has, for
 * the selection to follow it. No operations at either end.
 */
export function shift(doc: unknown, path: NodePath, delta: number): { ops: PatchOp[]; path: NodePath } {
  const field = fieldOf(path);
  if (field) {
    const at = fieldOrder(valueAt(doc, field.spec)).indexOf(field.name);
    const to = at + delta;
    const n = fieldOrder(valueAt(doc, field.spec)).length;
    return { ops: at < 0 || to < 0 || to >= n ? [] : move(doc, path, to), path };
  }
  const { parent, key } = splitLast(path);
  const holder = valueAt(doc, parent);
  const to = Number(key) + delta;
  if (!Array.isArray(holder) || !/^\d+$/.test(key) || to < 0 || to >= holder.length) return { ops: [], path };
  return { ops: move(doc, path, to), path: childPath(parent, to) };
}
