import { Typography } from 'antd';
import type { TableProps } from 'antd';

/**
 * A table's locale with the block's own empty text (`emptyText`), drawn as secondary text: antd draws a
 * plain empty text in its disabled colour, too faint to read (1.8:1; docs/accessibility.md).
 */
export function tableEmptyLocale(text: string | undefined): TableProps['locale'] {
  if (text === undefined) return undefined;
  return { emptyText: <Typography.Text type="secondary">{text}</Typography.Text> };
}
