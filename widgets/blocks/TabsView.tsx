import { Tabs } from 'antd';
import type { TabsBlock } from '../../engine/descriptor';
import { RenderBlocks } from '../../engine/blocks/RenderBlocks';
import { ScopeProvider, useTabsController } from '../../engine/blocks/controllers';

/** Tabs, fixed or one per item of a list, with the unsaved-changes guard; only the open tab is mounted. */
export function TabsView({ block }: { block: TabsBlock }) {
  const tabs = useTabsController(block);
  return (
    <Tabs
      activeKey={tabs.activeKey}
      onChange={(key) => void tabs.change(key)}
      destroyOnHidden
      items={tabs.items.map((item) => ({
        key: item.key,
        label: item.label,
        children: (
          <ScopeProvider value={item.scope}>
            <RenderBlocks blocks={item.blocks} path={`tabs.${item.key}.blocks`} />
          </ScopeProvider>
        ),
      }))}
    />
  );
}
