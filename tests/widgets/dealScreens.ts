import type { Action, DealFormBlock, ScreenDescriptor } from '../../engine/descriptor';
import { dealCatalogue, metaAnswer } from '../../fixtures/dealFixtures';
import type { FakeAppOptions } from '../../fixtures/FakeApp';
import { screenOf } from './renderScreen';

/** Runs the deal and keeps its output in `state.output` (what the deal execution screen does). */
export const execute: Action = {
  type: 'sequence',
  steps: [
    {
      type: 'request',
      method: 'POST',
      path: '/commondeal/exec-deal',
      body: {
        dealName: { var: 'deal.dealName' },
        comment: { var: 'deal.comment' },
        dealInput: { var: 'form' },
      },
      resultAs: 'exec',
    },
    { type: 'setValue', target: 'state', path: 'output', value: { var: 'results.exec.dealOutput' } },
  ],
};

/** A screen holding one dealForm block (id `deal`) with 执行 and 清空 buttons. */
export function dealScreen(
  dealName: string,
  extra: Partial<DealFormBlock> = {},
  screen: Partial<ScreenDescriptor> = {},
) {
  const block: DealFormBlock = {
    type: 'dealForm',
    id: 'deal',
    dealName,
    onSubmit: execute,
    output: { var: 'state.output' },
    buttons: [
      { label: '执行', kind: 'primary', action: { type: 'submit', form: 'deal' } },
      { label: '清空', action: { type: 'resetForm', form: 'deal' } },
    ],
    ...extra,
  };
  return screenOf([block], screen);
}

/** The fake API of the deal screens: the fixture catalogue, exec-deal answering `output`. */
export function dealApi(output: unknown = {}): FakeAppOptions {
  return {
    answers: {
      'POST /commondeal/meta': metaAnswer(dealCatalogue),
      'POST /commondeal/exec-deal': { dealOutput: output },
      'GET /commondeal/querymaxver/1301': '20240301',
    },
  };
}

/** The titled section (antd Card) of a node. */
export function section(title: string): HTMLElement {
  const head = [...document.querySelectorAll('.ant-card-head-title')].find((e) => e.textContent === title);
  const card = head?.closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error(`没有区块 ${title}`);
  return card;
}
