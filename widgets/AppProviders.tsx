import type { ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { UiKitContext, type UiKit } from '../engine/blocks';
import { antdKit } from './kit';
import './styles.css';

dayjs.locale('zh-cn');

/** antd in Chinese (ConfigProvider zh_CN, dayjs zh-cn), antd `App` for messages and modals, and the antd kit. */
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
    <ConfigProvider locale={zhCN} theme={theme}>
      <App>
        <UiKitContext.Provider value={kit}>{children}</UiKitContext.Provider>
      </App>
    </ConfigProvider>
  );
}
