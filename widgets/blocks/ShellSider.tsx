import { useMemo, useState, useSyncExternalStore } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ShellDescriptor } from '../../engine/descriptor';
import { useApp } from '../../engine/app';
import { renderTemplate } from '../../engine/expr';
import {
  openKeysFor,
  shellMenu,
  useBlockContext,
  type ShellMenuEntry,
} from '../../engine/blocks/controllers';
import { iconOf } from '../icons';

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: ShellMenuEntry[]): Items {
  return entries.map((e) => ({
    key: e.key,
    icon: iconOf(e.icon),
    label: e.title,
    children: e.children ? toItems(e.children) : undefined,
  }));
}

/** The collapsible side menu: the home entry, then the user's server menu tree; a click navigates. */
export function ShellSider({ shell }: { shell: ShellDescriptor }) {
  const app = useApp();
  const session = useSyncExternalStore(app.session.subscribe, app.session.get);
  const location = useLocation();
  const navigate = useNavigate();
  const ctx = useBlockContext();
  const homeTitle = renderTemplate(shell.home.title, ctx);
  const entries = useMemo(
    () => shellMenu(shell.home, session.menus, homeTitle),
    [shell.home, session.menus, homeTitle],
  );
  const items = useMemo(() => toItems(entries), [entries]);
  const [collapsed, setCollapsed] = useState(false);
  const defaultOpen = useMemo(() => openKeysFor(entries, location.pathname), [entries, location.pathname]);
  // antd's own trigger is an unnamed arrow: a named, keyboard-reachable one instead.
  const trigger = (
    <span
      role="button"
      tabIndex={0}
      aria-label={collapsed ? '展开菜单' : '收起菜单'}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') setCollapsed(!collapsed);
      }}
    >
      {collapsed ? <RightOutlined /> : <LeftOutlined />}
    </span>
  );
  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      trigger={trigger}
      theme="light"
      width={220}
    >
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[location.pathname]}
        defaultOpenKeys={defaultOpen}
        onClick={({ key }) => {
          if (key.startsWith('/')) navigate(key);
        }}
      />
    </Layout.Sider>
  );
}
