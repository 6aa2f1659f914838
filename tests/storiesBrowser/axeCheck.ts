import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import {
  AXE_EXCEPTIONS,
  AXE_LOCALE,
  AXE_TAGS,
  exceptionApplies,
  FAILING_IMPACTS,
  STORYBOOK_PARTS,
} from './axeRules';

/**
 * axe with its messages in Chinese, loaded into every document of the checks' context (storyPage.ts) at
 * its start, once: AxeBuilder is then given an empty source instead of evaluating axe again per story.
 */
export const AXE_SCRIPT = `${axe.source}\naxe.configure({ locale: ${JSON.stringify(AXE_LOCALE)} });`;
const ALREADY_LOADED = 'void 0';
/**
 * The preview loads axe too (the accessibility panel's rules are built with it, .storybook/preview.tsx),
 * and that axe takes the place of the one above: it is given the Chinese texts before each run.
 */
const IN_CHINESE = `axe.configure({ locale: ${JSON.stringify(AXE_LOCALE)} });`;

/** One element that breaks a rule of an impact that fails a story (FAILING_IMPACTS). */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
  summary: string;
}

/** Whether the element `target` is, or is inside, an element `selector` matches. */
function within(page: Page, target: string, selector: string): Promise<boolean> {
  return page.evaluate(
    ([t, s]) => Boolean(t && s && document.querySelector(t)?.closest(s)),
    [target, selector],
  );
}

/**
 * The story's axe findings (rules of AXE_TAGS, impacts of FAILING_IMPACTS) outside the written
 * exceptions (axeRules.ts). Storybook's own hidden parts are left out.
 */
export async function axeFindings(page: Page, storyId: string): Promise<AxeFinding[]> {
  await page.evaluate(IN_CHINESE);
  const builder = new AxeBuilder({ page, axeSource: ALREADY_LOADED })
    // In the page itself: the stories draw no frames, and no second page is opened to join results.
    .setLegacyMode(true)
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] });
  const results = await STORYBOOK_PARTS.reduce((b, part) => b.exclude(part), builder).analyze();
  const findings: AxeFinding[] = [];
  for (const violation of results.violations) {
    if (!violation.impact || !FAILING_IMPACTS.includes(violation.impact)) continue;
    const exceptions = AXE_EXCEPTIONS.filter((e) => exceptionApplies(e, violation.id, storyId));
    for (const node of violation.nodes) {
      const target = node.target.map(String).join(' ');
      let excepted = exceptions.some((e) => !e.within);
      for (const e of exceptions) if (!excepted && e.within) excepted = await within(page, target, e.within);
      if (excepted) continue;
      findings.push({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        target,
        html: node.html.slice(0, 200),
        summary: node.failureSummary ?? '',
      });
    }
  }
  return findings;
}

/** A finding as a designer reads it. */
export const describeFinding = (f: AxeFinding) =>
  `无障碍（${f.impact}）${f.rule}：${f.help}\n  元素 ${f.target}\n  ${f.html}\n  ${f.summary.replace(/\n/g, '\n  ')}`;
