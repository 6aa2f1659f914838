import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PACKAGE, FONT, FONT_FILE, FONT_PACKAGE, installCommand, type DrawnWith } from './drawnWith';
import { BASELINE_DIR } from './visual';

/** The record of what the baselines were drawn with, beside them (docs/design-checks.md). */
export const DRAWN_WITH_FILE = join(BASELINE_DIR, 'drawn-with.json');

export function readDrawnWith(file = DRAWN_WITH_FILE): DrawnWith | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as DrawnWith;
}

/** Records the Chromium that has just drawn baselines, with the font the check found (FONT_FILE). */
export function recordDrawnWith(chromium: string, file = DRAWN_WITH_FILE): void {
  const drawnWith: DrawnWith = { chromium, font: FONT, fontFile: FONT_FILE };
  writeFileSync(file, `${JSON.stringify(drawnWith, null, 2)}\n`);
}

/** Where this machine's Chromium and the baselines' font file should be. */
export interface DrawingTools {
  chromium: string;
  fontFile: string;
}

/**
 * Without the baselines' browser or font every story's screenshot would differ: the one message that
 * says which is missing and which Debian packages to install, or '' when both are there.
 */
export function missingDrawingTools({ chromium, fontFile }: DrawingTools): string {
  const missing: { what: string; pkg: string }[] = [];
  if (!existsSync(chromium))
    missing.push({ what: `浏览器 Chromium（找不到 ${chromium}）`, pkg: CHROMIUM_PACKAGE });
  if (!existsSync(fontFile))
    missing.push({ what: `字体 ${FONT}（文泉驿微米黑，找不到 ${fontFile}）`, pkg: FONT_PACKAGE });
  if (!missing.length) return '';
  return (
    `本机缺少${missing.map((m) => m.what).join('和')}：故事截图的基线用 Debian 的 Chromium 和字体 ${FONT} ` +
    '绘制，没有它们每个故事的截图都会不同，所以没有开始检查。请安装 Debian 的软件包：' +
    `${installCommand(missing.map((m) => m.pkg))}（Chromium 装在别处时用 CHROME_PATH 指明）。` +
    '见 docs/design-checks.md「截图审阅报告」。'
  );
}
