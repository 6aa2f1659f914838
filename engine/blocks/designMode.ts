import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * Design mode (docs/studio.md, 设计): while on, every rendered descriptor node carries
 * `data-yb-node="<JSON Pointer>"` on its outermost element, for the designer's canvas to outline and
 * select. The context holds the pointer of the node being drawn: `undefined` when design mode is off
 * (the default: nothing changes for operators), `null` inside a part that names no descriptor node
 * (the fields of a shared schema).
 */
export const DesignModeContext = createContext<string | null | undefined>(undefined);

/** The attribute of a rendered node. */
export const NODE_ATTRIBUTE = 'data-yb-node';

const NO_ATTRS: Readonly<Record<string, never>> = Object.freeze({});

/** Turns design mode on (or off) for the screen rendered inside: its nodes name their pointers. */
export function DesignModeProvider({ on = true, children }: { on?: boolean; children: ReactNode }) {
  return createElement(DesignModeContext.Provider, { value: on ? '' : undefined }, children);
}

/** Whether the screen is rendered in design mode. */
export function useDesignMode(): boolean {
  return useContext(DesignModeContext) !== undefined;
}

/** The pointer of the node being drawn, in design mode; `undefined` when off or unnamed. */
export function useNodePointer(): string | undefined {
  return useContext(DesignModeContext) ?? undefined;
}

/**
 * The descendants are drawn inside the node `pointer` (`null`: inside no named node). Off design
 * mode it adds nothing to the tree.
 */
export function NodePointer({ pointer, children }: { pointer: string | null; children: ReactNode }) {
  const on = useDesignMode();
  if (!on) return children;
  return createElement(DesignModeContext.Provider, { value: pointer }, children);
}

/** RFC 6901: `~` and `/` in a key are escaped as `~0` and `~1`. */
const escapeKey = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** The pointer of a child of `base` (`childPointer('/blocks/0', 'columns', 2)` is `/blocks/0/columns/2`). */
export function childPointer(base: string, ...keys: (string | number)[]): string {
  return base + keys.map((k) => `/${escapeKey(k)}`).join('');
}

/** The attributes that name a node, to spread on its outermost element; none when `pointer` is undefined. */
export function nodeAttrs(pointer: string | undefined): Readonly<Record<string, string>> {
  return pointer === undefined ? NO_ATTRS : { [NODE_ATTRIBUTE]: pointer };
}

/**
 * The pointer of a child of the node being drawn, or `undefined` off design mode: a view names its
 * columns, buttons and items with it (`useChildPointer('columns')` then `${base}/${i}`).
 */
export function useChildPointer(...keys: (string | number)[]): string | undefined {
  const base = useNodePointer();
  return base === undefined ? undefined : childPointer(base, ...keys);
}

/**
 * Where the fields of the form spec at `form` are named: its inline `schema` (a field is
 * `<form>/schema/properties/<name>`); `null` for a shared schema of `schemas/`, whose fields are no
 * node of the descriptor.
 */
export function fieldsPointer(form: string | undefined, schema: unknown): string | null {
  return form !== undefined && typeof schema === 'object' && schema !== null
    ? childPointer(form, 'schema')
    : null;
}

/** The pointer of the field at `path` (RJSF's path: names, and indexes of array items) under `fields`. */
export function fieldPointer(fields: string, path: readonly (string | number)[]): string {
  return childPointer(
    fields,
    ...path.flatMap((k) => (typeof k === 'number' ? ['items'] : ['properties', k])),
  );
}
