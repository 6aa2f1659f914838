import type { ReactNode } from 'react';
import type { message, Modal } from 'antd';
import type { ProgressCancel } from '../engine/actions';

/** What the engine's UI port needs of antd: its message and modal APIs (from their hooks). */
export interface UiHostApi {
  message: ReturnType<typeof message.useMessage>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
  /** The progress message's content: its text, and its cancel button if any (`ProgressNotice`). */
  progressContent?: (text: string, cancel?: ProgressCancel) => ReactNode;
}
