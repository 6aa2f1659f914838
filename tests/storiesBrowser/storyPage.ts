import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../tools/chromium/launch';
import { AXE_SCRIPT } from './axeCheck';
import {
  FINAL_EVENTS,
  CHECK_GLOBALS,
  SET_CURRENT_STORY,
  SHOW_TIMEOUT_MS,
  STORY_EVENTS,
  storyProblem,
  UPDATE_GLOBALS,
  type PreviewEvent,
} from './storyEvents';

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

  /**
   * Loads an empty preview: the next story is drawn in a fresh document. The accessibility panel's own
   * axe run after each story is switched off here (its global `a11y.manual`, docs/design-checks.md): the
   * check runs axe itself with the same rules, and the addon's axe, loaded as a module, would take the
   * place of the check's (`window.axe`, set up with its Chinese texts) and cost each story its run.
   */
  async reload(): Promise<void> {
    this.inFlight = 0;
    await this.page.goto(`${this.storybookUrl}/iframe.html`);
    await this.page.waitForFunction(() => document.body.classList.contains('sb-show-nopreview'));
    await this.page.evaluate(
      ({ event, globals }) =>
        (
          window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel }
        ).__STORYBOOK_ADDONS_CHANNEL__.emit(event, { globals }),
      { event: UPDATE_GLOBALS, globals: CHECK_GLOBALS },
    );
  }

  /**
   * Shows the story through Storybook's channel (no reload) and waits until it has been drawn, its play
   * function has run and the addons' afterEach are done (storyFinished). Resolves to what went wrong, in
   * Chinese (`storyProblem`: a failed play function with its assertion's message), or '' when nothing did.
   */
  async show(storyId: string): Promise<string> {
    const { events, timedOut } = await this.page.evaluate(
      ({ id, listened, final, setStory, ms }) =>
        new Promise<{ events: PreviewEvent[]; timedOut: boolean }>((resolve) => {
          window.scrollTo(0, 0);
          (document.activeElement as HTMLElement | null)?.blur();
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const events: PreviewEvent[] = [];
          /** The parts of an event's payload a problem is told with. */
          const brief = (event: string, p: unknown): PreviewEvent => {
            if (typeof p === 'string') return { event, storyId: p };
            if (Array.isArray(p))
              return { event, errors: p.map((e: { message?: string }) => String(e?.message ?? e)) };
            const o = (p ?? {}) as StoryEvent;
            const told = [o.title, o.description].filter(Boolean).join(' ');
            return {
              event,
              storyId: o.storyId,
              status: o.status,
              message: o.message ?? (told || undefined),
              failedReports: o.reporters?.filter((r) => r.status === 'failed').map((r) => String(r.type)),
            };
          };
          const listeners = listened.map((event) => {
            const listener = (payload?: unknown) => {
              const e = brief(event, payload);
              if (e.storyId !== undefined && e.storyId !== id) return;
              events.push(e);
              if (final.includes(event)) settle(false);
            };
            return [event, listener] as const;
          });
          const timer = setTimeout(() => settle(true), ms);
          function settle(late: boolean) {
            clearTimeout(timer);
            for (const [event, listener] of listeners) channel.off(event, listener);
            resolve({ events, timedOut: late });
          }
          for (const [event, listener] of listeners) channel.on(event, listener);
          channel.emit(setStory, { storyId: id, viewMode: 'story' });
        }),
      {
        id: storyId,
        listened: STORY_EVENTS,
        final: FINAL_EVENTS,
        setStory: SET_CURRENT_STORY,
        ms: SHOW_TIMEOUT_MS,
      },
    );
    return storyProblem(storyId, events, timedOut);
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
  on(event: string, listener: (payload?: unknown) => void): void;
  off(event: string, listener: (payload?: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}
/** The fields of the preview's event payloads that `show` reads. */
interface StoryEvent {
  storyId?: string;
  status?: string;
  title?: string;
  description?: string;
  message?: string;
  reporters?: { type: string; status: string }[];
}
