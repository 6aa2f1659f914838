import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DRAWN_WITH_FILE,
  missingDrawingTools,
  readDrawnWith,
  recordDrawnWith,
} from '../storiesBrowser/drawingTools';
import { describeDrawnWith, FONT_FILE } from '../storiesBrowser/drawnWith';

let dir: string;
let chromium: string;
let fontFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'drawing-'));
  chromium = join(dir, 'chromium');
  fontFile = join(dir, 'wqy-microhei.ttc');
  writeFileSync(chromium, '');
  writeFileSync(fontFile, '');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('截图基线的浏览器与字体（docs/design-checks.md「截图审阅报告」）', () => {
  it('两者都在时不说什么', () => {
    expect(missingDrawingTools({ chromium, fontFile })).toBe('');
  });

  it('缺字体时只说一次，并说安装哪个软件包', () => {
    const missing = join(dir, 'fonts/wqy-microhei.ttc');
    expect(missingDrawingTools({ chromium, fontFile: missing })).toBe(
      `本机缺少字体 WenQuanYi Micro Hei（文泉驿微米黑，找不到 ${missing}）：故事截图的基线用 Debian 的 ` +
        'Chromium 和字体 WenQuanYi Micro Hei 绘制，没有它们每个故事的截图都会不同，所以没有开始检查。请安装 Debian 的软件包：' +
        'apt-get install -y fonts-wqy-microhei（Chromium 装在别处时用 CHROME_PATH 指明）。' +
        '见 docs/design-checks.md「截图审阅报告」。',
    );
  });

  it('缺浏览器时说安装 chromium，两者都缺时一条命令装两个', () => {
    const noBrowser = join(dir, 'bin/chromium');
    expect(missingDrawingTools({ chromium: noBrowser, fontFile })).toContain(
      `本机缺少浏览器 Chromium（找不到 ${noBrowser}）：`,
    );
    expect(missingDrawingTools({ chromium: noBrowser, fontFile })).toContain('apt-get install -y chromium（');
    expect(missingDrawingTools({ chromium: noBrowser, fontFile: join(dir, 'none.ttc') })).toContain(
      'apt-get install -y chromium fonts-wqy-microhei（',
    );
  });

  it('写基线时记下 Chromium 的版本与字体，报告与 Storybook 照此说明', () => {
    const file = join(dir, 'drawn-with.json');
    recordDrawnWith('156.0.8078.108', file);
    expect(readDrawnWith(file)).toEqual({
      chromium: '156.0.8078.108',
      font: 'WenQuanYi Micro Hei',
      fontFile: FONT_FILE,
    });
    expect(describeDrawnWith(readDrawnWith(file))).toBe(
      '截图基线用 Debian 的 Chromium 156.0.8078.108（软件包 chromium）和字体 WenQuanYi Micro Hei（文泉驿微米黑，软件包 fonts-wqy-microhei）绘制',
    );
  });

  it('检入的记录说明现有基线的绘制环境', () => {
    const recorded = JSON.parse(readFileSync(DRAWN_WITH_FILE, 'utf8')) as Record<string, string>;
    expect(Object.keys(recorded).sort()).toEqual(['chromium', 'font', 'fontFile']);
    expect(recorded.chromium).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });
});
