import { Tag, theme } from 'antd';
import type { ColumnFormat, TagColor } from '../../engine/descriptor';
import { formatValue } from '../../engine/blocks/controllers';

/**
 * The text of a coloured tag: its colour's eighth shade (gold's ninth). antd's own, the seventh, on the
 * tag's pale ground falls short of the 4.5:1 contrast small text needs for green, gold, orange and cyan
 * (docs/design-checks.md); a grey tag keeps antd's.
 */
function useTagInk(color: TagColor): string | undefined {
  const { token } = theme.useToken();
  if (color === 'default') return undefined;
  return color === 'gold' ? token.gold9 : token[`${color}8`];
}

export function ColouredTag({ color, text }: { color: TagColor; text: string }) {
  const ink = useTagInk(color);
  return (
    <Tag color={color} style={ink ? { color: ink } : undefined}>
      {text}
    </Tag>
  );
}

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
  return <ColouredTag color={format.tags[String(value)] ?? 'default'} text={text} />;
}
