import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  SET_CURRENT_STORY,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_MISSING,
  STORY_THREW_EXCEPTION,
  STORY_UNCHANGED,
  UNHANDLED_ERRORS_WHILE_PLAYING,
  UPDATE_GLOBALS,
} from 'storybook/internal/core-events';

export { SET_CURRENT_STORY, UPDATE_GLOBALS };

/**
 * The globals the check's previews run with: the accessibility panel's axe run after each story off
 * (`a11y.manual`), as the check runs axe itself (axeCheck.ts, StoryPage.reload).
 */
export const CHECK_GLOBALS = { a11y: { manual: true } };

/** What the page keeps of one event of Storybook's preview (StoryPage.show): what a problem is told with. */
export interface PreviewEvent {
  event: string;
  storyId?: string;
  /** storyFinished: `success` or `error`. */
  status?: string;
  /** An exception's message; storyErrored's title and description. */
  message?: string;
  /** unhandledErrorsWhilePlaying: each error's message. */
  errors?: string[];
  /** storyFinished: the types of the reports that failed (`a11y`: the accessibility panel's axe run). */
  failedReports?: string[];
}

/** The preview's events a story's drawing is followed by (its play function's among them). */
export const STORY_EVENTS = [
  PLAY_FUNCTION_THREW_EXCEPTION,
  UNHANDLED_ERRORS_WHILE_PLAYING,
  STORY_ERRORED,
  STORY_THREW_EXCEPTION,
  STORY_MISSING,
  STORY_UNCHANGED,
  STORY_FINISHED,
];

/**
 * The events after which nothing more is drawn: the story finished (after its play function and the
 * addons' afterEach), failed to render, is missing, or was already shown (nothing is drawn again). A
 * play function's exception comes before Storybook's storyThrewException and storyFinished.
 */
export const FINAL_EVENTS = [
  STORY_FINISHED,
  STORY_ERRORED,
  STORY_THREW_EXCEPTION,
  STORY_MISSING,
  STORY_UNCHANGED,
];

/** How long a story may take to be drawn and played. */
export const SHOW_TIMEOUT_MS = 30_000;

/**
 * An error's message as a designer reads it: without the terminal's colour codes and Testing Library's
 * print of the document after it (「Ignored nodes: …」, 「Here are the accessible roles: …」), at most 1000 characters.
 */
function readable(message: string | undefined): string {
  const plain =
    (message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split(/\n\s*(?:Ignored nodes:|Here are the accessible roles:)/)[0]
      ?.trim() ?? '';
  return plain.length > 1000 ? `${plain.slice(0, 1000)}…` : plain;
}

/**
 * What went wrong while the story was drawn and its play function ran, from the preview's events, in
 * Chinese: '' when nothing did. The accessibility panel's own axe run (a failed `a11y` report) is not a
 * problem here: the check runs axe itself with the same rules (axeCheck.ts).
 */
export function storyProblem(storyId: string, events: readonly PreviewEvent[], timedOut: boolean): string {
  const first = (name: string) => events.find((e) => e.event === name);
  const played = first(PLAY_FUNCTION_THREW_EXCEPTION);
  if (played) return `故事 ${storyId} 的交互（play 函数）失败：${readable(played.message)}`;
  const unhandled = first(UNHANDLED_ERRORS_WHILE_PLAYING);
  if (unhandled)
    return `故事 ${storyId} 的交互（play 函数）运行时有未处理的错误：${(unhandled.errors ?? []).map(readable).join('；')}`;
  const errored = first(STORY_ERRORED);
  if (errored) return `故事 ${storyId} 渲染出错：${readable(errored.message)}`;
  const threw = first(STORY_THREW_EXCEPTION);
  if (threw) return `故事 ${storyId} 抛出异常：${readable(threw.message)}`;
  if (first(STORY_MISSING)) return `找不到故事 ${storyId}`;
  const finished = first(STORY_FINISHED);
  const failed = (finished?.failedReports ?? []).filter((type) => type !== 'a11y');
  if (failed.length) return `故事 ${storyId} 的检查未通过：${failed.join('、')}`;
  if (timedOut && !finished && !first(STORY_UNCHANGED))
    return `故事 ${storyId} 在 ${SHOW_TIMEOUT_MS / 1000} 秒内没有画完`;
  return '';
}
