import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActionContext } from '../../../actions';

/**
 * What a block adds to the context of the blocks and buttons inside it (`dialog`, `row`, writers…).
 * Nested scopes merge, the inner one winning.
 */
export type Scope = Partial<ActionContext>;

const ScopeContext = createContext<Scope>({});

/** The scope of the enclosing blocks (empty at the top of a screen). */
export function useScope(): Scope {
  return useContext(ScopeContext);
}

/** Adds `value` to the scope of everything inside. */
export function ScopeProvider({ value, children }: { value: Scope; children: ReactNode }) {
  const parent = useScope();
  const merged = useMemo(
    () => ({ ...parent, ...value, writers: { ...parent.writers, ...value.writers } }),
    [parent, value],
  );
  return <ScopeContext.Provider value={merged}>{children}</ScopeContext.Provider>;
}
