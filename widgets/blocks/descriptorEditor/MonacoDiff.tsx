// First: it sets Monaco's Chinese messages before any Monaco module reads them.
import { configureLocalMonaco } from './localMonaco';
import { Spin } from 'antd';
import { DiffEditor } from '@monaco-editor/react';
import type { TextDiffProps } from './types';

configureLocalMonaco();

/** Monaco's diff editor (read-only): the two texts side by side, changes marked. */
export function MonacoDiff({ original, modified, height, labels }: TextDiffProps) {
  return (
    <DiffEditor
      height={height}
      language="json"
      original={original}
      modified={modified}
      loading={<Spin description="正在加载对比…" />}
      options={{
        readOnly: true,
        originalEditable: false,
        ariaLabel: `${labels[0]} 与 ${labels[1]} 的对比`,
        minimap: { enabled: false },
        fontSize: 13,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        renderSideBySide: true,
        originalAriaLabel: `${labels[0]}（左，只读）`,
        modifiedAriaLabel: `${labels[1]}（右）`,
      }}
    />
  );
}
