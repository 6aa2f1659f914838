import type { ProgressCancel } from '../actions/types';
import type { ApiClient } from '../api';
import type { SessionStore } from '../session';
import type { SchemaRegistry } from '../schema';

/** The UI port: how the engine shows messages. The antd layer implements it. */
export interface UiPort {
  toast(level: 'success' | 'info' | 'warning' | 'error', message: string): void;
  confirm(message: string, title?: string): Promise<boolean>;
  alert(message: string, title?: string): Promise<void>;
  /**
   * Shows (text) or hides (null) a lasting progress message (an upload's percentage); with `cancel`, a
   * button of that label in it.
   */
  progress?(text: string | null, cancel?: ProgressCancel): void;
}

/** A screen that failed, reported to the server log (no stack: the message only). */
export interface ErrorReport {
  screenId?: string;
  route: string;
  message: string;
}

/**
 * The server paths the engine calls on its own, i.e. not named by a descriptor. The composition root
 * (`src/services.ts`) gives the backend's; tests and stories give theirs.
 */
export interface Endpoints {
  /** Ends the session (`POST`; a 401 answer is expected when the token has already expired). */
  logout: string;
  /** The base-info dictionaries (`GET`, answering `{listName: [{value, name}]}`). */
  baseInfo: string;
  /** A deal's metadata (`POST {dealName}`). */
  dealMeta: string;
  /** The backend's OpenAPI document (`GET`), read by the descriptor editor unless its block names another. */
  openapi: string;
  /** The screen index (`GET`), read by the descriptor editor unless its block names another. */
  screens: string;
}

/** Everything a screen needs from the application, passed in explicitly. */
export interface AppServices {
  api: ApiClient;
  session: SessionStore;
  ui: UiPort;
  schemas: SchemaRegistry;
  /** The server paths the engine calls on its own. */
  endpoints: Endpoints;
  /** Encrypts a secret with the server's public key (RSA-OAEP by default). */
  encrypt(plain: string): Promise<string>;
  /**
   * Loads the menu tree of the logged-in user, revalidated by its version (an unchanged tree is kept
   * as it is). `background`: a refresh the user did not ask for (no error toast).
   */
  loadMenus(background?: boolean): Promise<void>;
  /** Reports a screen that failed to render or load to the server log; never throws. */
  reportError(report: ErrorReport): void;
  /** The desktop client bridge, when installed. */
  desktop?: (command: string) => Promise<unknown>;
  /** Hosts besides the console's own that `openWindow` may open (the screen index's `openWindowHosts`). */
  openWindowHosts?: readonly string[];
}
