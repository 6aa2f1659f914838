import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { button, fieldMessage, renderScreen, screen, screenOf } from './renderScreen';

/** The reconciliation form's date rules and an amount field. */
const form = (defaults: Record<string, string | number>): FormBlock => ({
  type: 'form',
  id: 'cond',
  schema: {
    type: 'object',
    required: ['stmt_begndate', 'stmt_enddate', 'medfee_sumamt'],
    properties: {
      stmt_begndate: { type: 'string', title: '开始日期' },
      stmt_enddate: { type: 'string', title: '结束日期' },
      medfee_sumamt: { type: 'number', title: '医疗费总额', minimum: 0 },
    },
    errorMessage: { required: { medfee_sumamt: '请输入医疗费总额' } },
  },
  uiSchema: {
    stmt_begndate: { 'ui:widget': 'date' },
    stmt_enddate: { 'ui:widget': 'date' },
    medfee_sumamt: { 'ui:widget': 'amount' },
  },
  defaults,
  rules: [
    {
      field: 'stmt_begndate',
      test: { '<=': [{ var: 'form.stmt_begndate' }, { var: 'form.stmt_enddate' }] },
      message: '开始日期不能晚于结束日期',
    },
    {
      field: 'stmt_enddate',
      test: {
        '>=': [{ var: 'form.stmt_enddate' }, { dateAdd: [{ var: 'form.stmt_begndate' }, -1, 'day'] }],
      },
      message: '结束日期不能早于开始日期前一天',
    },
  ],
  buttons: [{ label: '开始对账', action: { type: 'submit', form: 'cond' } }],
  onSubmit: { type: 'toast', level: 'success', message: '已提交' },
});

describe('cross-field date rules declared in the descriptor, shown under the field', () => {
  it('a start after the end and an end before start minus one day are refused under their fields', async () => {
    const { user } = renderScreen(
      screenOf([form({ stmt_begndate: '2026-11-10', stmt_enddate: '2026-11-05', medfee_sumamt: 1 })]),
    );
    await user.click(button('开始对账'));
    await waitFor(() => expect(fieldMessage('开始日期')).toBe('开始日期不能晚于结束日期'));
    expect(fieldMessage('结束日期')).toBe('结束日期不能早于开始日期前一天');
    expect(screen.queryByText('已提交')).toBeNull();
  });

  it('valid dates submit; the amount is required with its message', async () => {
    const { user } = renderScreen(
      screenOf([form({ stmt_begndate: '2026-11-01', stmt_enddate: '2026-11-05' })]),
    );
    await user.click(button('开始对账'));
    await waitFor(() => expect(fieldMessage('医疗费总额')).toBe('请输入医疗费总额'));
    expect(fieldMessage('开始日期')).toBe('');
    await user.type(screen.getByLabelText('医疗费总额'), '12.345');
    await user.click(button('开始对账'));
    expect(await screen.findByText('已提交')).toBeInTheDocument();
  });
});
