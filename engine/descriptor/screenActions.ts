/**
 * The actions that run no other action: dialogs, forms, navigation, refreshing, messages, the session and
 * the desktop client.
 */
import type { Expr, Mapping, Template } from './expr';
import type { BlockRef, DialogRef, RouteRef, WindowUrl } from './refs';

/** Opens a dialog declared in the screen's `dialogs`. */
export interface DialogAction {
  type: 'dialog';
  dialog: DialogRef;
  /** new or edit; the dialog's title and button may depend on it. */
  mode?: 'new' | 'edit';
  /** Initial form data of the dialog (e.g. `{"var": "row"}`). */
  dataFrom?: Expr;
  /**
   * Open it over the dialog already open (a picker over a form dialog) instead of replacing it; closing
   * it returns to the dialog below, whose form keeps its data.
   */
  stack?: boolean;
}

/** Closes the topmost dialog (the one the action runs in), or every open dialog with `all`. */
export interface CloseDialogAction {
  type: 'closeDialog';
  /** Close the dialogs below it too (a picker that finished its form dialog's work). */
  all?: boolean;
}

/** Validates the surrounding form and runs its `onSubmit`. */
export interface SubmitAction {
  type: 'submit';
  /** The id of the form block; defaults to the nearest one. */
  form?: BlockRef;
}

/** Goes to another route. */
export interface NavigateAction {
  type: 'navigate';
  /** A route, or an expression giving one (e.g. the first menu item). */
  to: RouteRef | { expr: Expr };
  query?: Mapping;
  replace?: boolean;
}

/** Opens a URL in a new window (a relative path, or http(s) to the console's origin or an allowed host). */
export interface OpenWindowAction {
  type: 'openWindow';
  url: WindowUrl;
}

/** Reloads a block (crud list, captcha, …) by id; without target, every list of the screen. */
export interface RefreshAction {
  type: 'refresh';
  target?: BlockRef;
}

/** Ends the session: calls the logout route, clears storage and goes to /login. */
export interface LogoutAction {
  type: 'logout';
}

/** Stores a login answer (token, user) as the session and loads the menu tree. */
export interface SessionAction {
  type: 'session';
  from: Expr;
}

/** Shows a message. */
export interface ToastAction {
  type: 'toast';
  level: 'success' | 'info' | 'warning' | 'error';
  message: Template;
}

/** Shows a modal alert and waits for it to be closed. */
export interface AlertAction {
  type: 'alert';
  message: Template;
  title?: Template;
}

/** Stops the action with an error message (a local rule such as 当前机构管理员，不能删除自己！). */
export interface FailAction {
  type: 'fail';
  message: Template;
  level?: 'error' | 'warning';
}

/** Calls the desktop client (card reader, face scan…); without a client it fails with 未安装. */
export interface DesktopAction {
  type: 'desktop';
  command: string;
}

/** Clears a form back to its defaults (e.g. the deal inputs after a successful deal). */
export interface ResetFormAction {
  type: 'resetForm';
  /** The id of the form block; defaults to the nearest one. */
  form?: BlockRef;
}

/** Aborts the screen's requests in flight (the cancel button of a long call). */
export interface CancelAction {
  type: 'cancel';
}
