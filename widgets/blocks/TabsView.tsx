import { Tabs } from 'antd';
import type { TabsBlock } from '../../engine/descriptor';
import { RenderBlocks } from '../../engine/blocks/RenderBlocks';
import { ScopeProvider, useTabsController } from '../../engine/blocks/controllers';
import { childPointer, useNodePointer } from '../../engine/blocks/designMode';

/** Where a tab sits in the descriptor: its item of `items`, or `itemsFrom` for every tab of a list. */
const tabPointer = (block: TabsBlock, node: string, i: number) =>
  block.itemsFrom ? childPointer(node, 'itemsFrom') : childPointer(node, 'items', i);

/** Tabs, fixed or one per item of a list, with the unsaved-changes guard; only the open tab is mounted. */
export function TabsView({ block }: { block: TabsBlock }) {
  const tabs = useTabsController(block);
  const node = useNodePointer();
  return (
    <Tabs
      activeKey={tabs.activeKey}
      onChange={(key) => void tabs.change(key)}
      destroyOnHidden
      items={tabs.items.map((item, i) => ({
        key: item.key,
        label:
          node === undefined ? (
            item.label
          ) : (
            <span data-yb-node={tabPointer(block, node, i)}>{item.label}</span>
          ),
        children: (
          <ScopeProvider value={item.scope}>
            <RenderBlocks
              blocks={item.blocks}
              path={`tabs.${item.key}.blocks`}
              pointer={node === undefined ? undefined : childPointer(tabPointer(block, node, i), 'blocks')}
            />
          </ScopeProvider>
        ),
      }))}
    />
  );
}
