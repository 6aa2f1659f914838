import { within } from 'storybook/test';

/**
 * A button's accessible name as a pattern: antd spaces a two-character label (确 定, 删 除), so the
 * characters may stand apart.
 */
export const named = (label: string): RegExp => new RegExp(`^${[...label].join('\\s*')}$`);

/**
 * Queries over the whole preview document: antd draws dialogs, drop-downs and tooltips at the end of
 * the body, outside the story's canvas.
 */
export const inPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** How long a step waits for what it expects: the stories check runs two stories at a time on busy cores. */
export const PATIENCE = { timeout: 5000 };

/** The play context's `step`: a named group of actions in the Interactions panel. */
type Step = (label: string, play: () => Promise<void>) => Promise<void> | void;

/**
 * One thing a designer checks, said in Chinese: a step of the Interactions panel, and what a failure in
 * it is reported as by the stories check (「<label>：<the assertion's message>」, docs/design-checks.md).
 */
export async function check(step: Step, label: string, act: () => Promise<void>): Promise<void> {
  await step(label, async () => {
    try {
      await act();
    } catch (error) {
      if (error instanceof Error) error.message = `${label}：${error.message}`;
      throw error;
    }
  });
}
