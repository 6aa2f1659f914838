import type { StepsBlock } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { evaluate, renderTemplate, test } from '../../../expr';

export type StepStatus = 'finish' | 'process' | 'wait';

export interface StepItem {
  title: string;
  description: string;
  status: StepStatus;
  /** 已完成, 进行中 or 等待中. */
  label: string;
}

export const STEP_LABELS: Record<StepStatus, string> = {
  finish: '已完成',
  process: '进行中',
  wait: '等待中',
};

/** The steps of a `steps` block: each item of `source` with its status (done, then current, else waiting). */
export function stepsOf(block: StepsBlock, ctx: ActionContext): StepItem[] {
  const list = evaluate(block.source, ctx);
  if (!Array.isArray(list)) return [];
  return list.map((item: unknown) => {
    const c = { ...ctx, item };
    const status: StepStatus =
      block.done !== undefined && test(block.done, c)
        ? 'finish'
        : block.current !== undefined && test(block.current, c)
          ? 'process'
          : 'wait';
    return {
      title: renderTemplate(block.title, c),
      description: block.description ? renderTemplate(block.description, c) : '',
      status,
      label: STEP_LABELS[status],
    };
  });
}
