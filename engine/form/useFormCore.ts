import { useState } from 'react';
import { createFormCore, type FormCore } from './formCore';

/**
 * The form core of one mounted form (a reset that remounts the form starts a new one); `idOf` files a
 * data path's messages under the renderer's field id, read when messages are set.
 */
export function useFormCore(idOf?: (path: string) => string): FormCore {
  const [core] = useState(() => createFormCore(idOf));
  return core;
}
