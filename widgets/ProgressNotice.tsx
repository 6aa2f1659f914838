import { Button } from 'antd';
import type { ProgressCancel } from '../engine/actions';

/**
 * The content of the progress message (an upload's percent, then the server's progress): the text, and
 * a cancel button when the action offers one (`progress.cancel` of the upload action).
 */
export function ProgressNotice({ text, cancel }: { text: string; cancel?: ProgressCancel }) {
  return (
    <span role="status" aria-live="polite">
      {text}
      {cancel && (
        <Button type="link" size="small" onClick={cancel.onCancel} style={{ marginInlineStart: 8 }}>
          {cancel.label}
        </Button>
      )}
    </span>
  );
}
