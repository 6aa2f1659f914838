import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Tag, theme, Typography } from 'antd';
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

/** The copy button's icons, named by the button's own Chinese label (antd's carry an English one). */
const COPY_ICONS = [<CopyOutlined key="copy" aria-hidden />, <CheckOutlined key="copied" aria-hidden />];

/** Indented JSON in a monospace box that scrolls (the keyboard reaches it), with a 复制 button. */
function JsonValue({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <div className="yb-json-value">
      <Typography.Text copyable={{ text, tooltips: ['复制', '已复制'], icon: COPY_ICONS }}>
        JSON
      </Typography.Text>
      <pre
        tabIndex={0}
        style={{
          fontFamily: 'monospace',
          fontSize: 12,
          maxHeight: 360,
          overflow: 'auto',
          margin: '4px 0 0',
          padding: 8,
          background: token.colorFillAlter,
          whiteSpace: 'pre',
        }}
      >
        {text}
      </pre>
    </div>
  );
}

/**
 * A cell's or description's value as its format shows it: the label (code map, dictionary, amount, date),
 * in a coloured tag when the format gives `tags`, as scrollable, copyable JSON with `json`
 * (docs/descriptor.md, 显示格式).
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
  if (format?.json && text !== '') return <JsonValue text={text} />;
  if (!format?.tags || text === '') return <>{text}</>;
  return <ColouredTag color={format.tags[String(value)] ?? 'default'} text={text} />;
}
