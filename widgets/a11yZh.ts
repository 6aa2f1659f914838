import { useEffect } from 'react';

/**
 * Accessible names that antd's rc-components write in English whatever the locale (they are
 * hard-coded: `zh_CN` of ConfigProvider does not reach them), in Chinese.
 */
export const A11Y_ZH: Readonly<Record<string, string>> = {
  'Increase Value': '增加数值',
  'Decrease Value': '减少数值',
  Clear: '清除',
  remove: '删除',
  'segmented control': '选项切换',
  'eye-invisible': '显示密码',
  eye: '隐藏密码',
  // rc-dialog and rc-notification name their close button so when no locale reaches them.
  Close: '关闭',
  // antd Table's selection column (the header's check box and each row's).
  'Select all': '全选',
  'Custom selection': '自定义选择',
};

/** Names with a number in them (antd Table's row check boxes), each with its Chinese form. */
const A11Y_ZH_PATTERNS: readonly (readonly [RegExp, (n: string) => string])[] = [
  [/^Select row (\d+)$/, (n) => `选择第${n}行`],
  [/^Row (\d+) selected$/, (n) => `已选择第${n}行`],
];

/** The Chinese of an English accessible name antd hard-codes (undefined: not one of them). */
export function a11yZh(label: string): string | undefined {
  const zh = A11Y_ZH[label];
  if (zh !== undefined) return zh;
  for (const [pattern, name] of A11Y_ZH_PATTERNS) {
    const m = pattern.exec(label);
    if (m) return name(m[1] ?? '');
  }
  return undefined;
}

/** The English accessible names the console must never show (the keys above and the tab position). */
export const ENGLISH_A11Y_NAMES = [
  ...Object.keys(A11Y_ZH),
  'Tab 1 of',
  'Tab 2 of',
  'Select row',
  'Row 1 selected',
];

/** The focused tab's hidden live text (`Tab 2 of 3`, rc-tabs). */
const TAB_POSITION = /^Tab (\d+) of (\d+)$/;

/**
 * Buttons rc-components draw with an icon only and no name (once the icon is hidden below), each with
 * its name: rc-input's clear button; rc-pagination's 上一页, 下一页 and 向前/向后 5 页, named after the
 * title (in the locale) of the list item around them.
 */
const UNNAMED_BUTTONS: Readonly<Record<string, (el: Element) => string | null | undefined>> = {
  'ant-input-clear-icon': () => '清除',
  'ant-pagination-item-link': (el) => el.closest('li[title]')?.getAttribute('title'),
};
const UNNAMED_SELECTOR = Object.keys(UNNAMED_BUTTONS)
  .map((c) => `.${c}`)
  .join(', ');

/**
 * rc-table's measure row (hidden from screen readers, 0 px high) holds a copy of the column titles,
 * the select-all check box too: taken out of the tab order, so that Tab never lands on the invisible copy.
 */
const HIDDEN_COPIES = '.ant-table-measure-row input, .ant-table-measure-row button';

/**
 * The scroll box of a table that scrolls sideways (`scroll.x`): focusable, so that a keyboard user can
 * scroll it with the arrow keys (WCAG 2.1.1; axe scrollable-region-focusable). antd offers no prop for it.
 */
const SCROLL_BOXES = '.ant-table-scroll-horizontal .ant-table-content';
/** A key-value list, which scrolls sideways when a value is wider than its card (a 20-digit id). */
const KEY_VALUES = '.ant-descriptions-view';

function localiseElement(el: Element): void {
  const scrolls = el.matches(SCROLL_BOXES) || (el.matches(KEY_VALUES) && el.scrollWidth > el.clientWidth);
  if (scrolls && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
  if (!el.hasAttribute('aria-label'))
    for (const [cls, name] of Object.entries(UNNAMED_BUTTONS)) {
      const label = el.classList.contains(cls) ? name(el) : undefined;
      if (label) el.setAttribute('aria-label', label);
    }
  if (el.matches(HIDDEN_COPIES) && el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
  const label = el.getAttribute('aria-label');
  if (label !== null) {
    const zh = a11yZh(label);
    if (zh !== undefined) el.setAttribute('aria-label', zh);
  }
  // An antd icon names itself after its glyph (`setting`, `search`, `delete`…): decorative unless
  // clickable (a clickable icon, e.g. the password eye, has a tabindex and a translated name above),
  // and always inside a button that has a name of its own (the upload list's 删除文件).
  if (
    el.classList.contains('anticon') &&
    el.getAttribute('role') === 'img' &&
    (!el.hasAttribute('tabindex') || el.parentElement?.closest('button[aria-label]')) &&
    el.getAttribute('aria-hidden') !== 'true'
  )
    el.setAttribute('aria-hidden', 'true');
}

function localiseText(node: Node): void {
  const m = TAB_POSITION.exec(node.nodeValue ?? '');
  if (m) node.nodeValue = `第${m[1]}个标签，共${m[2]}个`;
}

/** Puts the Chinese names on everything under `root` (and `root` itself). */
export function localiseA11y(root: Node): void {
  if (root.nodeType === Node.TEXT_NODE) return localiseText(root);
  if (!(root instanceof Element)) return;
  localiseElement(root);
  for (const el of root.querySelectorAll(
    `[aria-label], .anticon[role="img"], ${UNNAMED_SELECTOR}, ${HIDDEN_COPIES}, ${SCROLL_BOXES}, ${KEY_VALUES}`,
  ))
    localiseElement(el);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) localiseText(n);
}

/**
 * Keeps the accessible names of the whole page Chinese: translates the names antd hard-codes in
 * English as they appear (only attribute values and text, never the nodes React owns).
 */
export function useA11yZh(): void {
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return;
    localiseA11y(document.body);
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList') r.addedNodes.forEach(localiseA11y);
        else if (r.type === 'characterData') localiseText(r.target);
        else if (r.target instanceof Element) localiseElement(r.target);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'aria-hidden'],
    });
    return () => observer.disconnect();
  }, []);
}
