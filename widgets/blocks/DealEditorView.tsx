import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Row, Segmented, Typography } from 'antd';
import { locatePath } from '../../engine/blocks/controllers/descriptorEditor/jsonLocate';
import {
  useDealEditorController,
  type DealEditorController,
} from '../../engine/blocks/controllers/dealEditor/useDealEditorController';
import type { DealSelection } from '../../engine/blocks/controllers/dealEditor/useDealMetaForm';
import { useStudioController } from '../../engine/blocks/controllers/studio/useStudioController';
import type { DealEditorBlock, DealFormBlock } from '../../engine/descriptor';
import { DealFormView } from '../deal/DealFormView';
import { DealMetaForm } from './dealEditor/DealMetaForm';
import { CodeEditor } from './descriptorEditor/CodeEditor';
import { StudioActions } from './descriptorEditor/StudioPanel';
import { StudioStatus } from './descriptorEditor/StudioStatus';

const DEFAULT_HEIGHT = 560;
const NO_TEMPLATES = {};
type Mode = '表单' | '源码';
const MODES: Mode[] = ['表单', '源码'];

/** The checks under the editor: one line per problem with its path; clicking one jumps there. */
function Problems({ editor, onJump }: { editor: DealEditorController; onJump: (path: string) => void }) {
  if (editor.problems.length === 0)
    return <Alert style={{ marginTop: 12 }} type="success" showIcon message="检查通过：没有发现问题" />;
  return (
    <section aria-label="检查结果" style={{ marginTop: 12 }}>
      <Typography.Text type="danger" strong>
        发现 {editor.problems.length} 个问题
      </Typography.Text>
      <ul style={{ paddingLeft: 0, listStyle: 'none', margin: '8px 0 0' }}>
        {editor.problems.map((p, i) => (
          <li key={`${p.path}:${i}`} style={{ marginBottom: 4 }}>
            {p.path && (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onJump(p.path)}>
                <code style={{ marginRight: 8 }}>{p.path}</code>
              </Button>
            )}
            <Typography.Text type="danger">{p.message}</Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The preview: the deal form an operator will get, drawn from the last valid metadata (the same converter
 * and form), validation on (校验), 执行 disabled.
 */
function DealPreview({ id, editor }: { id: string; editor: DealEditorController }) {
  const block = useMemo<DealFormBlock>(
    () => ({
      type: 'dealForm',
      id: `${id}Preview`,
      meta: { preserve: editor.meta ?? null },
      buttons: [
        { label: '校验', kind: 'primary', action: { type: 'submit', form: `${id}Preview` } },
        {
          label: '执行',
          enabled: false,
          reason: '预览中不能执行',
          action: { type: 'submit', form: `${id}Preview` },
        },
      ],
    }),
    [id, editor.meta],
  );
  return (
    <Card size="small" title="预览（操作员看到的交易表单）">
      {editor.stale && editor.meta && (
        <Alert
          style={{ marginBottom: 12 }}
          type="warning"
          showIcon
          message="元数据有问题：预览显示上一次检查通过的版本"
        />
      )}
      <DealFormView block={block} />
    </Card>
  );
}

/**
 * 交易目录's deal editor: the metadata's JSON on the left (completion and checks from its schema), drafted,
 * compared, published and rolled back in the deals' studio; the deal form drawn from it on the right.
 */
export function DealEditorView({ block }: { block: DealEditorBlock }) {
  const editor = useDealEditorController(block);
  const source = useMemo(() => ({ ...block.studio, kind: 'deal' as const }), [block.studio]);
  const studio = useStudioController(source, editor.setText, NO_TEMPLATES);
  const [focusAt, setFocusAt] = useState<{ offset: number; serial: number }>();
  const jump = (path: string) =>
    setFocusAt((f) => ({ offset: locatePath(editor.text, path), serial: (f?.serial ?? 0) + 1 }));
  const [mode, setMode] = useState<Mode>('源码');
  // 表单's selected node and field, kept while 源码 is shown.
  const selection = useState<DealSelection>({ side: 'reqProperties', node: 0 });
  const id = block.id ?? 'dealEditor';
  return (
    <Row gutter={[16, 16]} id={block.id}>
      <Col xs={24} xl={12}>
        <Segmented<Mode>
          aria-label="编辑方式"
          options={MODES}
          value={mode}
          onChange={setMode}
          style={{ marginBottom: 8 }}
        />
        <Card
          size="small"
          title={mode === '表单' ? '交易元数据（表单）' : '交易元数据（JSON）'}
          extra={studio && <StudioActions studio={studio} text={editor.text} problems={editor.problems} />}
        >
          {studio && <StudioStatus studio={studio} text={editor.text} />}
          {mode === '表单' ? (
            <DealMetaForm
              text={editor.text}
              onText={editor.setText}
              baseline={studio?.fileText}
              fallback={editor.meta}
              existing={!!studio?.screenId}
              codeLists={editor.codeLists}
              selection={selection}
            />
          ) : (
            <CodeEditor
              value={editor.text}
              onChange={editor.setText}
              schema={editor.schema}
              height={block.height ?? DEFAULT_HEIGHT}
              label="交易元数据 JSON"
              focusAt={focusAt}
            />
          )}
          <Problems editor={editor} onJump={jump} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <DealPreview id={id} editor={editor} />
      </Col>
    </Row>
  );
}
