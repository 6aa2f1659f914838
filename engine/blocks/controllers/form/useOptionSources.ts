import { useEffect, useMemo, useState } from 'react';
import type { OptionSource } from '../../../descriptor';
import type { JsonSchema } from '../../../schema';
import { buildObject, getPath, renderTemplate, test } from '../../../expr';
import { useScreen } from '../../../screen';
import type { Scope } from '../shared/ScopeContext';
import { rowsAt } from '../shared/rows';

type Choice = { const: unknown; title: string };

/** One option of a tree (a cascader's): value, label and the options below it. */
export interface TreeOption {
  value: unknown;
  label: string;
  children?: TreeOption[];
}

/** The rows of an answer as a tree of options, following `children` down. */
export function treeOf(rows: unknown[], src: OptionSource): TreeOption[] {
  return rows.map((r) => {
    const kids = src.children ? getPath(r, src.children) : undefined;
    return {
      value: getPath(r, src.value) ?? '',
      label: String(getPath(r, src.label) ?? ''),
      ...(Array.isArray(kids) && kids.length ? { children: treeOf(kids, src) } : {}),
    };
  });
}

/** The uiSchema with each tree-shaped option list given to its field's widget as `ui:options.tree`. */
export function withTrees(uiSchema: Record<string, unknown>, trees: Record<string, TreeOption[]>) {
  const fields = Object.keys(trees);
  if (!fields.length) return uiSchema;
  const out = { ...uiSchema };
  for (const f of fields) {
    const own = (out[f] as Record<string, unknown> | undefined) ?? {};
    const options = (own['ui:options'] as Record<string, unknown> | undefined) ?? {};
    out[f] = { ...own, 'ui:options': { ...options, tree: trees[f] } };
  }
  return out;
}

/** The schema with `oneOf` choices of each field whose options come from a call. */
export function withOptions(schema: JsonSchema, lists: Record<string, Choice[]>): JsonSchema {
  const fields = Object.keys(lists);
  if (!fields.length) return schema;
  const props = { ...((schema.properties as Record<string, JsonSchema> | undefined) ?? {}) };
  for (const field of fields) {
    const prop = props[field];
    const choices = lists[field] ?? [];
    if (!prop || !choices.length) continue;
    props[field] =
      prop.type === 'array'
        ? { ...prop, items: { ...(prop.items as JsonSchema), oneOf: choices } }
        : { ...prop, oneOf: choices };
  }
  return { ...schema, properties: props };
}

/**
 * Loads every option source of a form once (and again when the scope changes): flat lists become the
 * schema's choices; sources with `children` become trees (`ui:options.tree`, for a cascader).
 */
export function useOptionSources(
  sources: Record<string, OptionSource> | undefined,
  schema: JsonSchema,
  scope: Scope,
): { schema: JsonSchema; trees: Record<string, TreeOption[]> } {
  const runtime = useScreen();
  const [lists, setLists] = useState<Record<string, Choice[]>>({});
  const [trees, setTrees] = useState<Record<string, TreeOption[]>>({});
  useEffect(() => {
    if (!sources) return;
    let live = true;
    const ctx = runtime.context(scope);
    for (const [field, src] of Object.entries(sources)) {
      runtime.env
        .request(src.method, renderTemplate(src.path, ctx), {
          query: src.query ? buildObject(ctx, src.query) : undefined,
        })
        .then((answer) => {
          const kept = rowsAt(answer, src.rows).filter(
            (item) => src.filter === undefined || test(src.filter, { ...ctx, item }),
          );
          if (src.children) {
            const tree = treeOf(kept, src);
            if (live) setTrees((old) => ({ ...old, [field]: tree }));
            return;
          }
          const choices = kept.map((r) => ({
            const: getPath(r, src.value) ?? '',
            title: String(getPath(r, src.label) ?? ''),
          }));
          if (live) setLists((old) => ({ ...old, [field]: choices }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
    // The scope object changes identity on every render of its parent; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources, JSON.stringify(scope.dialog), JSON.stringify(scope.tab)]);
  const withChoices = useMemo(() => withOptions(schema, lists), [schema, lists]);
  return useMemo(() => ({ schema: withChoices, trees }), [withChoices, trees]);
}
