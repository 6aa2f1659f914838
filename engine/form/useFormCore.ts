import { useState } from 'react';
import { createFormCore, type FormCore } from './formCore';

/** The form core of one mounted form (a reset that remounts the form starts a new one). */
export function useFormCore(): FormCore {
  const [core] = useState(createFormCore);
  return core;
}
