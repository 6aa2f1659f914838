import { createContext, useContext } from 'react';
import type { RegistryFieldsType } from '@rjsf/utils';

/**
 * What a choice's own form reads from the property form around it: the descriptor schema, the fields
 * for a JSON Pointer (the expression builder reads the variables of the place it edits), the disabled state.
 */
export interface PropertyEnv {
  root: Record<string, unknown>;
  fieldsFor(path: string): RegistryFieldsType;
  disabled?: boolean;
}

export const PropertyEnvContext = createContext<PropertyEnv>({
  root: {},
  fieldsFor: () => ({}),
});

export const usePropertyEnv = () => useContext(PropertyEnvContext);
