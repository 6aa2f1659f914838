import { useCallback, useRef } from 'react';
import type { FormBinding } from './formTypes';

/** How long a submit waits for a form still being drawn (its renderer loading) before it gives up. */
const UNDRAWN_FORM_WAIT_MS = 30_000;

/**
 * The binding of a form to its view, which validates it. Pressed before the view is drawn (its
 * renderer still loading), a submit waits for it: a form with fields is never submitted unchecked.
 */
export function useFormBinding(hasFields: boolean) {
  const binding = useRef<FormBinding | null>(null);
  const waiting = useRef<Array<(b: FormBinding) => void>>([]);
  const validate = useCallback((): boolean | Promise<boolean> => {
    if (binding.current) return binding.current.validate();
    if (!hasFields) return true;
    return new Promise<boolean>((resolve) => {
      const drawn = (b: FormBinding) => {
        clearTimeout(timer);
        resolve(b.validate());
      };
      const timer = setTimeout(() => {
        waiting.current = waiting.current.filter((w) => w !== drawn);
        resolve(false);
      }, UNDRAWN_FORM_WAIT_MS);
      waiting.current.push(drawn);
    });
  }, [hasFields]);
  const bind = useCallback((b: FormBinding) => {
    binding.current = b;
    for (const drawn of waiting.current.splice(0)) drawn(b);
    return () => {
      if (binding.current === b) binding.current = null;
    };
  }, []);
  return { validate, bind };
}
