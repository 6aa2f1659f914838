import type { Action, DesktopAction, HttpMethod } from '../descriptor';
import type { ApiRequest, DownloadedFile, DownloadRequest } from '../api';
import type { WindowPolicy } from './windowUrl';

/** Writes `value` at `path` and returns a function restoring the old value. */
export type ValueWriter = (path: string, value: unknown) => () => void;

/** What expressions and templates read while an action runs. */
export interface ActionContext {
  user?: unknown;
  route?: { path: string; query: Record<string, string> };
  state?: Record<string, unknown>;
  form?: Record<string, unknown>;
  row?: Record<string, unknown>;
  selection?: Record<string, unknown>[];
  query?: Record<string, unknown>;
  dialog?: { id: string; mode: 'new' | 'edit'; data?: unknown };
  /** Answers of earlier `request` steps, by `resultAs`. */
  results?: Record<string, unknown>;
  session?: { firstMenu: string | null };
  client?: { installed: boolean };
  /** Set by the block that owns `row` / `form`, so `setValue` can write there (and revert). */
  writers?: { row?: ValueWriter; form?: ValueWriter };
  [key: string]: unknown;
}

/** The ports the runtime acts through; the UI layer provides them (antd), tests provide fakes. */
export interface ActionEnv {
  request<T = unknown>(method: HttpMethod, path: string, req?: ApiRequest): Promise<T>;
  toast(level: 'success' | 'info' | 'warning' | 'error', message: string): void;
  /** Fetches a file with the session token (see `ApiClient.download`). */
  download(method: HttpMethod, path: string, req?: DownloadRequest): Promise<DownloadedFile>;
  /** Saves a downloaded file under a name (the browser's download). */
  saveFile(blob: Blob, fileName: string): void;
  confirm(message: string, title?: string): Promise<boolean>;
  alert(message: string, title?: string): Promise<void>;
  navigate(to: string, opts?: { query?: Record<string, unknown>; replace?: boolean }): void;
  /** Opens an absolute URL the `openWindow` action has checked against `windowPolicy`. */
  openWindow(url: string): void;
  /**
   * What `openWindow` may open: the console's origin and the hosts the server allows. Absent: this
   * page's origin and no other host.
   */
  windowPolicy?: WindowPolicy;
  /** Opens a dialog; `stack`: over the one open (a picker) instead of replacing it. */
  openDialog(id: string, mode: 'new' | 'edit', data?: unknown, stack?: boolean): void;
  /** Closes the topmost dialog; `all`: every open dialog. */
  closeDialog(all?: boolean): void;
  refresh(target?: string): void;
  /** Writes a value; returns a function that restores the old one. */
  setValue(
    target: 'row' | 'form' | 'state',
    path: string,
    value: unknown,
    ctx: ActionContext,
    formId?: string,
  ): () => void;
  /** Validates the form and runs its submit action; false when invalid. */
  submit(formId?: string): Promise<boolean>;
  /** Encrypts a secret with the server's public key. */
  encrypt(plain: string): Promise<string>;
  /** Stores a login answer as the session and loads the menus; returns the first menu route. */
  signIn(answer: unknown): Promise<string | null>;
  /** Ends the session on the server and locally. */
  signOut(): Promise<void>;
  /** The desktop client bridge, when one is installed. */
  desktop?: (command: DesktopAction['command']) => Promise<unknown>;
  /** Clears a form back to its defaults. */
  resetForm(formId?: string): void;
  /** Aborts the requests in flight; later requests go on. */
  cancel(): void;
  /** Lets the user pick files (a file dialog); resolves with none when cancelled. */
  pickFiles?(accept: string[] | undefined, multiple: boolean): Promise<File[]>;
  /**
   * Shows (text) or hides (null) a progress message, e.g. 正在上传 45%; with `cancel`, a button of that
   * label in the message that calls `onCancel`.
   */
  progress?(text: string | null, cancel?: ProgressCancel): void;
  /** Aborts requests in flight when the screen closes. */
  signal?: AbortSignal;
  /** The screen's draft: save, discard or done (absent when the screen declares no `draft`). */
  draft?(op: 'save' | 'discard' | 'done'): Promise<void>;
  /**
   * The life of a long-running action started now (`poll`): aborted when the dialog open at this
   * moment closes (if one is open) or when the screen closes.
   */
  lifetime?(): AbortSignal;
}

/** Thrown to stop a sequence quietly: a declined confirmation, a failed call already reported. */
export class ActionStopped extends Error {
  constructor(reason = 'stopped') {
    super(reason);
    this.name = 'ActionStopped';
  }
}

/** Runs one action (the runner hands itself to each handler, for the actions nested in it). */
export type RunAction = (action: Action, ctx: ActionContext, env: ActionEnv) => Promise<void>;

export type ActionHandler<K extends Action['type']> = (
  action: Extract<Action, { type: K }>,
  ctx: ActionContext,
  env: ActionEnv,
  run: RunAction,
) => Promise<void>;

export type ActionHandlers = { [K in Action['type']]: ActionHandler<K> };

/** The cancel button of a progress message. */
export interface ProgressCancel {
  label: string;
  onCancel: () => void;
}
