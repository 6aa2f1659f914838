import type { Action, DialogBlock, ScreenDescriptor } from '../descriptor';
import type { ActionContext, ActionEnv } from '../actions';
import type { JsonSchema } from '../schema';
import type { RefreshBus } from './refreshBus';

/** What a form block or dialog registers so `submit` actions can reach it. */
export interface FormHandle {
  /** Validates, shows the messages, and runs the form's onSubmit when valid. */
  submit(): Promise<boolean>;
  /** Back to the defaults. */
  reset(): void;
  /** Changed since it was loaded, reset or saved. */
  isDirty?(): boolean;
  /**
   * Leaving the screen now would lose typed work: a form that guards leaving, changed, and not being
   * saved (docs/descriptor.md, Leaving a screen with unsaved changes).
   */
  unsaved?(): boolean;
  /** Writes a value (empty path: the whole data); returns a function restoring the old one. */
  setValue?(path: string, value: unknown): () => void;
  /** The form's data now (a screen's `draft` keeps it). */
  values?(): Record<string, unknown>;
  /** Calls `listener` on every change of the data; returns the unsubscribe. */
  subscribe?(listener: () => void): () => void;
}

export interface OpenDialog {
  id: string;
  mode: 'new' | 'edit';
  data?: unknown;
  block: DialogBlock;
}

/** The running screen, published to its blocks through `ScreenContext`. */
export interface ScreenRuntime {
  descriptor: ScreenDescriptor;
  /** The base context of expressions (user, route, state, session…) plus `extra`. */
  context(extra?: Partial<ActionContext>): ActionContext;
  /** Runs an action; resolves false when it stopped (declined, invalid, failed). */
  run(action: Action, extra?: Partial<ActionContext>): Promise<boolean>;
  state: Record<string, unknown>;
  setState(path: string, value: unknown): void;
  refreshBus: RefreshBus;
  registerForm(id: string, handle: FormHandle): () => void;
  /** The registered form with this id. */
  form(id: string): FormHandle | undefined;
  /** The topmost open dialog. */
  dialog: OpenDialog | null;
  /** Every open dialog, bottom first (a picker opened with `stack` lies over its form dialog). */
  dialogs: OpenDialog[];
  /** Closes the dialog with this id and those over it; without id, the topmost. */
  closeDialog(id?: string): void;
  /** The id of the topmost open dialog, as of now (not of the last render). */
  topDialog(): string | undefined;
  resolveSchema(ref: JsonSchema | string): JsonSchema;
  env: ActionEnv;
}
