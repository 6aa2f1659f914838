import type { DealMeta, DealProperty } from '../../schemas/deal';
import type { Action, DealFormBlock, ScreenDescriptor } from '../../engine/descriptor';
import type { FakeAppOptions } from './FakeApp';
import { deal, node } from './dealBuilders';
import { dealCatalogue, metaAnswer } from './dealFixtures';
import { screenOf } from './descriptors';

interface DealStory {
  name: string;
  args: { descriptor: ScreenDescriptor };
  parameters: { fakeApp: FakeAppOptions };
}

/** The fake API of a deal story: `/meta` from the catalogue (plus `extra` deals), exec-deal echoing `output`. */
export function dealFakeApp(extra: DealMeta[] = [], output: unknown = {}): FakeAppOptions {
  const catalogue = { ...dealCatalogue, ...Object.fromEntries(extra.map((d) => [d.dealName, d])) };
  return {
    answers: {
      'POST /commondeal/meta': metaAnswer(catalogue),
      'POST /commondeal/exec-deal': { dealOutput: output },
    },
  };
}

/** The deal execution screen of one deal: the form, 执行/下载, 取消, and the output. */
export function dealStoryScreen(
  meta: DealMeta,
  extra: Partial<DealFormBlock> = {},
  state?: ScreenDescriptor['state'],
) {
  const block: DealFormBlock = {
    type: 'dealForm',
    id: 'deal',
    dealName: meta.dealName,
    output: { var: 'state.output' },
    buttons: [
      {
        label: meta.dealName === '9102' ? '下载' : '执行',
        kind: 'primary',
        loading: true,
        action: { type: 'submit', form: 'deal' },
      },
      { label: '取消', action: { type: 'cancel' } },
    ],
    onSubmit: {
      type: 'sequence',
      steps: [
        {
          type: 'request',
          method: 'POST',
          path: '/commondeal/exec-deal',
          body: { dealName: meta.dealName, dealInput: { var: 'form' } },
          resultAs: 'exec',
        },
        { type: 'setValue', target: 'state', path: 'output', value: { var: 'results.exec.dealOutput' } },
      ],
    },
    ...extra,
  };
  return screenOf([block], {
    title: meta.comment,
    breadcrumb: ['办理交易', '交易列表', meta.comment],
    state,
  });
}

/** Fills the form on open (`setValue` on `form`). */
export const fill = (data: Record<string, unknown>): Action => ({
  type: 'sequence',
  steps: Object.entries(data).map(([path, value]) => ({
    type: 'setValue',
    target: 'form',
    path,
    value: { preserve: value },
  })),
});

/** Submits the form on open, so its messages show. */
export const submitOnReady: Action = { type: 'submit', form: 'deal' };

/** A one-field deal showing one widget (the `W` deals of the widget stories). */
export function widgetDeal(dealName: string, prop: DealProperty, array = false): DealMeta {
  return deal(
    dealName,
    `${prop.comment}（示例）`,
    [node('data', array ? '明细信息' : '录入信息', [prop], array)],
    [],
  );
}

/** The three stories of a deal widget: 空, 已填写, 校验错误. */
export function dealWidgetStories(meta: DealMeta, filled: unknown) {
  const story = (name: string, extra: Partial<DealFormBlock>): DealStory => ({
    name,
    args: { descriptor: { ...dealStoryScreen(meta, extra), layout: 'blank' } },
    parameters: { fakeApp: dealFakeApp([meta]) },
  });
  return {
    Empty: story('空', {}),
    Filled: story('已填写', { onReady: fill({ data: filled }) }),
    Error: story('校验错误', { onReady: submitOnReady }),
  };
}
