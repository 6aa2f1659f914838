/** JSON Pointers (RFC 6901) as the designer names nodes with them (docs/studio.md, 设计). */
import type { NodePath } from './types';

export const escapeSeg = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeSeg = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** The keys and indexes of a pointer (`/blocks/0` → `['blocks', '0']`; `''` → `[]`). */
export const segmentsOf = (path: NodePath): string[] =>
  path === '' ? [] : path.split('/').slice(1).map(unescapeSeg);

export const pointerOf = (segs: readonly (string | number)[]): NodePath =>
  segs.map((s) => `/${escapeSeg(String(s))}`).join('');

export const childPath = (path: NodePath, ...segs: (string | number)[]): NodePath => path + pointerOf(segs);

/** The parent pointer and the last key of a pointer. */
export function splitLast(path: NodePath): { parent: NodePath; key: string } {
  const segs = segmentsOf(path);
  return { parent: pointerOf(segs.slice(0, -1)), key: segs.at(-1) ?? '' };
}

/** The value at a pointer, or undefined when the document has nothing there. */
export function valueAt(doc: unknown, path: NodePath): unknown {
  let v: unknown = doc;
  for (const seg of segmentsOf(path)) {
    if (Array.isArray(v)) v = /^\d+$/.test(seg) ? v[Number(seg)] : undefined;
    else if (v && typeof v === 'object' && Object.hasOwn(v, seg)) v = (v as Record<string, unknown>)[seg];
    else return undefined;
  }
  return v;
}

/** Whether `path` is `ancestor` or lies under it. */
export const isWithin = (path: NodePath, ancestor: NodePath): boolean =>
  path === ancestor || path.startsWith(ancestor + '/');

/** A form field's pointer split into its form spec and its property name (`…/schema/properties/<name>`). */
export function fieldOf(path: NodePath): { spec: NodePath; name: string } | undefined {
  const m = /^(.*)\/schema\/properties\/([^/]+)$/.exec(path);
  return m ? { spec: m[1]!, name: unescapeSeg(m[2]!) } : undefined;
}
