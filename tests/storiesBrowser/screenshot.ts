import type { Page } from 'playwright-core';

/** The part of the page a story draws on, in page pixels. */
interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The smallest rectangle around what the story shows: the story's root and whatever it put outside it
 * (antd's dialogs, drop-downs and messages are drawn at the end of the body). Storybook's own parts
 * are left out.
 */
function storyRegion(page: Page): Promise<Region> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const root = document.getElementById('storybook-root');
    const rects = root ? [root.getBoundingClientRect()] : [];
    for (const el of Array.from(document.body.children)) {
      if (el === root || el.matches('.sb-wrapper, #storybook-docs, script, style, link')) continue;
      for (const node of [el, ...Array.from(el.querySelectorAll('*'))]) {
        const rect = node.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0 && getComputedStyle(node).visibility !== 'hidden')
          rects.push(rect);
      }
    }
    const width = document.documentElement.scrollWidth;
    const left = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.left))));
    const top = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.top))));
    const right = Math.min(width, Math.ceil(Math.max(...rects.map((r) => r.right))));
    const bottom = Math.ceil(Math.max(...rects.map((r) => r.bottom)));
    return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  });
}

async function shoot(page: Page, hidden: readonly string[]): Promise<Buffer> {
  return page.screenshot({
    clip: await storyRegion(page),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    style: hidden.length ? `${hidden.join(', ')} { visibility: hidden !important; }` : undefined,
  });
}

/**
 * Screenshots the story, `hidden` hidden (exceptions.ts), until two shots 100 ms apart are the same (a
 * chart's or an editor's drawing has settled), at most `ms`. `stable` is false when it never settled.
 */
export async function settledScreenshot(
  page: Page,
  hidden: readonly string[],
  ms = 6000,
): Promise<{ png: Buffer; stable: boolean }> {
  const until = Date.now() + ms;
  let last = await shoot(page, hidden);
  while (Date.now() < until) {
    await page.waitForTimeout(100);
    const next = await shoot(page, hidden);
    if (next.equals(last)) return { png: next, stable: true };
    last = next;
  }
  return { png: last, stable: false };
}
