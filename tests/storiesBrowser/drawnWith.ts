/**
 * What the screenshot baselines were drawn with: Debian's Chromium and the font WenQuanYi Micro Hei
 * (docs/design-checks.md, 截图审阅报告). Plain data and sentences, no Node: Storybook's toolbar
 * (.storybook/manager.ts) says them too.
 */

/** The record beside the baselines (baselines/drawn-with.json), written with them. */
export interface DrawnWith {
  /** The Chromium version, as the browser reports it (e.g. 156.0.8078.108). */
  chromium: string;
  /** The font family the Chinese texts are drawn in. */
  font: string;
  /** The font's file, where Debian's package puts it. */
  fontFile: string;
}

/** Debian's packages of the two, what `apt-get install` takes. */
export const CHROMIUM_PACKAGE = 'chromium';
export const FONT_PACKAGE = 'fonts-wqy-microhei';
/** The font and its file as Debian installs them: what a record without them means. */
export const FONT = 'WenQuanYi Micro Hei';
export const FONT_FILE = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** The command that installs what is missing. */
export const installCommand = (packages: readonly string[]) => `apt-get install -y ${packages.join(' ')}`;

/** One line for a designer: what the baselines were drawn with. */
export function describeDrawnWith(drawnWith: DrawnWith | undefined): string {
  if (!drawnWith) return '截图基线还没有记录绘制环境（运行 npm run stories:baseline 时记录）';
  return (
    `截图基线用 Debian 的 Chromium ${drawnWith.chromium}（软件包 ${CHROMIUM_PACKAGE}）` +
    `和字体 ${drawnWith.font}（文泉驿微米黑，软件包 ${FONT_PACKAGE}）绘制`
  );
}

/**
 * Said beside each screenshot difference when this machine's Chromium is not the baselines' one: a
 * new version may move pixels by itself, and only a designer looking at the pictures can tell. Empty
 * when it is the same browser (or nothing was recorded).
 */
export function browserNote(drawnWith: DrawnWith | undefined, chromium: string): string {
  if (!drawnWith || drawnWith.chromium === chromium) return '';
  return (
    `注意：基线用 Chromium ${drawnWith.chromium} 绘制，本机是 Chromium ${chromium}，` +
    '差异可能只是浏览器版本不同；看过图确认后用 npm run stories:baseline 按本机重画基线'
  );
}
