import { useCallback, useMemo } from 'react';
import type { ModeText } from '../../../descriptor';
import { renderModeText } from '../../../expr';
import { useSubmitting } from '../../../form';
import { useScreen, type OpenDialog } from '../../../screen';
import type { FormController } from '../form/formTypes';
import type { Scope } from '../shared/ScopeContext';
import { useFormController } from '../form/useFormController';
import { useMounted } from '../shared/useMounted';

export interface DialogController {
  dialog: OpenDialog;
  /** The context the dialog adds: `dialog` {id, mode, data}. */
  scope: Scope;
  form: FormController;
  title: string;
  okText?: string;
  cancelText?: string;
  /** The dialog has an `onSubmit` (OK and cancel buttons) or only a close button. */
  submittable: boolean;
  submitting: boolean;
  /**
   * The form's submit: validates, runs `onSubmit`, and closes the dialog when it succeeded. Enter in
   * its text boxes and `submit` actions on its form run the same submit, one at a time.
   */
  ok(): Promise<void>;
  close(): void;
}

/** The controller of an open dialog: its form (reset by remounting on close), title and OK handling. */
export function useDialogController(dialog: OpenDialog): DialogController {
  const runtime = useScreen();
  const { block, mode } = dialog;
  const scope = useMemo<Scope>(
    () => ({ dialog: { id: dialog.id, mode, data: dialog.data } }),
    [dialog.id, mode, dialog.data],
  );
  const spec = useMemo(
    () => ({ ...block, schema: block.modeSchemas?.[mode] ?? block.schema }),
    [block, mode],
  );
  const mounted = useMounted();
  const { closeDialog } = runtime;
  // Another dialog opened by onSubmit has replaced this one (unmounted) or lies over it (a picker):
  // leave them open.
  const afterSubmit = useCallback(() => {
    if (mounted.current && runtime.topDialog() === dialog.id) closeDialog(dialog.id);
  }, [mounted, runtime, dialog.id, closeDialog]);
  const form = useFormController(spec, {
    id: `dialog.${dialog.id}`,
    initial: dialog.data,
    onSubmit: block.onSubmit,
    afterSubmit: block.onSubmit ? afterSubmit : undefined,
    extra: scope,
  });
  const submitting = useSubmitting(form.submission);
  const { submit } = form;
  const ok = useCallback(async () => void (await submit()), [submit]);
  const ctx = runtime.context(scope);
  const text = (t: ModeText | undefined) => (t === undefined ? undefined : renderModeText(t, mode, ctx));
  return {
    dialog,
    scope,
    form,
    title: text(block.title) ?? '',
    okText: text(block.okText),
    cancelText: text(block.cancelText),
    submittable: Boolean(block.onSubmit),
    submitting,
    ok,
    close: () => closeDialog(dialog.id),
  };
}
