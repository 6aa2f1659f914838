import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The checked-in baselines: one PNG per story, named by its id. */
export const BASELINE_DIR = join(process.cwd(), 'tests/storiesBrowser/baselines');
/** Where the screenshots and diff images of the stories that fail are kept for review (git-ignored). */
export const RESULTS_DIR = join(process.cwd(), 'test-results/visual');

/** pixelmatch's per-pixel colour distance (0–1): smaller differences are the same colour. */
const PIXEL_THRESHOLD = 0.1;
/** Pixels that may differ (anti-aliasing not counted): 0.01 % of the picture, at least 10. */
const allowedPixels = (width: number, height: number) => Math.max(10, Math.round(width * height * 0.0001));

export type Verdict =
  | { kind: 'same' }
  | { kind: 'missing' }
  | { kind: 'size'; expected: string; actual: string }
  | { kind: 'changed'; pixels: number; allowed: number; diff: Buffer };

export const baselineFile = (id: string) => join(BASELINE_DIR, `${id}.png`);

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

/** The story's screenshot against its baseline. */
export function compareWithBaseline(id: string, actual: Buffer): Verdict {
  const file = baselineFile(id);
  if (!existsSync(file)) return { kind: 'missing' };
  return comparePng(readFileSync(file), actual);
}

export function writeBaseline(id: string, png: Buffer): void {
  mkdirSync(BASELINE_DIR, { recursive: true });
  writeFileSync(baselineFile(id), png);
}

/**
 * Keeps a failing story's pictures in RESULTS_DIR: `<id>.actual.png` (now), `<id>.expected.png` (the
 * baseline) and `<id>.diff.png` (the differing pixels in red over the faded baseline).
 */
export function keepFailure(id: string, actual: Buffer, verdict: Verdict): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${id}.actual.png`), actual);
  if (existsSync(baselineFile(id))) copyFileSync(baselineFile(id), join(RESULTS_DIR, `${id}.expected.png`));
  if (verdict.kind === 'changed') writeFileSync(join(RESULTS_DIR, `${id}.diff.png`), verdict.diff);
}

/** The baselines of stories that no longer exist. */
export function staleBaselines(ids: readonly string[]): string[] {
  if (!existsSync(BASELINE_DIR)) return [];
  const known = new Set(ids.map((id) => `${id}.png`));
  return readdirSync(BASELINE_DIR).filter((f) => f.endsWith('.png') && !known.has(f));
}

/** What a designer reads when the story's picture is not its baseline. */
export function describeVerdict(id: string, verdict: Verdict): string {
  const update = '确认改动无误后运行 npm run stories:baseline 更新基线（docs/design-checks.md）';
  switch (verdict.kind) {
    case 'same':
      return '';
    case 'missing':
      return `故事 ${id} 还没有基线截图：${update}`;
    case 'size':
      return `故事 ${id} 的截图尺寸变了：基线 ${verdict.expected}，现在 ${verdict.actual}。截图在 test-results/visual/；${update}`;
    case 'changed':
      return `故事 ${id} 的截图与基线不同：${verdict.pixels} 个像素（允许 ${verdict.allowed}）。差异图在 test-results/visual/${id}.diff.png；${update}`;
  }
}
