import { useDeferredValue, useMemo } from 'react';
import type { Expr } from '../../../engine/descriptor';
import { exprContextOf } from '../../../engine/designer/exprContext';
import { lintTargets } from '../../../engine/lint/consoleTargets';
import { useDesignerContext } from './designerContext';
import { ExpressionBuilder } from './ExpressionBuilder';

/** What the property form gives the editor of a key whose schema is `Expr`. */
export interface ExprFieldProps {
  value: unknown;
  onChange(value: unknown): void;
  /** The selected node's JSON Pointer. */
  path: string;
  /** The key edited (`visible`, `enabled`…). */
  keyName: string;
  /** The key's Chinese title. */
  label?: string;
  /** The id the form's label points at. */
  id?: string;
}

let consoleSchemas: ReturnType<typeof lintTargets>['schemas'] | undefined;
const escapeKey = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The property form's field for an expression: the builder over the variables the node can read, found
 * in the draft and the contract the designer holds (DesignerContext).
 */
export function ExprField({ value, onChange, path, keyName, label, id }: ExprFieldProps) {
  const { doc: current, openapi, schemas } = useDesignerContext();
  // The scopes follow the draft after the edit is drawn: finding them walks the whole descriptor.
  const doc = useDeferredValue(current);
  const context = useMemo(
    () =>
      exprContextOf(
        doc,
        `${path}/${escapeKey(keyName)}`,
        openapi,
        schemas ?? (consoleSchemas ??= lintTargets().schemas),
      ),
    [doc, path, keyName, openapi, schemas],
  );
  return (
    <ExpressionBuilder
      value={value as Expr | undefined}
      onChange={onChange}
      context={context}
      keyName={keyName}
      label={label ?? keyName}
      id={id}
    />
  );
}
