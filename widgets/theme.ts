import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme: antd's default look with the colours that fall short of WCAG 2 AA contrast
 * (4.5:1 for body text) moved just far enough (docs/accessibility.md).
 *
 * - `colorPrimary` and `colorInfo` (the seed of `colorLink`): antd's blue-7, the default's own pressed
 *   colour. White on it 6.2:1 (primary buttons), it on white 6.2:1 (links, link buttons), on the selected
 *   menu item's `colorPrimaryBg` 5.5:1. The default #1677ff gave 4.1:1 and 3.7:1.
 * - `colorPrimaryHover`, `colorPrimaryTextHover` and `colorLinkHover`: a hovered button or link turns
 *   darker (7.0:1) rather than lighter (antd derives 4.2:1 and 2.8:1 from the colour above).
 * - `colorError`: antd's red-7. A field's message on white 5.6:1, white on a danger button 5.6:1; the
 *   default #ff4d4f gave 3.3:1.
 * - `colorTextTertiary` (the seed of `colorTextDescription`: secondary text, breadcrumb, statistic titles,
 *   empty lists) and `colorTextPlaceholder`: 56 % black, 4.9:1 on white and 4.8:1 on the layout's grey.
 *   The default 45 % gave 3.4:1 and 25 % (placeholders) 1.8:1. Disabled text keeps antd's colour: WCAG
 *   exempts it.
 */
export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorPrimaryHover: '#0550c8',
    colorLinkHover: '#0550c8',
    colorPrimaryTextHover: '#0550c8',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
};

/** The console's theme with `theme` over it (a story's or a test's token, e.g. `motion: false`). */
export function withConsoleTheme(theme?: ThemeConfig): ThemeConfig {
  if (!theme) return consoleTheme;
  return { ...consoleTheme, ...theme, token: { ...consoleTheme.token, ...theme.token } };
}
