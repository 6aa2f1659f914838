import { Descriptions } from 'antd';
import type { DescriptionsBlock } from '../../engine/descriptor';
import { evaluate, getPath, renderTemplate } from '../../engine/expr';
import { useDicts } from '../../engine/dicts';
import { useBlockContext } from '../../engine/blocks/controllers';
import { FormattedValue } from './FormattedValue';

/** A read-only key–value list of the object `source` gives. */
export function DescriptionsView({ block }: { block: DescriptionsBlock }) {
  const ctx = useBlockContext();
  const source = evaluate(block.source, ctx);
  const dicts = useDicts(block.items.some((i) => i.format?.dict));
  return (
    <Descriptions
      bordered
      size="small"
      style={{ marginBottom: 16 }}
      title={block.title ? renderTemplate(block.title, ctx) : undefined}
      column={block.columns ?? 2}
      items={block.items.map((item) => ({
        key: item.field,
        label: renderTemplate(item.label, ctx),
        children: <FormattedValue value={getPath(source, item.field)} format={item.format} dicts={dicts} />,
      }))}
    />
  );
}
