import type { GlobalToken } from 'antd';

/** WCAG 2 AA for body text (docs/accessibility.md): every pair of `contrastPairs` is held to it. */
export const AA_TEXT_CONTRAST = 4.5;

/** A colour the theme draws text in, on the background it is drawn on. */
export interface ContrastPair {
  /** Where the console draws it, e.g. 主要按钮文字. */
  use: string;
  /** The text colour: its token (or 白色) and its value. */
  text: { token: string; value: string };
  /** The background: its token (or 白色) and its value. */
  background: { token: string; value: string };
}

const WHITE = { token: '白色', value: '#ffffff' };

/**
 * The text-on-background pairs of the console's theme (`widgets/theme.ts`) that must read at WCAG 2 AA:
 * one list for the theme's unit test and the design tokens story (docs/design-checks.md).
 */
export function contrastPairs(t: GlobalToken): ContrastPair[] {
  const token = (name: keyof GlobalToken) => ({ token: name, value: String(t[name]) });
  return [
    { use: '主要按钮文字', text: WHITE, background: token('colorPrimary') },
    { use: '悬停的主要按钮文字', text: WHITE, background: token('colorPrimaryHover') },
    { use: '危险按钮文字', text: WHITE, background: token('colorError') },
    { use: '链接', text: token('colorLink'), background: WHITE },
    { use: '悬停的链接', text: token('colorLinkHover'), background: WHITE },
    { use: '选中的菜单项', text: token('colorPrimary'), background: token('colorPrimaryBg') },
    { use: '字段的校验信息', text: token('colorError'), background: WHITE },
    { use: '布局底色上的次要文字', text: token('colorTextDescription'), background: token('colorBgLayout') },
    { use: '输入框的占位文字', text: token('colorTextPlaceholder'), background: WHITE },
  ];
}

/** An antd colour (#rrggbb, or rgb()/rgba() laid over `under`) as red, green and blue. */
function rgb(colour: string, under: readonly number[] = [255, 255, 255]): number[] {
  if (colour.startsWith('#')) return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const parts = /rgba?\(([^)]*)\)/.exec(colour)?.[1]?.split(',').map(Number);
  if (!parts) throw new Error(`无法读取颜色 ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b].map((c, i) => c * a + (under[i] ?? 255) * (1 - a));
}

/** WCAG 2 relative luminance. */
function luminance(c: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = c.map((v) =>
    v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of text `fg` on `bg` (a translucent colour laid over what is under it). */
export function contrastRatio(fg: string, bg: string): number {
  const back = rgb(bg);
  const [hi = 0, lo = 0] = [luminance(rgb(fg, back)), luminance(back)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
