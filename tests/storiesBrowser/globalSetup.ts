import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../tools/chromium/launch';
import { missingDrawingTools, readDrawnWith } from './drawingTools';
import { FONT_FILE } from './drawnWith';
import { REPORT_URL_PATH } from './reportSummary';
import { serveFolder } from './staticServer';
import { RESULTS_DIR } from './visual';

/** One story of the built Storybook's index. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  /** The stories file, e.g. `./stories/ErrorPanel.stories.tsx`. */
  importPath: string;
}

const STATIC_DIR = join(process.cwd(), 'storybook-static');

/** `npm run build-storybook`, quiet unless it fails. */
function buildStorybook(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build-storybook', '--', '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      console.error(log);
      reject(new Error(`npm run build-storybook 失败（退出码 ${code}）`));
    });
  });
}

/**
 * The baselines are drawn with Debian's Chromium and WenQuanYi Micro Hei: without either every story
 * would differ, so the run stops at once with one message saying what to install.
 */
function checkDrawingTools(): void {
  const fontFile = readDrawnWith()?.fontFile ?? FONT_FILE;
  const missing = missingDrawingTools({ chromium: chromiumPath(), fontFile });
  if (missing) throw new Error(missing);
}

/** One entry of the built Storybook's index.json: a story, or a docs page (autodocs or docs-only MDX). */
type IndexEntry = StoryEntry & { type: 'story' | 'docs' };

/**
 * The built Storybook's index, in its order: the stories, which the checks draw one by one, and the docs
 * pages, which are not drawn (they show the same stories again; docs/design-checks.md, 文档页).
 */
function readIndex(): { stories: StoryEntry[]; docs: StoryEntry[] } {
  const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const of = (type: IndexEntry['type']) =>
    Object.values(index.entries)
      .filter((e) => e.type === type)
      .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
  return { stories: of('story'), docs: of('docs') };
}

/**
 * Builds the static Storybook (unless STORIES_NO_BUILD=1 and a build is there), serves it on a random
 * local port and hands the tests its address, its stories and whether to write baselines
 * (`--update`, i.e. `npm run stories:baseline`). See docs/design-checks.md.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  checkDrawingTools();
  // Emptied before the build, which would otherwise copy the last report into it (.storybook/main.ts).
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  const reuse = process.env.STORIES_NO_BUILD === '1' && existsSync(join(STATIC_DIR, 'index.json'));
  if (!reuse) await buildStorybook();
  const server = await serveFolder(STATIC_DIR);
  project.provide('storybookUrl', server.url);
  const { stories, docs } = readIndex();
  project.provide('stories', stories);
  project.provide('docsPages', docs);
  project.provide('updateBaselines', project.config.snapshotOptions.updateSnapshot === 'all');
  return async () => {
    await server.close();
    copyReport();
  };
}

/** The run's report into the Storybook it checked, where its toolbar opens it (.storybook/manager.ts). */
function copyReport(): void {
  const target = join(STATIC_DIR, REPORT_URL_PATH);
  rmSync(target, { recursive: true, force: true });
  if (existsSync(RESULTS_DIR)) cpSync(RESULTS_DIR, target, { recursive: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the served static Storybook. */
    storybookUrl: string;
    stories: StoryEntry[];
    /** The docs pages of the index (not drawn by the checks). */
    docsPages: StoryEntry[];
    /** `--update`: write the baselines of the stories whose screenshot changed or is new. */
    updateBaselines: boolean;
  }
}
