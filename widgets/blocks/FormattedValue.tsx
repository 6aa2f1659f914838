import { Tag } from 'antd';
import { formatValue } from '../../engine/blocks/controllers';
import type { ColumnFormat } from '../../engine/descriptor';

/**
 * A cell's or description's value as its format shows it: the label (code map, dictionary, amount, date),
 * in a coloured tag when the format gives `tags` (docs/descriptor.md, 显示格式).
 */
export function FormattedValue({
  value,
  format,
  dicts,
}: {
  value: unknown;
  format?: ColumnFormat;
  dicts: Parameters<typeof formatValue>[2];
}) {
  const text = formatValue(value, format, dicts);
  if (!format?.tags || text === '') return <>{text}</>;
  return <Tag color={format.tags[String(value)] ?? 'default'}>{text}</Tag>;
}
