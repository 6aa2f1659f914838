import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { consoleTheme, withConsoleTheme } from '../../widgets/theme';
import { AA_TEXT_CONTRAST, contrastPairs, contrastRatio } from '../../widgets/themeContrast';

describe('WCAG 2 contrast ratio (the formula the tokens page shows)', () => {
  it('black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0958d9', '#0958d9')).toBeCloseTo(1, 5);
  });

  it('a translucent text colour is laid over its background: 50 % black on white is mid-grey on white', () =>
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe(
      contrastRatio('rgb(127.5, 127.5, 127.5)', '#ffffff'),
    ));
});

describe('the console theme reads at WCAG 2 AA (4.5:1, docs/accessibility.md)', () => {
  const pairs = contrastPairs(theme.getDesignToken(consoleTheme));

  it('holds the pairs of buttons, links, the selected menu item, messages, secondary text and placeholders', () =>
    expect(pairs.map((p) => p.use)).toEqual([
      '主要按钮文字',
      '悬停的主要按钮文字',
      '危险按钮文字',
      '链接',
      '悬停的链接',
      '选中的菜单项',
      '字段的校验信息',
      '布局底色上的次要文字',
      '输入框的占位文字',
    ]));

  for (const { use, text, background } of pairs)
    it(`${use}: ${text.value} on ${background.value}`, () =>
      expect(contrastRatio(text.value, background.value)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST));

  it('a story’s or a test’s theme goes over it, keeping its colours', () => {
    const merged = withConsoleTheme({ token: { motion: false } });
    expect(merged.token).toMatchObject({ motion: false, colorPrimary: consoleTheme.token?.colorPrimary });
  });
});
