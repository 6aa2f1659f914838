import { useEffect, useRef } from 'react';
import { Input } from 'antd';
import type { CodeEditorProps } from './types';

/** The descriptor as plain text: where Monaco cannot run (no web workers, e.g. jsdom in the tests). */
export function PlainEditor({ value, onChange, height, label, focusAt }: CodeEditorProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    const el = area.current;
    if (!el || !focusAt) return;
    el.focus();
    el.setSelectionRange(focusAt.offset, focusAt.offset);
  }, [focusAt]);
  return (
    <Input.TextArea
      ref={(r) => {
        area.current = r?.resizableTextArea?.textArea ?? null;
      }}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      spellCheck={false}
      style={{ height, fontFamily: 'monospace', fontSize: 13 }}
    />
  );
}
