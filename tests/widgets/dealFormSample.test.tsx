/**
 * A dealForm's `sample` (docs/studio.md, 交易目录): under the form, the output view an operator gets
 * after 执行 (the same view), drawn from a sample answer generated from the output nodes, editable as
 * JSON (示例应答); a text that is not JSON says 示例应答不是合法的 JSON and the view keeps the last good one.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import type { DealFormBlock } from '../../engine/descriptor';
import { deal2207 } from '../../fixtures/dealFixtures';
import { renderScreen, screen, screenOf } from './renderScreen';

const FIRST_RENDER = { timeout: 20_000 };

function open(sample: boolean) {
  const block: DealFormBlock = { type: 'dealForm', id: 'preview', meta: { var: 'state.draft' }, sample };
  return renderScreen(screenOf([block], { state: { draft: { preserve: deal2207 } } }), { answers: {} });
}

const output = () => screen.getByRole('region', { name: '输出（示例应答）' });
/** The value beside a label of an output object (a descriptions row). */
const cell = (label: string) =>
  [...output().querySelectorAll('.ant-descriptions-item-label')].find((th) => th.textContent === label)
    ?.nextElementSibling;

describe('dealForm with sample: the output view from a sample answer', () => {
  it('draws each output node from the generated answer: an object by field, a list node as two rows', async () => {
    open(true);
    await screen.findByLabelText('发票号', undefined, FIRST_RENDER);
    expect(cell('人员姓名')).toHaveTextContent(/^人员姓名$/);
    expect(cell('医疗费总额')).toHaveTextContent(/^0$/);
    const list = within(output()).getByText('结算基金分项信息').closest<HTMLElement>('.ant-card')!;
    const rows = list.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('基金支付类型名称');
    expect(JSON.parse((screen.getByLabelText('示例应答') as HTMLTextAreaElement).value)).toMatchObject({
      setlinfo: { psn_name: '人员姓名', medfee_sumamt: 0 },
    });
  });

  it('redraws from the edited answer, and keeps the last good one while the text is not JSON', async () => {
    open(true);
    const answer = (await screen.findByLabelText('示例应答', undefined, FIRST_RENDER)) as HTMLTextAreaElement;
    const edited = JSON.parse(answer.value) as { setlinfo: Record<string, unknown> };
    edited.setlinfo.psn_name = '张三';
    fireEvent.change(answer, { target: { value: JSON.stringify(edited) } });
    expect(cell('人员姓名')).toHaveTextContent(/^张三$/);
    fireEvent.change(answer, { target: { value: '{"setlinfo": {"psn_name": "李' } });
    expect(screen.getByText('示例应答不是合法的 JSON')).toBeInTheDocument();
    expect(cell('人员姓名')).toHaveTextContent(/^张三$/);
    fireEvent.click(screen.getByRole('button', { name: '按元数据重新生成' }));
    expect(cell('人员姓名')).toHaveTextContent(/^人员姓名$/);
    expect(screen.queryByText('示例应答不是合法的 JSON')).toBeNull();
  });

  it('without sample the form shows no output before a run', async () => {
    open(false);
    await screen.findByLabelText('发票号', undefined, FIRST_RENDER);
    expect(screen.queryByRole('region', { name: '输出（示例应答）' })).toBeNull();
    expect(screen.queryByText('结算信息')).toBeNull();
  });
});
