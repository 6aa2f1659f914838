import { useCallback, useRef } from 'react';
import type { FormSpec } from '../../../descriptor';
import type { SubmitGuard } from '../../../form';
import type { FormData, FormStore } from '../../../form';

/**
 * Whether leaving the screen with this form changed asks first: `warnUnsaved` when the descriptor
 * says, else a form the screen saves (an `onSubmit` or buttons of its own: edit forms and dialogs) that
 * is not a query panel (`inline`). A crud's query form never registers (docs/descriptor.md).
 */
export function guardsLeave(spec: Partial<FormSpec> & { buttons?: unknown[] }, onSubmit: unknown): boolean {
  return spec.warnUnsaved ?? (Boolean(onSubmit || spec.buttons?.length) && !spec.inline);
}

/**
 * Whether a form changed since it was loaded, reset or saved; `markClean` takes the data as saved.
 * `unsaved`: changed, guarded (`guardsLeave`) and not being saved (its `submission` running) — a save
 * that ends by leaving the screen (a login, 确定 then back to the list) does not ask.
 */
export function useFormDirty(
  store: FormStore,
  initialData: FormData,
  guarded: boolean,
  submission: SubmitGuard,
) {
  const baseline = useRef(JSON.stringify(initialData));
  const markClean = useCallback(() => void (baseline.current = JSON.stringify(store.get())), [store]);
  const isDirty = useCallback(() => JSON.stringify(store.get()) !== baseline.current, [store]);
  const unsaved = useCallback(
    () => guarded && !submission.running && isDirty(),
    [guarded, submission, isDirty],
  );
  return { markClean, isDirty, unsaved };
}
