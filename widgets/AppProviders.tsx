import type { ReactNode } from 'react';
import type { ThemeConfig } from 'antd';
import type { UiKit } from '../engine/blocks';
import { AntdProviders } from './AntdProviders';
import { antdKit } from './kit';

/** `AntdProviders` with the eager antd kit by default (stories and component tests). */
export function AppProviders({
  children,
  kit = antdKit,
  theme,
}: {
  children: ReactNode;
  kit?: UiKit;
  theme?: ThemeConfig;
}) {
  return (
    <AntdProviders kit={kit} theme={theme}>
      {children}
    </AntdProviders>
  );
}
