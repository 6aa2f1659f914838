import type { ApiClient } from '../api';
import type { SessionStore } from '../session';
import type { SchemaRegistry } from '../schema';

/** The UI port: how the engine shows messages. The antd layer implements it. */
export interface UiPort {
  toast(level: 'success' | 'info' | 'warning' | 'error', message: string): void;
  confirm(message: string, title?: string): Promise<boolean>;
  alert(message: string, title?: string): Promise<void>;
}

/** Everything a screen needs from the application, passed in explicitly. */
export interface AppServices {
  api: ApiClient;
  session: SessionStore;
  ui: UiPort;
  schemas: SchemaRegistry;
  /** Encrypts a secret with the server's public key (RSA-OAEP by default). */
  encrypt(plain: string): Promise<string>;
  /** Loads the menu tree of the logged-in user. */
  loadMenus(): Promise<void>;
  /** The desktop client bridge, when installed. */
  desktop?: (command: string) => Promise<unknown>;
}
