// First: it sets Monaco's Chinese messages before any Monaco module reads them.
import { configureLocalMonaco } from './localMonaco';
import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import Editor, { type OnMount } from '@monaco-editor/react';
import * as jsonLanguage from 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import type { CodeEditorProps } from './types';

type Monaco = typeof import('monaco-editor');

configureLocalMonaco();

const { jsonDefaults } = jsonLanguage as unknown as Monaco['json'];
/** The edited text as a file of `screens/`, so that its `"$schema": "../engine/descriptor/descriptor.schema.json"` names SCHEMA. */
const MODEL = 'inmemory://yibao/screens/preview.screen.json';
const SCHEMA = 'inmemory://yibao/engine/descriptor/descriptor.schema.json';

/** Monaco with JSON completion, hovers and checks from the descriptor JSON Schema. */
export function MonacoEditor({ value, onChange, schema, height, label, focusAt }: CodeEditorProps) {
  const editor = useRef<Parameters<OnMount>[0] | null>(null);
  useEffect(() => {
    jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      enableSchemaRequest: false,
      schemas: [{ uri: SCHEMA, fileMatch: ['*'], schema }],
    });
  }, [schema]);
  useEffect(() => {
    const e = editor.current;
    const model = e?.getModel();
    if (!e || !model || !focusAt) return;
    const position = model.getPositionAt(focusAt.offset);
    e.setPosition(position);
    e.revealPositionInCenter(position);
    e.focus();
  }, [focusAt]);
  return (
    <Editor
      height={height}
      language="json"
      path={MODEL}
      value={value}
      onChange={(v) => onChange(v ?? '')}
      onMount={(e) => {
        editor.current = e;
      }}
      loading={<Spin description="正在加载编辑器…" />}
      options={{
        ariaLabel: label,
        minimap: { enabled: false },
        fontSize: 13,
        tabSize: 2,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        fixedOverflowWidgets: true,
        quickSuggestions: { strings: true, other: true, comments: false },
        // Keys and values from the descriptor schema only, not every word of the text.
        wordBasedSuggestions: 'off',
      }}
    />
  );
}
