import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../tools/chromium/launch';
import { AXE_SCRIPT } from './axeCheck';

/** The window every story is drawn in: CSS pixels, device scale 1. */
const VIEWPORT = { width: 1280, height: 800 };
/** "Now" when every page opens (a Monday morning, China time): the shell's date, the pickers' 今天. */
const FROZEN_NOW = new Date('2026-03-16T10:00:00+08:00');
/**
 * No blinking text caret. Animations are not switched off here: antd's dialogs and messages stay hidden
 * until their opening animation ends; they are waited for (`animationsDone`).
 */
const STILL_CSS = '*{caret-color:transparent!important}';
const STILL_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var style = document.createElement('style');
  style.textContent = ${JSON.stringify(STILL_CSS)};
  document.head.appendChild(style);
});`;

/** Debian's Chromium (tools/chromium/launch.ts) in China time, as the console's users are. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium({ env: { ...process.env, TZ: 'Asia/Shanghai' } });
}

/** A context with the fixed window, the clock set to FROZEN_NOW and no blinking caret. */
export async function storyContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  // The clock starts at FROZEN_NOW and runs: a fixed time would stop ECharts' animations (zrender
  // times them with Date), leaving a chart half drawn.
  await context.clock.install({ time: FROZEN_NOW });
  await context.addInitScript({ content: STILL_SCRIPT });
  await context.addInitScript({ content: AXE_SCRIPT });
  return context;
}

/** A page of the static Storybook's preview (iframe.html), with its requests counted. */
export class StoryPage {
  private inFlight = 0;
  private lastActivity = Date.now();

  constructor(
    readonly page: Page,
    private readonly storybookUrl: string,
  ) {
    const count = (delta: number) => () => {
      this.inFlight += delta;
      this.lastActivity = Date.now();
    };
    page.on('request', count(1));
    page.on('requestfinished', count(-1));
    page.on('requestfailed', count(-1));
  }

  /** Loads an empty preview: the next story is drawn in a fresh document. */
  async reload(): Promise<void> {
    this.inFlight = 0;
    await this.page.goto(`${this.storybookUrl}/iframe.html`);
    await this.page.waitForFunction(() => document.body.classList.contains('sb-show-nopreview'));
  }

  /**
   * Shows the story through Storybook's channel (no reload) and waits until it has been drawn and its
   * play function has run. Resolves to Storybook's error, or '' when the story was drawn.
   */
  async show(storyId: string): Promise<string> {
    return this.page.evaluate(
      (id) =>
        new Promise<string>((resolve) => {
          window.scrollTo(0, 0);
          (document.activeElement as HTMLElement | null)?.blur();
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const listeners: Record<string, (payload?: StoryEvent) => void> = {
            storyFinished: (p) => p?.storyId === id && settle(p.status === 'error' ? failure(p) : ''),
            storyErrored: (p) => settle(`故事渲染出错：${p?.title ?? ''} ${p?.description ?? ''}`),
            storyThrewException: (p) => settle(`故事抛出异常：${p?.message ?? ''}`),
            playFunctionThrewException: (p) => settle(`故事的交互脚本抛出异常：${p?.message ?? ''}`),
            storyMissing: () => settle(`找不到故事 ${id}`),
            // Already the current story: nothing is drawn again.
            storyUnchanged: () => settle(''),
          };
          const timer = setTimeout(() => settle(`故事 ${id} 在 30 秒内没有画完`), 30_000);
          // A story fails when its play function does, or when the accessibility panel (its `test:
          // 'error'`, axeRules.ts) finds a violation in it as drawn.
          function failure(p: StoryEvent): string {
            const panel = p.reporters?.find((r) => r.type === 'a11y' && r.status === 'failed')?.result;
            if (!panel) return '故事的交互脚本出错';
            if (!panel.violations) return `无障碍面板的检查出错：${String(panel.error)}`;
            const found = panel.violations.map(
              (v) => `${v.id}（${v.impact}）${v.help}：${v.nodes.map((n) => n.target.join(' ')).join('、')}`,
            );
            return `无障碍面板报告了 ${found.length} 条规则的违规：\n  ${found.join('\n  ')}`;
          }
          function settle(error: string | false) {
            if (error === false) return;
            clearTimeout(timer);
            for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
            resolve(error);
          }
          for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      storyId,
    );
  }

  /** Waits until no request has been pending for 150 ms (lazy chunks, fonts), at most 10 s. */
  async networkQuiet(): Promise<void> {
    const until = Date.now() + 10_000;
    while (Date.now() < until && (this.inFlight > 0 || Date.now() - this.lastActivity < 150))
      await this.page.waitForTimeout(50);
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
  }

  /**
   * Waits until the page's finite animations and transitions have ended (an opening dialog, a message),
   * at most 5 s; endless ones (a spinner) are frozen by the screenshot itself.
   */
  async animationsDone(): Promise<void> {
    await this.page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]).then(() => undefined),
    );
  }
}

interface StorybookChannel {
  on(event: string, listener: (payload?: StoryEvent) => void): void;
  off(event: string, listener: (payload?: StoryEvent) => void): void;
  emit(event: string, payload: unknown): void;
}
interface StoryEvent {
  storyId?: string;
  status?: string;
  title?: string;
  description?: string;
  message?: string;
  /** The reports of the story's checks: the accessibility panel's is `a11y`, with axe's results. */
  reporters?: { type: string; status: string; result: PanelResult }[];
}
interface PanelResult {
  violations?: { id: string; impact?: string; help: string; nodes: { target: string[] }[] }[];
  error?: unknown;
}
