import { useMemo } from 'react';
import { applyFieldFlags, hiddenFields, type FieldFlags } from './fieldStates';
import { withTrees, type TreeOption } from './useOptionSources';

/** A form's uiSchema with its trees and field flags applied, and the fields hidden now. */
export function useFormUi(
  given: Record<string, unknown> | undefined,
  trees: Record<string, TreeOption[]>,
  flags: FieldFlags,
) {
  const uiSchema = useMemo(
    () => applyFieldFlags(withTrees(given ?? {}, trees), flags),
    [given, flags, trees],
  );
  const hidden = useMemo(() => hiddenFields(flags), [flags]);
  return { uiSchema, hidden };
}
