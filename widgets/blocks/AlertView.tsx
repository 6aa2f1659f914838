import { Alert } from 'antd';
import type { AlertBlock } from '../../engine/descriptor';
import { renderTemplate, test } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';

/** A banner shown while its predicate holds, with message templates. */
export function AlertView({ block }: { block: AlertBlock }) {
  const ctx = useBlockContext();
  if (!test(block.visible, ctx)) return null;
  return (
    <Alert
      showIcon
      type={block.level}
      style={{ marginBottom: 16 }}
      title={renderTemplate(block.message, ctx)}
      description={block.description ? renderTemplate(block.description, ctx) : undefined}
    />
  );
}
