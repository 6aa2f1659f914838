import { useMemo, type ReactNode } from 'react';
import { Flex, Layout, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ShellDescriptor } from '../../engine/descriptor';
import { renderTemplate } from '../../engine/expr';
import { ScreenContext, useScreenController } from '../../engine/screen';
import { useUiKit } from '../../engine/blocks/registry';
import { shellScreen, useBlockContext } from '../../engine/blocks/controllers';
import { ButtonsView } from './ButtonView';
import { ShellSider } from './ShellSider';

function ShellHeader({ shell }: { shell: ShellDescriptor }) {
  const ctx = useBlockContext({ today: dayjs().format('YYYY-MM-DD dddd') });
  return (
    <Layout.Header className="yb-shell-header">
      <span className="yb-shell-title">{renderTemplate(shell.title, ctx)}</span>
      {shell.headerText && (
        <Typography.Text type="secondary">{renderTemplate(shell.headerText, ctx)}</Typography.Text>
      )}
      <Flex flex={1} justify="end">
        <Space size={0} wrap>
          <ButtonsView buttons={shell.headerActions} />
        </Space>
      </Flex>
    </Layout.Header>
  );
}

/** The main shell: top bar (title, date, header buttons), the side menu, and the page in the content area. */
export function Shell({ shell, children }: { shell: ShellDescriptor; children: ReactNode }) {
  const descriptor = useMemo(() => shellScreen(shell), [shell]);
  const runtime = useScreenController(descriptor);
  const { Dialog } = useUiKit();
  return (
    <ScreenContext.Provider value={runtime}>
      <Layout style={{ minHeight: '100vh' }}>
        <ShellHeader shell={shell} />
        <Layout>
          <ShellSider shell={shell} />
          <Layout.Content className="yb-shell-content">{children}</Layout.Content>
        </Layout>
      </Layout>
      {runtime.dialogs.map((d) => (
        <Dialog key={`${d.id}-${d.mode}`} dialog={d} />
      ))}
    </ScreenContext.Provider>
  );
}
