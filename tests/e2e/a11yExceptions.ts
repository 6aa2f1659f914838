/**
 * The serious and critical axe findings the screens keep, each with its reason (docs/accessibility.md).
 * A finding is excepted when its rule is `rule` and its element matches the CSS `selector` (on the
 * screens `routes` only, when given).
 */
export interface A11yException {
  rule: string;
  selector: string;
  routes?: readonly string[];
  reason: string;
}

export const A11Y_EXCEPTIONS: readonly A11yException[] = [
  {
    rule: 'scrollable-region-focusable',
    selector: '.ant-table-empty .ant-table-content',
    reason:
      'An empty list wider than its card: antd scrolls the column titles sideways while 暂无数据 stays in ' +
      'view; there is nothing to read but the titles, and antd gives no way to make its scroll box focusable.',
  },
];
