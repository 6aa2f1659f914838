import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { AXE_TAGS } from '../storiesBrowser/axeRules';
import { A11Y_EXCEPTIONS } from './a11yExceptions';

/** The impacts that fail a screen. */
const FAILING = new Set(['serious', 'critical']);

const require = createRequire(import.meta.url);
/** axe with its Chinese texts (its zh_CN locale), so that each finding's help reads in Chinese. */
const AXE_SOURCE = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')};axe.configure({ locale: ${readFileSync(
  require.resolve('axe-core/locales/zh_CN.json'),
  'utf8',
)} });`;

/** A serious or critical finding: its rule, impact, help and the elements it was found on. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe says of each element (e.g. the two colours and their contrast). */
  why: string[];
}

/**
 * Runs axe on the page as it is and returns its serious and critical findings, less the exceptions
 * (`a11yExceptions.ts`). Legacy mode: axe runs in the page itself, with no blank page opened per run
 * (the console has no frame of another origin).
 */
export async function findings(page: Page, route: string): Promise<Finding[]> {
  // Colours as they settle: a button enabled a moment ago may still be fading from its disabled grey.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(true)
    .withTags([...AXE_TAGS])
    .analyze();
  const found = results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' >>> ')),
      why: v.nodes.map((n) => [...n.any, ...n.all, ...n.none][0]?.message ?? ''),
    }));
  return withoutExceptions(page, route, found);
}

/** The findings with the elements an exception covers taken out (and the findings left with none). */
async function withoutExceptions(page: Page, route: string, found: Finding[]): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const f of found) {
    const selectors = A11Y_EXCEPTIONS.filter(
      (e) => e.rule === f.rule && (!e.routes || e.routes.includes(route)),
    ).map((e) => e.selector);
    const excepted =
      selectors.length === 0
        ? f.targets.map(() => false)
        : await page.evaluate(
            ({ targets, selectors }) =>
              targets.map((t) => {
                const el = t.includes(' >>> ') ? null : document.querySelector(t);
                return !!el && selectors.some((s) => el.matches(s));
              }),
            { targets: f.targets, selectors },
          );
    const kept = (_: string, i: number) => !excepted[i];
    const targets = f.targets.filter(kept);
    if (targets.length > 0) out.push({ ...f, targets, why: f.why.filter(kept) });
  }
  return out;
}

/** One finding as a line of the failure message: the screen, the rule, its help, the elements. */
export const describeFinding = (where: string, f: Finding): string =>
  `${where} ${f.rule} [${f.impact}] ${f.help}：${f.targets.map((t, i) => `${t}（${f.why[i]}）`).join('；')}`;
