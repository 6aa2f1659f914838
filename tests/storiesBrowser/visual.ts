import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { REPORT_PAGE, RESULTS_FOLDER } from './reportSummary';

/** The checked-in baselines: one PNG per story, named by its id. */
export const BASELINE_DIR = join(process.cwd(), 'tests/storiesBrowser/baselines');
/**
 * Where the screenshots and diff images of the stories that fail are kept for review, with the report
 * that shows them (git-ignored).
 */
export const RESULTS_DIR = join(process.cwd(), RESULTS_FOLDER);

/** pixelmatch's per-pixel colour distance (0–1): smaller differences are the same colour. */
const PIXEL_THRESHOLD = 0.1;
/** Pixels that may differ (anti-aliasing not counted): 0.01 % of the picture, at least 10. */
const allowedPixels = (width: number, height: number) => Math.max(10, Math.round(width * height * 0.0001));

export type Verdict =
  | { kind: 'same' }
  | { kind: 'missing' }
  | { kind: 'size'; expected: string; actual: string }
  | { kind: 'changed'; pixels: number; allowed: number; diff: Buffer };

export const baselineFile = (id: string, dir = BASELINE_DIR) => join(dir, `${id}.png`);

/** The pictures kept of a story that fails, by name in RESULTS_DIR. */
export const keptPictures = (id: string) => ({
  actual: `${id}.actual.png`,
  expected: `${id}.expected.png`,
  diff: `${id}.diff.png`,
});

const size = (png: PNG) => `${png.width}×${png.height}`;

/** Two PNGs, the same when byte for byte equal or when few enough pixels differ (pixelmatch). */
export function comparePng(expectedPng: Buffer, actualPng: Buffer): Verdict {
  if (expectedPng.equals(actualPng)) return { kind: 'same' };
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  if (expected.width !== actual.width || expected.height !== actual.height)
    return { kind: 'size', expected: size(expected), actual: size(actual) };
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const allowed = allowedPixels(width, height);
  if (pixels <= allowed) return { kind: 'same' };
  return { kind: 'changed', pixels, allowed, diff: PNG.sync.write(diff) };
}

/** The story's screenshot against its baseline (in `dir`). */
export function compareWithBaseline(id: string, actual: Buffer, dir = BASELINE_DIR): Verdict {
  const file = baselineFile(id, dir);
  if (!existsSync(file)) return { kind: 'missing' };
  return comparePng(readFileSync(file), actual);
}

export function writeBaseline(id: string, png: Buffer, dir = BASELINE_DIR): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(baselineFile(id, dir), png);
}

/**
 * Keeps a failing story's pictures in `results` (keptPictures): the screenshot now, and when it is not
 * the baseline, the baseline and the differing pixels in red over the faded baseline.
 */
export function keepFailure(
  id: string,
  actual: Buffer,
  verdict: Verdict,
  { baselines = BASELINE_DIR, results = RESULTS_DIR } = {},
): void {
  const kept = keptPictures(id);
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, kept.actual), actual);
  const baseline = baselineFile(id, baselines);
  if (verdict.kind !== 'same' && existsSync(baseline)) copyFileSync(baseline, join(results, kept.expected));
  if (verdict.kind === 'changed') writeFileSync(join(results, kept.diff), verdict.diff);
}

/** The baselines of stories that no longer exist. */
export function staleBaselines(ids: readonly string[]): string[] {
  if (!existsSync(BASELINE_DIR)) return [];
  const known = new Set(ids.map((id) => `${id}.png`));
  return readdirSync(BASELINE_DIR).filter((f) => f.endsWith('.png') && !known.has(f));
}

/** The difference itself, in a few words (the report's line under a story's title). */
export function verdictSummary(verdict: Verdict): string {
  switch (verdict.kind) {
    case 'same':
      return '截图与基线相同';
    case 'missing':
      return '还没有基线截图';
    case 'size':
      return `截图尺寸变了：基线 ${verdict.expected}，现在 ${verdict.actual}`;
    case 'changed':
      return `${verdict.pixels} 个像素与基线不同（允许 ${verdict.allowed}）`;
  }
}

/**
 * What a designer reads when the story's picture is not its baseline; `note` (drawnWith.ts browserNote)
 * when this machine's Chromium is not the baselines'.
 */
export function describeVerdict(id: string, verdict: Verdict, note = ''): string {
  if (verdict.kind === 'same') return '';
  const update = '确认改动无误后运行 npm run stories:baseline 更新基线（docs/design-checks.md）';
  const where = `截图与差异图见 ${RESULTS_FOLDER}/${REPORT_PAGE}（npm run stories:report）`;
  return `故事 ${id}：${verdictSummary(verdict)}。${where}；${update}${note ? `。${note}` : ''}`;
}
