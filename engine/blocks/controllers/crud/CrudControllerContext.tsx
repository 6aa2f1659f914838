import { createContext, useContext } from 'react';
import type { CrudController } from './crudTypes';

export const CrudControllerContext = createContext<CrudController | null>(null);

/** The crud block around the calling view; throws outside one. */
export function useCrudContext(): CrudController {
  const c = useContext(CrudControllerContext);
  if (!c) throw new Error('useCrudContext 必须在 CrudControllerContext.Provider 内使用');
  return c;
}
