/**
 * The stories check fails a story whose play function fails, saying so in Chinese with the assertion's
 * message (tests/storiesBrowser/storyEvents.ts, docs/design-checks.md「交互」): the preview's events as
 * Storybook 10 emits them for a story, turned into the story's problem.
 */
import { describe, expect, it } from 'vitest';
import { initialGlobals } from '@storybook/addon-a11y/preview';
import {
  CHECK_GLOBALS,
  FINAL_EVENTS,
  STORY_EVENTS,
  storyProblem,
  type PreviewEvent,
} from '../storiesBrowser/storyEvents';

const id = 'blocks-crud-查询列表--select-enables-toolbar';
const finished = (status: string, failedReports: string[] = []): PreviewEvent => ({
  event: 'storyFinished',
  storyId: id,
  status,
  failedReports,
});
/** A failed step of the play function (stories/interactions.ts `check`), as Testing Library words it. */
const assertion = '选中一行后「上传」可用：Unable to find role="button" and name `/^上\\s*传$/`';
/** Testing Library prints the whole document after its message. */
const dump =
  '\n\nIgnored nodes: comments, script, style\n<body>\n  <div id="storybook-root">…</div>\n</body>';

describe('what the preview says of a story, as the check reports it', () => {
  it('listens to the play function’s exceptions and stops at storyFinished, by Storybook’s own event names', () => {
    expect(STORY_EVENTS).toEqual(
      expect.arrayContaining(['playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyFinished']),
    );
    expect(FINAL_EVENTS).toContain('storyFinished');
    expect(FINAL_EVENTS).not.toContain('playFunctionThrewException');
  });

  it('a drawn story whose play passed has no problem', () =>
    expect(storyProblem(id, [finished('success')], false)).toBe(''));

  it('a failed step of the play function fails the story, with its assertion’s message and without the document’s print', () => {
    const events: PreviewEvent[] = [
      { event: 'playFunctionThrewException', message: `\u001b[31m${assertion}\u001b[39m${dump}` },
      { event: 'storyThrewException', message: assertion },
      finished('error'),
    ];
    expect(storyProblem(id, events, false)).toBe(`故事 ${id} 的交互（play 函数）失败：${assertion}`);
  });

  it('an error the play function left unhandled fails the story', () =>
    expect(
      storyProblem(
        id,
        [{ event: 'unhandledErrorsWhilePlaying', errors: ['网络错误', '超时'] }, finished('error')],
        false,
      ),
    ).toBe(`故事 ${id} 的交互（play 函数）运行时有未处理的错误：网络错误；超时`));

  it('the accessibility panel’s own axe report is not the play’s failure (the check runs axe itself)', () =>
    expect(storyProblem(id, [finished('error', ['a11y'])], false)).toBe(''));

  it('a story that renders with an error, is missing or never finishes fails', () => {
    expect(storyProblem(id, [{ event: 'storyErrored', message: '缺少组件' }], false)).toBe(
      `故事 ${id} 渲染出错：缺少组件`,
    );
    expect(storyProblem(id, [{ event: 'storyMissing', storyId: id }], false)).toBe(`找不到故事 ${id}`);
    expect(storyProblem(id, [], true)).toBe(`故事 ${id} 在 30 秒内没有画完`);
  });

  it('the check switches off the accessibility panel’s own axe run by the addon’s own global (a11y.manual)', () => {
    expect(Object.keys(CHECK_GLOBALS.a11y)).toEqual(Object.keys(initialGlobals.a11y));
    expect(initialGlobals.a11y.manual).toBe(false);
    expect(CHECK_GLOBALS.a11y.manual).toBe(true);
  });
});
