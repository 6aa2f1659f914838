import { TranslatableString } from '@rjsf/utils';
import enUS from 'antd/locale/en_US';

/** Every string of a locale object, nested. */
function strings(o: object, out = new Set<string>()): Set<string> {
  for (const v of Object.values(o))
    if (typeof v === 'string') out.add(v);
    else if (v && typeof v === 'object') strings(v as object, out);
  return out;
}

/**
 * The English texts the console would show if a translation came undone: antd's en_US locale
 * (OK, Cancel, No data, Previous Page…) and RJSF's built-in strings (Add, Remove, Item…), those
 * without placeholders (a placeholder text is never shown as it is).
 */
export const ENGLISH_UI_TEXTS: ReadonlySet<string> = new Set(
  [...strings(enUS), ...Object.values(TranslatableString)].filter(
    (s) => /[A-Za-z]{2,}/.test(s) && !/[%$]/.test(s) && !/^[A-Z]{1,4}$/.test(s) && s !== 'en',
  ),
);

/**
 * What in `where` (an element or a selector; the page's body without one) reads in English: an accessible name (aria-label…) with
 * Latin words and no Chinese, or a text, name, title or placeholder that is one of `texts`
 * (ENGLISH_UI_TEXTS). Hidden parts (aria-hidden, e.g. icons named after their glyph) are not read.
 * Self-contained, so that the stories' browser checks run it in the page (`page.evaluate`).
 */
export function englishIn(texts: readonly string[], where?: string | Element): string[] {
  const english = new Set(texts);
  const root = (typeof where === 'string' ? document.querySelector(where) : where) ?? document.body;
  const CJK = /[\u4e00-\u9fff]/;
  const NAMING = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription'];
  const hidden = (el: Element | null): boolean => Boolean(el?.closest('[aria-hidden="true"]'));
  const found = new Set<string>();
  for (const el of root.querySelectorAll('*')) {
    if (hidden(el)) continue;
    for (const attr of NAMING) {
      const v = el.getAttribute(attr)?.trim();
      if (!v) continue;
      if (english.has(v) || (attr.startsWith('aria-') && /[A-Za-z]{2,}/.test(v) && !CJK.test(v)))
        found.add(
          `${attr}="${v}" on <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`,
        );
    }
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.nodeValue?.trim() ?? '';
    const parent = n.parentElement;
    if (text && english.has(text) && parent && !hidden(parent) && !parent.closest('style, script'))
      found.add(`text "${text}" in <${parent.tagName.toLowerCase()}>`);
  }
  return [...found];
}

/** What in `root` (jsdom; the body without one) reads in English (`englishIn` over ENGLISH_UI_TEXTS). */
export const englishOnPage = (root?: Element): string[] => englishIn([...ENGLISH_UI_TEXTS], root);
