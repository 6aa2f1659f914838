import { Typography } from 'antd';
import type { TextBlock } from '../../engine/descriptor';
import { renderTemplate, test } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';

/** Free text from a template: a title, a paragraph or a secondary line. */
export function TextView({ block }: { block: TextBlock }) {
  const ctx = useBlockContext();
  if (!test(block.visible, ctx)) return null;
  const text = renderTemplate(block.text, ctx);
  if (block.level === 'title') return <Typography.Title level={4}>{text}</Typography.Title>;
  if (block.level === 'secondary')
    return <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>;
  return <Typography.Paragraph>{text}</Typography.Paragraph>;
}
