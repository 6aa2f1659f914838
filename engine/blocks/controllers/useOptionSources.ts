import { useEffect, useMemo, useState } from 'react';
import type { OptionSource } from '../../descriptor';
import type { JsonSchema } from '../../schema';
import { buildObject, getPath, renderTemplate, test } from '../../expr';
import { useScreen } from '../../screen';
import type { Scope } from './ScopeContext';
import { rowsAt } from './rows';

type Choice = { const: unknown; title: string };

/** The schema with `oneOf` choices of each field whose options come from a call (DESIGN §3). */
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

/** Loads every option source of a form once (and again when the scope changes). */
export function useOptionSources(
  sources: Record<string, OptionSource> | undefined,
  schema: JsonSchema,
  scope: Scope,
): JsonSchema {
  const runtime = useScreen();
  const [lists, setLists] = useState<Record<string, Choice[]>>({});
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
  return useMemo(() => withOptions(schema, lists), [schema, lists]);
}
