import { Descriptions } from 'antd';
import type { DescriptionsBlock } from '../../engine/descriptor';
import { evaluate, getPath, renderTemplate } from '../../engine/expr';
import { useDicts } from '../../engine/dicts';
import { useBlockContext } from '../../engine/blocks/controllers';
import { childPointer, useNodePointer } from '../../engine/blocks/designMode';
import { FormattedValue } from './FormattedValue';

/** An item's label; in design mode it names the item's pointer (`designMode.ts`). */
const labelOf = (label: string, node: string | undefined, i: number) =>
  node === undefined ? label : <span data-yb-node={childPointer(node, 'items', i)}>{label}</span>;

/** A read-only key–value list of the object `source` gives. */
export function DescriptionsView({ block }: { block: DescriptionsBlock }) {
  const ctx = useBlockContext();
  const source = evaluate(block.source, ctx);
  const dicts = useDicts(block.items.some((i) => i.format?.dict));
  const node = useNodePointer();
  return (
    <Descriptions
      bordered
      size="small"
      style={{ marginBottom: 16 }}
      title={block.title ? renderTemplate(block.title, ctx) : undefined}
      column={block.columns ?? 2}
      items={block.items.map((item, i) => ({
        key: item.field,
        label: labelOf(renderTemplate(item.label, ctx), node, i),
        children: <FormattedValue value={getPath(source, item.field)} format={item.format} dicts={dicts} />,
      }))}
    />
  );
}
