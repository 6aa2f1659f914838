import { useMemo, type ReactNode } from 'react';
import { Button, Dropdown, Space, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  AppstoreAddOutlined,
  CopyOutlined,
  DeleteOutlined,
  PlusOutlined,
  RedoOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { Designer } from '../../../engine/blocks/controllers/descriptorEditor/useDesigner';
import { pathLabels } from '../../../engine/designer/labels';
import { blockTypes, childSlots } from '../../../engine/designer/palette';
import type { DesignerCommands } from './useDesignerCommands';

export interface DesignToolbarProps {
  designer: Designer;
  commands: DesignerCommands;
  /** More tools after 添加 (从接口添加). */
  extraTools?: ReactNode;
}

/** One tool: an icon button named by its text, with its key in the tooltip. */
function Tool(props: { label: string; keys: string; icon: ReactNode; disabled: boolean; onClick(): void }) {
  return (
    <Tooltip title={`${props.label}（${props.keys}）`}>
      <Button
        size="small"
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
        aria-label={props.label}
      >
        {props.label}
      </Button>
    </Tooltip>
  );
}

/**
 * The designer's toolbar (docs/studio.md, 设计): 撤销, 重做, 复制, 删除, 上移, 下移, 添加区块 (every block type
 * of the descriptor schema), 添加 (the children the selected node takes), and the selection's path.
 */
export function DesignToolbar({ designer, commands, extraTools }: DesignToolbarProps) {
  const { snapshot, schema, broken } = designer;
  const doc = snapshot?.doc;
  const selected = commands.selected;
  const palette = useMemo(() => blockTypes(schema), [schema]);
  const slots = useMemo(
    () => (doc === undefined || broken ? [] : childSlots(schema, doc, selected ?? '')),
    [schema, doc, selected, broken],
  );
  const crumb = doc === undefined ? ['界面'] : pathLabels(doc, schema, selected ?? '');
  const off = broken || !snapshot;
  return (
    <div className="yb-design-toolbar" style={{ marginBottom: 8 }}>
      <Space wrap size={[4, 4]}>
        <Tool
          label="撤销"
          keys="Ctrl+Z"
          icon={<UndoOutlined />}
          disabled={off || !snapshot?.canUndo}
          onClick={designer.undo}
        />
        <Tool
          label="重做"
          keys="Ctrl+Shift+Z"
          icon={<RedoOutlined />}
          disabled={off || !snapshot?.canRedo}
          onClick={designer.redo}
        />
        <Tool
          label="复制"
          keys="Ctrl+D"
          icon={<CopyOutlined />}
          disabled={!commands.movable}
          onClick={commands.duplicate}
        />
        <Tool
          label="删除"
          keys="Delete"
          icon={<DeleteOutlined />}
          disabled={!commands.movable}
          onClick={commands.remove}
        />
        <Tool
          label="上移"
          keys="Alt+↑"
          icon={<ArrowUpOutlined />}
          disabled={!commands.canMoveUp}
          onClick={() => commands.shift(-1)}
        />
        <Tool
          label="下移"
          keys="Alt+↓"
          icon={<ArrowDownOutlined />}
          disabled={!commands.canMoveDown}
          onClick={() => commands.shift(1)}
        />
        <Dropdown
          disabled={off}
          trigger={['click']}
          menu={{
            items: palette.map((b) => ({ key: b.definition, label: b.title })),
            onClick: ({ key }) => commands.addBlock(key),
          }}
        >
          <Button size="small" icon={<AppstoreAddOutlined />} disabled={off}>
            添加区块
          </Button>
        </Dropdown>
        <Dropdown
          disabled={off || slots.length === 0}
          trigger={['click']}
          menu={{
            items: slots.map((s, i) => ({ key: String(i), label: s.name })),
            onClick: ({ key }) => {
              const slot = slots[Number(key)];
              if (slot) commands.addChild(slot);
            },
          }}
        >
          <Button size="small" icon={<PlusOutlined />} disabled={off || slots.length === 0}>
            添加
          </Button>
        </Dropdown>
        {extraTools}
      </Space>
      <nav aria-label="选中路径" className="yb-design-crumb" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{crumb.join(' › ')}</Typography.Text>
      </nav>
    </div>
  );
}
