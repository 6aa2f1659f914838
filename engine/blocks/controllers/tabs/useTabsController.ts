import { useCallback, useMemo, useState } from 'react';
import type { Block, TabsBlock } from '../../../descriptor';
import { evaluate, renderTemplate } from '../../../expr';
import { useScreen } from '../../../screen';
import { useScope, type Scope } from '../shared/ScopeContext';

export interface TabItem {
  key: string;
  label: string;
  blocks: Block[];
  /** What the tab's blocks read (`tab` for tabs built from a list). */
  scope: Scope;
}

export interface TabsController {
  items: TabItem[];
  activeKey: string | undefined;
  /** Switches tab, asking first when the guarded form has unsaved changes. */
  change(key: string): Promise<void>;
}

/** The controller of a tabs block: fixed or list-built tabs, and the unsaved-changes guard. */
export function useTabsController(block: TabsBlock): TabsController {
  const runtime = useScreen();
  const scope = useScope();
  const ctx = runtime.context(scope);
  const list = block.itemsFrom ? evaluate(block.itemsFrom.list, ctx) : undefined;
  const listKey = JSON.stringify(list ?? null);
  const items = useMemo<TabItem[]>(() => {
    const from = block.itemsFrom;
    if (!from)
      return (block.items ?? []).map((i) => ({ ...i, label: renderTemplate(i.label, ctx), scope: {} }));
    const values: unknown[] = Array.isArray(list) ? list : [];
    return values.map((tab, i) => ({
      key: typeof tab === 'string' ? tab : String(i),
      label: renderTemplate(from.label, { ...ctx, tab }),
      blocks: from.blocks,
      scope: { tab },
    }));
    // Rebuilt when the list's content changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [block, listKey]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const activeKey = chosen && items.some((i) => i.key === chosen) ? chosen : items[0]?.key;

  const change = useCallback(
    async (key: string) => {
      const guard = block.confirmLeave;
      const form = guard ? runtime.form(guard.form) : undefined;
      if (guard && form?.isDirty?.()) {
        const save = await runtime.env.confirm(renderTemplate(guard.message, runtime.context(scope)));
        if (save && !(await form.submit())) return;
      }
      setChosen(key);
    },
    [block.confirmLeave, runtime, scope],
  );
  return { items, activeKey, change };
}
