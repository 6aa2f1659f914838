import type { ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { UiKitContext, type UiKit } from '../engine/blocks/registry';
import { useA11yZh } from './a11yZh';
import './styles.css';

dayjs.locale('zh-cn');

/**
 * antd in Chinese (ConfigProvider zh_CN, dayjs zh-cn, and the accessible names its components
 * hard-code in English), antd `App` for messages and modals, and the given kit. It imports no view:
 * the console passes its lazy kit, so its first chunk holds none of them.
 */
export function AntdProviders({
  children,
  kit,
  theme,
}: {
  children: ReactNode;
  kit: UiKit;
  theme?: ThemeConfig;
}) {
  useA11yZh();
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App>
        <UiKitContext.Provider value={kit}>{children}</UiKitContext.Provider>
      </App>
    </ConfigProvider>
  );
}
