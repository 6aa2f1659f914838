/**
 * The written exceptions of the designers' checks, each with its reason; docs/design-checks.md repeats
 * every reason (a test fails until it does).
 */

/** An axe rule not held for some elements or stories. */
export interface AxeException {
  rule: string;
  /** The stories (ids) it applies to; none: every story. */
  stories?: readonly string[];
  /** A CSS selector: only elements it matches, or inside one it matches; none: every element. */
  within?: string;
  reason: string;
}

/** Stories whose screenshots are taken with parts hidden, or not compared. */
export interface VisualException {
  /** The stories (ids) it applies to; none: every story. */
  stories?: readonly string[];
  /** CSS selectors of what is hidden (`visibility: hidden`) while the screenshot is taken. */
  hide?: readonly string[];
  /** Not compared at all. */
  skip?: boolean;
  reason: string;
}

export const AXE_EXCEPTIONS: readonly AxeException[] = [
  ...(['aria-input-field-name', 'label'] as const).map((rule) => ({
    rule,
    within: '.monaco-diff-editor',
    reason:
      "Monaco's diff editor (对比) leaves the text inputs of its two sides without a name: its originalAriaLabel and " +
      "modifiedAriaLabel (set, with each side's label) do not reach them in monaco-editor 0.55. The comparison is " +
      "read-only and the dialog's title names both sides (e.g. 已发布版本 2（左）与我的编辑（右）).",
  })),
  {
    rule: 'scrollable-region-focusable',
    within: '.ant-table-empty .ant-table-content',
    reason:
      'An empty list wider than its card: antd scrolls the column titles sideways while 暂无数据 stays in ' +
      'view; there is nothing to read but the titles, and antd gives no way to make its scroll box focusable.',
  },
];

export const VISUAL_EXCEPTIONS: readonly VisualException[] = [
  {
    hide: ['.monaco-scrollable-element > .scrollbar'],
    reason:
      'The scroll bars of the Monaco editor (界面预览, 界面工作台) show when it lays out and fade on a ' +
      'timer of its own, so a screenshot catches them shown or hidden: they are hidden in every screenshot.',
  },
  {
    hide: ['.ant-message-notice', '.ant-notification-notice'],
    reason:
      'antd closes a message (toast) 3 s after it opens, on its own timer: whether a screenshot still ' +
      'catches one depends on how busy the machine is, so messages are hidden in every screenshot ' +
      '(axe still checks them).',
  },
];

const appliesTo = (storyId: string) => (e: VisualException) => !e.stories || e.stories.includes(storyId);

/** What is hidden while the story's screenshot is taken. */
export const hiddenInScreenshot = (storyId: string): string[] =>
  VISUAL_EXCEPTIONS.filter(appliesTo(storyId)).flatMap((e) => e.hide ?? []);

/** Whether the story's screenshot is not compared at all. */
export const visualSkipped = (storyId: string): boolean =>
  VISUAL_EXCEPTIONS.filter(appliesTo(storyId)).some((e) => e.skip);
