import { Card, Space } from 'antd';
import type { PanelBlock } from '../../engine/descriptor';
import { RenderBlocks } from '../../engine/blocks/RenderBlocks';
import { renderTemplate, test } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';
import { useChildPointer } from '../../engine/blocks/designMode';
import { ButtonsView } from './ButtonView';

/** A titled box (antd Card) around other blocks, with buttons in its header. */
export function PanelView({ block }: { block: PanelBlock }) {
  const ctx = useBlockContext();
  const extra = useChildPointer('extra');
  if (!test(block.visible, ctx)) return null;
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={block.title ? renderTemplate(block.title, ctx) : undefined}
      extra={
        block.extra?.length ? (
          <Space wrap>
            <ButtonsView buttons={block.extra} node={extra} />
          </Space>
        ) : undefined
      }
    >
      <RenderBlocks blocks={block.blocks} path="panel.blocks" />
    </Card>
  );
}
