import type { RefObject } from 'react';
import type { Action, FormBlock, FormSpec } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import type { ScreenRuntime } from '../../../screen';
import type { FormData } from '../../../form';
import type { Scope } from '../shared/ScopeContext';

export interface FormControllerOptions {
  /** Id for `submit` actions and `state.<id>.mode`; generated when absent. */
  id?: string;
  /** Initial data (a dialog's `dataFrom`), merged over the evaluated defaults. */
  initial?: unknown;
  /** Runs after validation passes; its context has `form`. */
  onSubmit?: Action;
  /** Runs after a done `onSubmit`, before the next submit may start (a dialog closes, as after 确定). */
  afterSubmit?: () => void;
  /** Called instead of `onSubmit` (a crud's query form searches). */
  onValid?: (data: FormData) => Promise<boolean> | boolean;
  load?: FormBlock['load'];
  /** Start mode; `state.<id>.mode` wins when set. */
  mode?: 'view' | 'edit';
  /** Register with the screen for `submit` actions (default true). */
  register?: boolean;
  /** Context added to the enclosing scope (a dialog's `dialog`). */
  extra?: Scope;
}

/** The latest screen, scope and options of a form, read by its stable callbacks. */
export type FormLatest = RefObject<{
  runtime: ScreenRuntime;
  scope: Scope;
  opts: FormControllerOptions;
  context: () => ActionContext;
}>;

/** The context of a form's expressions over some data (`{...context, form}`), always the latest. */
export type FormContextOf = RefObject<(data: FormData) => ActionContext>;

/**
 * Whether leaving the screen with this form changed asks first: `warnUnsaved` when the descriptor
 * says, else a form the screen saves (an `onSubmit` or buttons of its own: edit forms and dialogs) that
 * is not a query panel (`inline`). A crud's query form never registers (docs/descriptor.md).
 */
export function guardsLeave(spec: Partial<FormSpec> & { buttons?: unknown[] }, onSubmit: unknown): boolean {
  return spec.warnUnsaved ?? (Boolean(onSubmit || spec.buttons?.length) && !spec.inline);
}
