/**
 * The shape of a deal's input as its metadata declares it (docs/server.md#deals-and-the-insurance-center-simulator):
 * only its input nodes, an object node holding field values, a list node holding rows of field values
 * (or one row). An unknown node or anything nested deeper is refused before the deal runs, so that no
 * part of the deal (the envelope, the log) walks more than the metadata allows.
 */
import type { DealMeta } from '../../../schemas/deal';
import { isRecord } from './types';

export const unknownNode = (name: string) => `交易输入含未知节点 ${name.slice(0, 40)}`;
export const tooDeep = (path: string) => `交易输入层级过深：${path.slice(0, 80)}`;

/** The first container found below `levels` levels of containers in `value`, as a dotted path. */
function deeper(value: unknown, levels: number, path: string): string | undefined {
  const stack: Array<[unknown, string, number]> = [[value, path, 0]];
  while (stack.length > 0) {
    const [v, at, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= levels) return at;
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [key, x] of entries) stack.push([x, `${at}.${key}`, depth + 1]);
  }
  return undefined;
}

/** The Chinese refusal of an input that does not have its deal's shape, or undefined when it does. */
export function dealInputShapeProblem(meta: DealMeta, raw: unknown): string | undefined {
  if (!isRecord(raw)) return undefined;
  for (const [name, value] of Object.entries(raw)) {
    const node = meta.reqProperties.find((n) => n.nodeName === name);
    if (!node) return unknownNode(name);
    // An object node is one row of values; a list node is a list of rows (or one row, taken as a list).
    const at = deeper(value, node.array && Array.isArray(value) ? 2 : 1, name);
    if (at !== undefined) return tooDeep(at);
  }
  return undefined;
}
