/**
 * The text of a progress message with 取消 after it (a download the user may stop, see the download
 * action's `cancelable`), drawn like antd's link button over the `--yb-*` token variables, so the
 * message stays free of antd's Button.
 */
export function ProgressWithCancel({ text, onCancel }: { text: string; onCancel: () => void }) {
  return (
    <span>
      {text}
      <button
        type="button"
        className="yb-progress-cancel"
        onClick={onCancel}
        style={{
          marginInlineStart: 12,
          padding: 0,
          border: 0,
          background: 'none',
          color: 'var(--yb-primary, #1677ff)',
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        取消
      </button>
    </span>
  );
}
