import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { consoleTheme, withConsoleTheme } from '../../widgets/theme';

/** An antd colour (#rrggbb or rgba over `under`) as red, green and blue. */
function rgb(colour: string, under: number[] = [255, 255, 255]): number[] {
  if (colour.startsWith('#')) return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const [r = 0, g = 0, b = 0, a = 1] = /rgba?\(([^)]*)\)/.exec(colour)![1]!.split(',').map(Number);
  return [r, g, b].map((c, i) => c * a + under[i]! * (1 - a));
}
const luminance = (c: number[]) => {
  const [r = 0, g = 0, b = 0] = c.map((v) =>
    v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG 2 contrast ratio of text `fg` on `bg`. */
function contrast(fg: string, bg: string): number {
  const back = rgb(bg);
  const [hi, lo] = [luminance(rgb(fg, back)), luminance(back)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the console theme reads at WCAG 2 AA (4.5:1, docs/accessibility.md)', () => {
  const t = theme.getDesignToken(consoleTheme);
  const white = '#ffffff';
  const pairs: [string, string, string][] = [
    ['primary button', white, t.colorPrimary],
    ['hovered primary button', white, t.colorPrimaryHover],
    ['danger button', white, t.colorError],
    ['link', t.colorLink, white],
    ['hovered link', t.colorLinkHover, white],
    ['selected menu item', t.colorPrimary, t.colorPrimaryBg],
    ['field message', t.colorError, white],
    ['secondary text on the layout', t.colorTextDescription, t.colorBgLayout],
    ['placeholder', t.colorTextPlaceholder, white],
  ];
  for (const [what, fg, bg] of pairs)
    it(`${what}: ${fg} on ${bg}`, () => expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5));

  it('a story’s or a test’s theme goes over it, keeping its colours', () => {
    const merged = withConsoleTheme({ token: { motion: false } });
    expect(merged.token).toMatchObject({ motion: false, colorPrimary: consoleTheme.token?.colorPrimary });
  });
});
