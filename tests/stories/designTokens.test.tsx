/**
 * The design tokens story (设计令牌/控制台主题, docs/design-checks.md) is drawn from the theme itself:
 * the contrast pairs the theme's unit test holds, with their ratios, and every token as the theme gives it.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { theme, type ThemeConfig } from 'antd';
import meta from '../../stories/DesignTokens.stories';
import { DesignTokensPage } from '../../stories/tokens/DesignTokensPage';
import { ratioText } from '../../stories/tokens/ContrastTable';
import { consoleTheme, withConsoleTheme } from '../../widgets/theme';
import { AA_TEXT_CONTRAST, contrastPairs, contrastRatio } from '../../widgets/themeContrast';

/** A token's value as the page shows it: antd writes some over several lines. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
/** The row whose heading cell is `heading` (text queries: role queries cost a second each in jsdom). */
const rowOf = (heading: string) => screen.getByText(heading, { selector: 'th' }).closest('tr')!;

/** Each pair's row: its colours' values, the ratio computed from them, 达标 or 未达标. */
function expectPairsShown(config: ThemeConfig) {
  for (const pair of contrastPairs(theme.getDesignToken(config))) {
    const row = rowOf(pair.use);
    const ratio = contrastRatio(pair.text.value, pair.background.value);
    expect(row).toHaveTextContent(pair.text.value);
    expect(row).toHaveTextContent(pair.background.value);
    expect(row).toHaveTextContent(ratioText(ratio));
    expect(within(row).getByText(ratio >= AA_TEXT_CONTRAST ? '达标' : '未达标')).toBeInTheDocument();
  }
}

describe('设计令牌页', () => {
  it('the story draws the console’s own theme (widgets/theme.ts)', () =>
    expect(meta.args.theme).toBe(consoleTheme));

  it('shows every contrast pair of the theme’s unit test with its WCAG ratio, each 达标 at AA 4.5:1', () => {
    render(<DesignTokensPage theme={consoleTheme} />);
    expectPairsShown(consoleTheme);
    expect(screen.queryByText('未达标')).toBeNull();
  });

  it('follows the theme: antd’s default blue #1677ff puts the primary button under 4.5:1 (未达标)', () => {
    const changed = withConsoleTheme({ token: { colorPrimary: '#1677ff', fontSize: 16 } });
    render(<DesignTokensPage theme={changed} />);
    expectPairsShown(changed);
    expect(rowOf('主要按钮文字')).toHaveTextContent('#1677ff');
    expect(within(rowOf('主要按钮文字')).getByText('未达标')).toBeInTheDocument();
    expect(within(rowOf('正文')).getByText('16px')).toBeInTheDocument();
  });

  it('draws typography, spacing, radii and shadows from the theme’s tokens', () => {
    const t = theme.getDesignToken(consoleTheme);
    render(<DesignTokensPage theme={consoleTheme} />);
    for (const heading of ['颜色与对比度', '颜色', '字体', '间距', '圆角', '阴影'])
      expect(screen.getByText(heading, { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('正文字体').nextElementSibling).toHaveTextContent(
      t.fontFamily.replace(/\s+/g, ' '),
    );
    expect(within(rowOf('一级标题')).getByText(`${t.fontSizeHeading1}px`)).toBeInTheDocument();
    expect(within(rowOf('标准')).getAllByText(`${t.padding}px`).length).toBeGreaterThan(0);
    const tile = (label: string) => screen.getByText(label).closest('li')!;
    expect(tile('大圆角（卡片、对话框）')).toHaveTextContent(`borderRadiusLG${t.borderRadiusLG}px`);
    expect(tile('下拉菜单、选择器与日期面板')).toHaveTextContent(oneLine(t.boxShadowSecondary));
  });
});
