import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { UiKitContext, type UiKit } from '../engine/blocks/registry';
import { useA11yZh } from './a11yZh';
import { withConsoleTheme } from './theme';
import { rootRule } from './tokenVars';
import { UiHostsProvider } from './uiPort';
import './styles.css';

dayjs.locale('zh-cn');

/**
 * antd in Chinese (ConfigProvider zh_CN, dayjs zh-cn, and the accessible names its components
 * hard-code in English) in the console's theme (`theme.ts`, under any `theme` given), messages and
 * modals mounted when first needed (`UiHostsProvider`), and the given kit. It imports no view:
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
  const merged = useMemo(() => withConsoleTheme(theme), [theme]);
  return (
    <ConfigProvider locale={zhCN} theme={merged}>
      <UiHostsProvider>
        <AppBase>
          <UiKitContext.Provider value={kit}>{children}</UiKitContext.Provider>
        </AppBase>
      </UiHostsProvider>
    </ConfigProvider>
  );
}

/**
 * The base text style antd's `App` gives the page (colour, size, line height, font), from the theme, and
 * the theme's tokens as CSS variables for the views drawn by hand (`tokenVars.ts`).
 */
function AppBase({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const vars = useMemo(() => rootRule(token), [token]);
  return (
    <div
      className="yb-app"
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <style>{vars}</style>
      {children}
    </div>
  );
}
