import { Flex } from 'antd';
import type { ActionsBlock } from '../../engine/descriptor';
import { useChildPointer } from '../../engine/blocks/designMode';
import { ButtonsView } from './ButtonView';

/** A row of buttons. */
export function ActionsView({ block }: { block: ActionsBlock }) {
  const node = useChildPointer('buttons');
  return (
    <Flex gap={8} wrap justify={block.align ?? 'start'} style={{ margin: '8px 0' }}>
      <ButtonsView buttons={block.buttons} node={node} />
    </Flex>
  );
}
