import { createContext, useContext } from 'react';
import type { SharedSchemas } from '../../../engine/designer/lintScope';
import type { OpenApiDoc } from '../../../engine/lint';

/** What the designer's fields read beside their own value: the draft, the backend's contract, the shared schemas. */
export interface DesignerContextValue {
  /** The parsed draft. */
  doc: unknown;
  /** The OpenAPI document the lint reads (row schemas, code lists); without it only the descriptor is read. */
  openapi?: OpenApiDoc;
  /** Shared schemas by `$id`; the console's own (`schemas/`) when absent. */
  schemas?: SharedSchemas;
}

export const DesignerContext = createContext<DesignerContextValue>({ doc: undefined });

/** The designer's draft and contract, as the editor gives them to its property form. */
export const useDesignerContext = () => useContext(DesignerContext);
