import type { message, Modal } from 'antd';

/** What the engine's UI port needs of antd: its message and modal APIs (from their hooks). */
export interface UiHostApi {
  message: ReturnType<typeof message.useMessage>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
}
