import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { FormBlock } from '../../engine/descriptor';
import { button, fieldMessage, renderScreen, screen, screenOf } from './renderScreen';

const query: FormBlock = {
  type: 'form',
  id: 'q',
  schema: {
    type: 'object',
    properties: {
      startDate: { type: 'string', title: '结算开始时间', format: 'date' },
      used: { type: 'string', title: '冲正状态', enum: ['0', '1'] },
    },
    required: ['startDate', 'used'],
    errorMessage: { required: { startDate: '请选择结算开始时间' } },
  },
  uiSchema: { startDate: { 'ui:widget': 'date' }, used: { 'ui:enumNames': ['未冲正', '已冲正'] } },
  buttons: [{ label: '查询', kind: 'primary', action: { type: 'submit' } }],
};

describe('date and select fields validate on change', () => {
  it('请选择结算开始时间 goes as soon as a date is picked; the shortcut 最近一周 gives the date 7 days back', async () => {
    const { user } = renderScreen(screenOf([query]));
    await user.click(button('查询'));
    await waitFor(() => expect(fieldMessage('结算开始时间')).toBe('请选择结算开始时间'));
    expect(fieldMessage('冲正状态')).toBe('请选择冲正状态');
    await user.click(screen.getByLabelText('结算开始时间'));
    await user.click(await screen.findByText('最近一周'));
    const weekAgo = dayjs().subtract(7, 'day').format('YYYY-MM-DD');
    await waitFor(() => expect(screen.getByLabelText('结算开始时间')).toHaveValue(weekAgo));
    expect(fieldMessage('结算开始时间')).toBe('');
    expect(screen.getByText('最近一个月')).toBeInTheDocument();
  });
});
