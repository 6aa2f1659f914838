import { useCallback, useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Alert, Card, Empty } from 'antd';
import type { DescriptorEditorController } from '../../../engine/blocks/controllers/descriptorEditor/useDescriptorEditorController';
import {
  useDesigner,
  type DesignCanvasLink,
} from '../../../engine/blocks/controllers/descriptorEditor/useDesigner';
import type { ScreenDescriptor } from '../../../engine/descriptor';
import { schemaProblems } from '../../../engine/lint';
import { DesignerContext } from './designerContext';
import { designerKeyDown } from './designerKeys';
import { ExprField } from './ExprField';
import { FromContractTool } from './FromContractTool';
import { DesignToolbar } from './DesignToolbar';
import type { ExprFieldProps } from './JsonField';
import { Outline } from './Outline';
import { PropertyForm } from './PropertyForm';
import { useDesignerCommands } from './useDesignerCommands';

/**
 * The draft as the canvas draws it at once after an edit (docs/performance.md, 设计): when it passes the
 * descriptor schema; otherwise the preview keeps the last text that did.
 */
function drawable(doc: unknown, schema: Record<string, unknown>): ScreenDescriptor | undefined {
  if (doc === undefined || !Array.isArray((doc as { blocks?: unknown }).blocks)) return undefined;
  return schemaProblems(doc, schema).length === 0 ? (doc as ScreenDescriptor) : undefined;
}

export interface DesignerPanelProps {
  editor: DescriptorEditorController;
  /** Tells the canvas (the live preview) the selection and the marks, and takes its clicks and drags. */
  onCanvas?(link: DesignCanvasLink | undefined): void;
  /** Tools after 添加; 从接口添加 when not given. */
  extraTools?: ReactNode;
  /** The editor of expression keys; the expression builder when not given. */
  exprField?: ComponentType<ExprFieldProps>;
  /** The node selected when the panel opens. */
  initialSelection?: string;
}

/**
 * 设计 (docs/studio.md): the screen as an outline, the selected node's properties as a form, a toolbar and
 * the keys over the same draft as 源码; every edit a patch, undone and redone.
 */
export function DesignerPanel({
  editor,
  onCanvas,
  extraTools,
  exprField = ExprField,
  initialSelection,
}: DesignerPanelProps) {
  const designer = useDesigner(editor, initialSelection);
  const commands = useDesignerCommands(designer);
  const { outline, problems, broken, select } = designer;
  const { selected } = commands;
  const moveTo = useRef(commands.moveTo);
  moveTo.current = commands.moveTo;
  const move = useCallback((path: string, toIndex: number) => moveTo.current(path, toIndex), []);
  const doc = designer.snapshot?.doc;
  const live = useMemo(() => drawable(doc, editor.schema), [doc, editor.schema]);
  useEffect(
    () => onCanvas?.({ selected, problems, select, move, doc: live }),
    [onCanvas, selected, problems, select, move, live],
  );
  useEffect(() => () => onCanvas?.(undefined), [onCanvas]);
  const context = useMemo(() => ({ doc, openapi: editor.openapi }), [doc, editor.openapi]);
  const tools = extraTools ?? (
    <FromContractTool designer={designer} selected={selected} openapi={editor.openapi} />
  );
  return (
    <DesignerContext.Provider value={context}>
      <div
        className="yb-designer"
        onKeyDown={(e) => designerKeyDown(e, commands, designer)}
        role="group"
        aria-label="界面设计"
      >
        {broken && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 8 }}
            message="描述文件有误，请先在源码中修正"
            description={editor.problems.map((p) => p.message).join('；')}
          />
        )}
        <DesignToolbar designer={designer} commands={commands} extraTools={tools} />
        {outline ? (
          <>
            <Card size="small" title="大纲" styles={{ body: { maxHeight: 320, overflow: 'auto' } }}>
              <Outline
                outline={outline}
                selected={selected}
                problems={problems}
                onSelect={select}
                onMove={move}
              />
            </Card>
            <section aria-label="属性" style={{ marginTop: 12 }}>
              <Card size="small" title="属性">
                {selected !== undefined ? (
                  <PropertyForm key={selected} designer={designer} path={selected} exprField={exprField} />
                ) : (
                  <Empty description="在大纲或预览中选中一个节点，在此修改它的属性" />
                )}
              </Card>
            </section>
          </>
        ) : (
          <Empty description="描述文件有误，暂无可设计的界面" />
        )}
      </div>
    </DesignerContext.Provider>
  );
}

export default DesignerPanel;
