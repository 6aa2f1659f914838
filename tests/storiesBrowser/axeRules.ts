import type { A11yParameters } from '@storybook/addon-a11y';
import axe from 'axe-core';
import zhCN from 'axe-core/locales/zh_CN.json';
import { AXE_EXCEPTIONS, type AxeException } from './exceptions';

/**
 * The accessibility rules of the stories, in one place: the stories check (axeCheck.ts) and Storybook's
 * accessibility panel (.storybook/preview.tsx) both read them, so the two cannot disagree
 * (docs/design-checks.md, 无障碍面板). The exceptions themselves are written in exceptions.ts.
 */
export { AXE_EXCEPTIONS, type AxeException };

/** WCAG 2.0 and 2.1, levels A and AA: the rules the console is held to (docs/design-checks.md). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The impacts that fail a story: all of axe's (the panel shows every one as a violation). */
export const FAILING_IMPACTS: readonly string[] = ['minor', 'moderate', 'serious', 'critical'];
/**
 * axe's texts in Chinese: its own zh_CN translation (a few checks have no fail text there, which axe's
 * type requires).
 */
export const AXE_LOCALE = zhCN as unknown as axe.Locale;
/** Storybook's own parts of the preview, left out of every check. */
export const STORYBOOK_PARTS = ['.sb-wrapper', '#storybook-docs'];
/** The attribute of the preview's `<html>` naming the story drawn (.storybook/preview.tsx sets it). */
export const STORY_ATTRIBUTE = 'data-story-id';

/** Whether the exception covers the rule in the story (on some elements, or on all of them). */
export const exceptionApplies = (e: AxeException, rule: string, storyId: string) =>
  e.rule === rule && (!e.stories || e.stories.includes(storyId));

/**
 * The elements an exception covers, as a selector axe-core matches (its `:is()` and `:not()` take
 * descendant selectors): those `within` matches and what is inside them, in the stories it names
 * (by the story attribute of `<html>`). Undefined when it covers every element of every story.
 */
export function exceptedElements(e: AxeException): string | undefined {
  const story = e.stories?.map((id) => `html[${STORY_ATTRIBUTE}=${JSON.stringify(id)}]`).join(', ');
  if (!e.within) return story && `:is(${story}), :is(${story}) *`;
  const scope = story ? `:is(${story}) ` : '';
  return `${scope}:is(${e.within}), ${scope}:is(${e.within}) *`;
}

/** The selector of an axe rule as axe-core 4 defines it (`axe.utils.getRule`, before any configure). */
const ownSelectors = new Map<string, string>();
function ownSelector(rule: string): string {
  const utils = axe.utils as unknown as { getRule(id: string): { selector: string } };
  if (!ownSelectors.has(rule)) ownSelectors.set(rule, utils.getRule(rule).selector);
  return ownSelectors.get(rule) ?? '*';
}

/**
 * axe's rules as the exceptions change them: a rule excepted everywhere is off; otherwise it keeps its
 * own selector less the excepted elements.
 */
export function exceptedRules(exceptions: readonly AxeException[] = AXE_EXCEPTIONS): axe.Rule[] {
  const ids = [...new Set(exceptions.map((e) => e.rule))];
  return ids.map((id) => {
    const excepted = exceptions.filter((e) => e.rule === id).map(exceptedElements);
    if (excepted.includes(undefined)) return { id, enabled: false };
    return { id, selector: `:is(${ownSelector(id)})${excepted.map((s) => `:not(${s})`).join('')}` };
  });
}

/**
 * The accessibility panel's parameters (`parameters.a11y` of @storybook/addon-a11y): the same tags and
 * exceptions as the stories check, axe's texts in Chinese, and a violation of any impact an error of
 * the story (the panel and Storybook's test status show it as soon as the story is drawn).
 */
export const panelA11yParameters = (): A11yParameters => ({
  test: 'error',
  options: { runOnly: { type: 'tag', values: AXE_TAGS } },
  config: { locale: AXE_LOCALE, rules: exceptedRules() },
});
