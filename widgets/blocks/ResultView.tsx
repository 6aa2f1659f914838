import { Result } from 'antd';
import type { ResultBlock } from '../../engine/descriptor';
import { renderTemplate, test } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';

/** A result box: status icon, title and the text (e.g. a reconciliation's answer), while `visible` holds. */
export function ResultView({ block }: { block: ResultBlock }) {
  const ctx = useBlockContext();
  if (!test(block.visible, ctx)) return null;
  const text = renderTemplate(block.text, ctx);
  return (
    <Result
      status={block.status ?? 'info'}
      title={block.title ? renderTemplate(block.title, ctx) : undefined}
      subTitle={<span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>}
    />
  );
}
