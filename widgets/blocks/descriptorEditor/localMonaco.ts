// Chinese messages of the editor's own UI: set before any Monaco module reads them.
import 'monaco-editor/esm/nls.messages.zh-cn.js';
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';

let configured = false;

/**
 * The local Monaco (no CDN: the console runs without internet), its workers bundled by Vite and served
 * from the console's own origin (CSP worker-src 'self'). Called by each module that draws a Monaco editor,
 * before its first one: an import for its side effect alone is dropped by the build (package.json
 * `sideEffects` names only CSS), and Monaco's loader would then fetch Monaco from a CDN.
 */
export function configureLocalMonaco(): void {
  if (configured) return;
  configured = true;
  self.MonacoEnvironment = {
    getWorker: (_id: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
  };
  loader.config({ monaco });
}
