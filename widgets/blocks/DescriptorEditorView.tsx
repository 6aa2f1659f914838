import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Row, Segmented, Space, Spin, Typography } from 'antd';
import { CopyOutlined, UndoOutlined } from '@ant-design/icons';
import { useApp } from '../../engine/app';
import { locatePath } from '../../engine/blocks/controllers/descriptorEditor/jsonLocate';
import {
  useDescriptorEditorController,
  type DescriptorEditorController,
} from '../../engine/blocks/controllers/descriptorEditor/useDescriptorEditorController';
import type { DescriptorEditorBlock } from '../../engine/descriptor';
import type { DesignCanvasLink } from '../../engine/blocks/controllers/descriptorEditor/useDesigner';
import { lintTargets } from '../../engine/lint/consoleTargets';
import { useStudioController } from '../../engine/blocks/controllers/studio/useStudioController';
import { CodeEditor } from './descriptorEditor/CodeEditor';
import { LivePreview } from './descriptorEditor/LivePreview';
import { StudioActions } from './descriptorEditor/StudioPanel';
import { StudioStatus } from './descriptorEditor/StudioStatus';

const DEFAULT_HEIGHT = 560;

/** 设计 mode is its own chunk, loaded when first chosen (docs/studio.md, 设计). */
const DesignerPanel = lazy(() => import('./designer/DesignerPanel'));
type Mode = '设计' | '源码';
const MODES: Mode[] = ['设计', '源码'];

/** The checks under the editor: one line per problem with its descriptor path; clicking one jumps there. */
function Problems({
  editor,
  onJump,
}: {
  editor: DescriptorEditorController;
  onJump: (path: string) => void;
}) {
  const { problems, references, checking } = editor;
  return (
    <section aria-label="检查结果" style={{ marginTop: 12 }}>
      {references === 'loading' && (
        <Typography.Paragraph type="secondary">
          <Spin size="small" /> 正在读取接口文档与界面索引…
        </Typography.Paragraph>
      )}
      {references === 'failed' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message="未能读取接口文档或界面索引：只检查了 JSON 格式和描述文件 schema，未检查引用"
        />
      )}
      {checking ? null : problems.length === 0 ? (
        references !== 'loading' && <Alert type="success" showIcon message="检查通过：没有发现问题" />
      ) : (
        <>
          <Typography.Text type="danger" strong>
            发现 {problems.length} 个问题
          </Typography.Text>
          <ul className="yb-lint-problems" style={{ paddingLeft: 0, listStyle: 'none', margin: '8px 0 0' }}>
            {problems.map((p, i) => (
              <li key={`${p.path}:${p.message}:${i}`} style={{ marginBottom: 4 }}>
                <Button
                  type="link"
                  size="small"
                  style={{ height: 'auto', padding: 0, whiteSpace: 'normal', textAlign: 'left' }}
                  title="定位到编辑器中的位置"
                  onClick={() => onJump(p.path)}
                >
                  {p.path && <code style={{ marginRight: 8 }}>{p.path}</code>}
                </Button>
                <Typography.Text type="danger">{p.message}</Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * 界面预览 and 界面工作台: a descriptor edited on the left (completion and checks from the descriptor
 * schema, the project's cross-reference lint listed under it) and rendered live on the right; with
 * `studio`, read from and saved, published and rolled back in the screen studio.
 */
export function DescriptorEditorView({ block }: { block: DescriptorEditorBlock }) {
  const targets = useMemo(lintTargets, []);
  const editor = useDescriptorEditorController(block, targets);
  const studio = useStudioController(block.studio, editor.setText, block.templates);
  const { ui } = useApp();
  const [focusAt, setFocusAt] = useState<{ offset: number; serial: number }>();
  const [mode, setMode] = useState<Mode>('源码');
  // Once opened, 设计 stays mounted (hidden in 源码): its undo history and selection live on.
  const [designed, setDesigned] = useState(false);
  const [canvas, setCanvas] = useState<DesignCanvasLink>();

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return ui.toast('error', '浏览器不允许访问剪贴板，请在编辑器中全选后复制');
    clipboard.writeText(editor.text).then(
      () => ui.toast('success', '已复制 JSON'),
      () => ui.toast('error', '浏览器不允许访问剪贴板，请在编辑器中全选后复制'),
    );
  };
  const jump = (path: string) =>
    setFocusAt((f) => ({ offset: locatePath(editor.text, path), serial: (f?.serial ?? 0) + 1 }));
  const choose = (next: Mode) => {
    setMode(next);
    if (next === '设计') setDesigned(true);
    // The JSON view reveals the node selected in 设计.
    else if (canvas?.selected) jump(canvas.selected);
  };
  return (
    <Row gutter={[16, 16]} id={block.id}>
      <Col xs={24} xl={12}>
        <Segmented<Mode>
          aria-label="编辑方式"
          options={MODES}
          value={mode}
          onChange={choose}
          style={{ marginBottom: 8 }}
        />
        <Card
          size="small"
          title={mode === '设计' ? '界面设计' : '描述文件（JSON）'}
          extra={
            studio ? (
              <StudioActions studio={studio} text={editor.text} problems={editor.problems} />
            ) : (
              <Space>
                <Button size="small" icon={<UndoOutlined />} onClick={editor.reset}>
                  恢复模板
                </Button>
                <Button size="small" type="primary" icon={<CopyOutlined />} onClick={copy}>
                  复制 JSON
                </Button>
              </Space>
            )
          }
        >
          {studio && <StudioStatus studio={studio} text={editor.text} />}
          {designed && (
            <div hidden={mode !== '设计'}>
              <Suspense fallback={<Spin />}>
                <DesignerPanel editor={editor} onCanvas={setCanvas} />
              </Suspense>
            </div>
          )}
          <div hidden={mode !== '源码'}>
            <CodeEditor
              value={editor.text}
              onChange={editor.setText}
              schema={editor.schema}
              height={block.height ?? DEFAULT_HEIGHT}
              label="界面描述 JSON"
              focusAt={focusAt}
            />
          </div>
          <Problems editor={editor} onJump={jump} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <LivePreview
          editor={editor}
          studioPath={block.studio?.path}
          design={mode === '设计' ? canvas : undefined}
        />
      </Col>
    </Row>
  );
}
