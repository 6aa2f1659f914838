import { Tabs } from 'antd';
import type { TabsBlock } from '../../engine/descriptor';
import { RenderBlocks } from '../../engine/blocks/RenderBlocks';
import { renderTemplate } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';

/** Tabs, each holding blocks. */
export function TabsView({ block }: { block: TabsBlock }) {
  const ctx = useBlockContext();
  return (
    <Tabs
      items={block.items.map((item) => ({
        key: item.key,
        label: renderTemplate(item.label, ctx),
        children: <RenderBlocks blocks={item.blocks} path={`tabs.${item.key}.blocks`} />,
      }))}
    />
  );
}
