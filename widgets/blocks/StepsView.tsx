import { Empty, Steps } from 'antd';
import type { StepsBlock } from '../../engine/descriptor';
import { renderTemplate } from '../../engine/expr';
import { stepsOf, useBlockContext } from '../../engine/blocks/controllers';

/** Progress steps: finished, in process or waiting, each with its status word (已完成 / 进行中 / 等待中). */
export function StepsView({ block }: { block: StepsBlock }) {
  const ctx = useBlockContext();
  const steps = stepsOf(block, ctx);
  if (steps.length === 0)
    return (
      <Empty
        description={renderTemplate(block.emptyText ?? '暂无数据', ctx)}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
      />
    );
  return (
    <Steps
      direction={block.direction ?? 'vertical'}
      size="small"
      current={-1}
      items={steps.map((s) => ({
        title: s.title,
        subTitle: s.label,
        description: s.description,
        status: s.status,
      }))}
    />
  );
}
