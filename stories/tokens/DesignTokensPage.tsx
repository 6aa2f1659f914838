import { useMemo } from 'react';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { ContrastTable } from './ContrastTable';
import { Palette } from './Palette';
import { TokensContext } from './parts';
import { Spacing } from './Spacing';
import { Surfaces } from './Surfaces';
import { Typography } from './Typography';

/**
 * The design tokens of an antd theme, drawn from the theme itself (`theme.getDesignToken`): the colours
 * with their contrast on the backgrounds they are used on, typography, spacing, radii and shadows. The
 * story passes the console's theme (`widgets/theme.ts`), so the page shows what the console draws with
 * (docs/design-checks.md).
 */
export function DesignTokensPage({ theme }: { theme: ThemeConfig }) {
  const t = useMemo(() => antdTheme.getDesignToken(theme), [theme]);
  return (
    <TokensContext.Provider value={t}>
      <main
        style={{
          padding: t.paddingLG,
          maxWidth: 1100,
          background: t.colorBgContainer,
          color: t.colorText,
          fontFamily: t.fontFamily,
          fontSize: t.fontSize,
          lineHeight: t.lineHeight,
        }}
      >
        <h1
          style={{
            fontSize: t.fontSizeHeading2,
            lineHeight: t.lineHeightHeading2,
            fontWeight: t.fontWeightStrong,
            color: t.colorTextHeading,
            margin: 0,
          }}
        >
          控制台主题的设计令牌
        </h1>
        <p style={{ color: t.colorTextDescription, marginBlock: t.marginXS }}>
          本页取自控制台的 antd 主题（widgets/theme.ts 的 consoleTheme）：主题改了，本页随之改变。
        </p>
        <ContrastTable />
        <Palette />
        <Typography />
        <Spacing />
        <Surfaces />
      </main>
    </TokensContext.Provider>
  );
}
