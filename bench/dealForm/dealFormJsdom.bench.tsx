/**
 * The deal editor's 表单 on the whole of 2207 (docs/performance.md): the time to draw it, to select a
 * field of its input node and to type ten characters into that field's 字段说明, in jsdom.
 */
import { it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ScreenRenderer } from '../../engine/blocks';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { adminUser } from '../../fixtures/fixtures';
import { studioDeal } from '../../fixtures/dealStudioFixtures';
import editJson from '../../screens/dealStudioEdit.screen.json';
import { findDeal } from '../../server/deals/catalogue';
import { createFakeApp, FakeApp } from '../../fixtures/FakeApp';

const WAIT = { timeout: 300_000 };
const TYPED = '地方扩展说明文字一二';

it('2207 in 表单: draw, select a field, type ten characters into 字段说明', async () => {
  const deal = findDeal('2207')!;
  const app = createFakeApp({
    route: '/home/dealStudioEdit?id=2207',
    motion: false,
    user: adminUser,
    answers: { 'GET /commondeal/deals/studio/2207': studioDeal(deal, 0, deal) },
  });
  render(
    <FakeApp app={app}>
      <ScreenRenderer descriptor={editJson as unknown as ScreenDescriptor} />
    </FakeApp>,
  );
  await screen.findByText(/基于/, undefined, WAIT);
  let at = performance.now();
  fireEvent.click(screen.getByText('表单'));
  // The deal's own 交易名称 is drawn with the form, in either structure.
  await screen.findByDisplayValue('门诊结算', undefined, WAIT);
  const fields = screen.queryByRole('listbox', { name: '字段' });
  const draw = performance.now() - at;
  at = performance.now();
  let input: HTMLInputElement;
  if (fields) {
    const list = screen.getByRole('listbox', { name: '字段' });
    fireEvent.click(within(list).getAllByRole('option')[1]!);
    const region = await screen.findByRole('region', { name: '字段属性' });
    input = within(region).getByLabelText('字段说明') as HTMLInputElement;
  } else {
    input = document.getElementById('root_reqProperties_0_properties_1_comment') as HTMLInputElement;
  }
  const select = performance.now() - at;
  at = performance.now();
  for (let i = 1; i <= TYPED.length; i++) {
    fireEvent.change(input, { target: { value: input.value + TYPED[i - 1] } });
  }
  const typing = performance.now() - at;
  console.log(
    `2207 表单 in jsdom: draw ${draw.toFixed(0)} ms, select a field ${select.toFixed(0)} ms, ` +
      `ten characters into 字段说明 ${typing.toFixed(0)} ms (${(typing / TYPED.length).toFixed(0)} ms each)`,
  );
});
