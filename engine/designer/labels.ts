/**
 * Names of a selection for the configurator (docs/studio.md, 设计): the crumb 界面 › 角色列表 › 列 › 状态,
 * and the node a lint problem belongs to.
 */
import { pathSegments } from '../blocks/controllers/descriptorEditor/jsonLocate';
import { KIND_NAMES } from './kinds';
import { outlineOf } from './outline';
import { isWithin, pointerOf } from './pointer';
import type { Schema } from './schemaNav';
import type { NodePath, OutlineNode } from './types';

/** The outline nodes from the root down to the deepest node that is `path` or holds it. */
export function nodeChain(outline: OutlineNode, path: NodePath): OutlineNode[] {
  const chain = [outline];
  for (;;) {
    const next = chain.at(-1)!.children.find((c) => isWithin(path, c.path));
    if (!next) return chain;
    chain.push(next);
  }
}

/** The crumb of a node: the screen, each block by its name, any other node by its kind and its name. */
export function crumbOf(chain: OutlineNode[]): string[] {
  return chain.flatMap((n) => {
    if (n.kind === 'screen' || n.kind === 'block') return [n.label];
    const kind = KIND_NAMES[n.kind];
    return n.label === kind ? [kind] : [kind, n.label];
  });
}

/** The crumb of the node at `path`, e.g. `['界面', '角色列表', '列', '状态']` (joined with ' › '). */
export function pathLabels(doc: unknown, schema: Schema, path: NodePath): string[] {
  return crumbOf(nodeChain(outlineOf(doc, schema), path));
}

/** Keys of a form spec keyed by field name: a problem there belongs to that field. */
const FIELD_KEYED = new Set(['uiSchema', 'fieldStates', 'defaults', 'derived', 'options']);

/**
 * The outline node a lint problem belongs to: its path (`blocks[0].columns[2].field`, or a JSON Pointer
 * from the schema check) turned into a pointer, then the deepest node holding it. A problem under a
 * form's `uiSchema.<name>`, `fieldStates.<name>`… belongs to that field.
 */
export function nodeAtProblem(outline: OutlineNode, problemPath: string): OutlineNode {
  const segs = pathSegments(problemPath);
  const chain = nodeChain(outline, pointerOf(segs));
  const last = chain.at(-1)!;
  for (let i = 0; i < segs.length - 1; i++) {
    if (!FIELD_KEYED.has(segs[i]!)) continue;
    const field = pointerOf([...segs.slice(0, i), 'schema', 'properties', segs[i + 1]!]);
    const hit = last.children.find((c) => c.path === field);
    if (hit) return hit;
  }
  return last;
}

/**
 * The messages of the lint by the node they mark (red in the canvas and the outline); a node's
 * messages in the lint's order.
 */
export function problemsByNode(
  outline: OutlineNode,
  problems: readonly { path: string; message: string }[],
): Map<NodePath, string[]> {
  const out = new Map<NodePath, string[]>();
  for (const p of problems) {
    const at = nodeAtProblem(outline, p.path).path;
    out.set(at, [...(out.get(at) ?? []), p.message]);
  }
  return out;
}
