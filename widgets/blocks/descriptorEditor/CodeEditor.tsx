import { lazyView } from '../../../engine/blocks/lazyView';
import { Skeleton } from 'antd';
import { PlainEditor } from './PlainEditor';
import type { CodeEditorProps } from './types';

/** Monaco, fetched the first time an editor shows (its own chunk and workers, never in the first paint). */
const LazyMonaco = lazyView<CodeEditorProps>(
  () => import('./MonacoEditor').then((m) => m.MonacoEditor),
  <Skeleton active paragraph={{ rows: 12 }} />,
);

/** The code editor of 界面预览: Monaco where the browser runs web workers, else a plain text area. */
export const CodeEditor = typeof Worker === 'function' ? LazyMonaco : PlainEditor;
