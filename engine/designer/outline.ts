/**
 * The outline of a screen (docs/studio.md, 设计): its blocks, their dialogs, columns, actions and the
 * fields of every form, read from the descriptor beside its JSON Schema, so a block type added to the
 * registry appears here with no code.
 */
import { FORM_SCHEMA_DEFINITION, FORM_SCHEMA_KEY, KIND_NAMES, NODE_MAPS, OPAQUE, kindOfKey } from './kinds';
import { fieldOrder, inlineProperties } from './formFields';
import { childPath } from './pointer';
import {
  definitionsOf,
  isPlainObject,
  propertySchema,
  refName,
  resolveFor,
  unionOf,
  type Resolved,
  type Schema,
} from './schemaNav';
import type { NodeKind, NodePath, OutlineGroup, OutlineNode } from './types';

const isContainer = (v: unknown): v is object => !!v && typeof v === 'object';
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** The definitions that are members of the schema's `Block` union. */
export function blockDefinitions(root: Schema): Set<string> {
  const block = definitionsOf(root).Block;
  const members = (block && unionOf(block)) ?? [];
  return new Set(members.map((m) => String(m.$ref ?? '').replace('#/definitions/', '')).filter(Boolean));
}

/** What a configurator reads for a node: its title, label or id, else its definition's or kind's name. */
export function labelOf(value: unknown, kind: NodeKind, fallback?: string, defTitle?: unknown): string {
  const o = isPlainObject(value) ? value : {};
  // A title by mode ({"new": "新建服务单", "edit": …}) reads as its first text.
  const byMode = isPlainObject(o.title) ? Object.values(o.title).find((t) => str(t)) : undefined;
  return (
    str(o.title) ?? str(byMode) ?? str(o.label) ?? str(o.id) ?? fallback ?? str(defTitle) ?? KIND_NAMES[kind]
  );
}

/** Whether a schema names (through its `$ref`s) a definition the outline does not descend into. */
function opaque(root: Schema, s: Schema | undefined): boolean {
  const defs = definitionsOf(root);
  for (let i = 0; i < 20 && s; i++) {
    const name = refName(s);
    if (!name) return false;
    if (OPAQUE.has(name)) return true;
    s = defs[name];
  }
  return false;
}

interface Walk {
  root: Schema;
  blocks: Set<string>;
}

function node(
  w: Walk,
  value: unknown,
  r: Resolved | undefined,
  path: NodePath,
  kind: NodeKind,
  movable: boolean,
  name?: string,
): OutlineNode {
  const defTitle = kind === 'block' ? r?.schema.title : undefined;
  const n: OutlineNode = { path, kind, label: labelOf(value, kind, name, defTitle), movable, children: [] };
  if (r?.definition) n.definition = r.definition;
  if (r) collect(w, value, r.schema, path, n);
  return n;
}

function fieldNodes(spec: unknown, specPath: NodePath, kind: NodeKind, group: OutlineGroup): OutlineNode[] {
  const props = inlineProperties(spec) ?? {};
  return fieldOrder(spec).map((name) => {
    const p = props[name];
    const title = isPlainObject(p) ? str(p.title) : undefined;
    return {
      path: childPath(specPath, 'schema', 'properties', name),
      kind,
      label: title ?? name,
      movable: true,
      children: [],
      group,
    };
  });
}

/** The node, grouped under the key that holds it unless it is a block (blocks are the page's own shape). */
const grouped = (n: OutlineNode, group: OutlineGroup): OutlineNode =>
  n.kind === 'block' ? n : { ...n, group };

/**
 * Adds to `into` the nodes found in the object `value` at `path` (and in its plain objects), each grouped
 * under the key of `into` it was found in (the `query` of a list holds its query fields).
 */
function collect(
  w: Walk,
  value: unknown,
  s: Schema,
  path: NodePath,
  into: OutlineNode,
  within?: OutlineGroup,
): void {
  if (!isPlainObject(value)) return;
  const keys = [...Object.keys((s.properties ?? {}) as object), ...Object.keys(value)];
  for (const key of new Set(keys)) {
    const v = value[key];
    if (v === undefined) continue;
    const cs = propertySchema(s, key);
    if (!isContainer(v) || opaque(w.root, cs)) continue;
    const r = resolveFor(w.root, cs, v);
    if (!r) continue;
    const at = childPath(path, key);
    const group = within ?? { key, title: str(cs?.title) ?? key, path: at };
    if (key === FORM_SCHEMA_KEY && r.definition === FORM_SCHEMA_DEFINITION) {
      const kind = path.endsWith('/query') ? 'queryField' : 'formField';
      into.children.push(...fieldNodes(value, path, kind, group));
    } else if (Array.isArray(v)) {
      const items = r.schema.items as Schema | undefined;
      if (opaque(w.root, items)) continue;
      v.forEach((el, i) => {
        const er = isPlainObject(el) ? resolveFor(w.root, items, el) : undefined;
        if (!er) return;
        const kind = kindOfKey(key, value.type, !!er.definition && w.blocks.has(er.definition));
        into.children.push(grouped(node(w, el, er, childPath(at, i), kind, true), group));
      });
    } else if (NODE_MAPS.has(key) && isPlainObject(v)) {
      const items = propertySchema(r.schema, '');
      for (const [name, el] of Object.entries(v))
        into.children.push(
          grouped(
            node(
              w,
              el,
              resolveFor(w.root, items, el),
              childPath(at, name),
              kindOfKey(key, value.type, false),
              false,
              name,
            ),
            group,
          ),
        );
    } else if (isPlainObject(v)) collect(w, v, r.schema, at, into, group);
  }
}

/** The tree of a screen: the screen (`''`) and every block, dialog, column, action and form field in it. */
export function outlineOf(doc: unknown, schema: Schema): OutlineNode {
  const w: Walk = { root: schema, blocks: blockDefinitions(schema) };
  const root = node(w, doc, resolveFor(schema, schema, doc), '', 'screen', false);
  root.label = KIND_NAMES.screen;
  return root;
}

/** Every node of an outline, depth first (the canvas's selectable nodes, a search by path). */
export function flattenOutline(n: OutlineNode, out: OutlineNode[] = []): OutlineNode[] {
  out.push(n);
  for (const c of n.children) flattenOutline(c, out);
  return out;
}

/** A node's children as the outline shows them: each group once, where its first node is, holding its nodes. */
export interface OutlineGroupEntry {
  group: OutlineGroup;
  children: OutlineNode[];
}
export type OutlineEntry = OutlineNode | OutlineGroupEntry;

/** A group of the outline (a node has a path; a group has none of its own). */
export const isGroupEntry = (e: OutlineEntry): e is OutlineGroupEntry => !('path' in e);

export function groupedChildren(n: OutlineNode): OutlineEntry[] {
  const out: OutlineEntry[] = [];
  const groups = new Map<NodePath, OutlineNode[]>();
  for (const c of n.children) {
    if (!c.group) out.push(c);
    else if (groups.has(c.group.path)) groups.get(c.group.path)!.push(c);
    else {
      const children = [c];
      groups.set(c.group.path, children);
      out.push({ group: c.group, children });
    }
  }
  return out;
}
