/**
 * Input as people type it (docs/descriptor.md): a text is trimmed and a code made half-width when the
 * field is left and before a submit, and an amount with more decimals than allowed, a thousands
 * separator or an exponent shows the field's own message before any request, on every form renderer.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { SumRecBody } from '../../schemas';
import { button, fieldMessage, renderScreen, screen, screenOf } from './renderScreen';
import { dealApi, dealScreen } from './dealScreens';

const PATH = '/commondeal/search';

/** A search form; `rjsf` adds an amount field, which the light path does not draw. */
const searchForm = (renderer: 'light' | 'rjsf'): FormBlock => ({
  type: 'form',
  id: 'search',
  schema: {
    type: 'object',
    properties: {
      user: { type: 'string', title: '用户名', maxLength: 50 },
      orgCode: { type: 'string', title: '机构编码', pattern: '^[A-Z][0-9A-Z]{5,29}$' },
      ...(renderer === 'rjsf' ? { acct_pay: SumRecBody.properties.acct_pay } : {}),
    },
  },
  uiSchema: renderer === 'rjsf' ? { acct_pay: { 'ui:widget': 'amount' } } : {},
  buttons: [{ label: '查询', action: { type: 'submit', form: 'search' } }],
  onSubmit: { type: 'request', method: 'POST', path: PATH, bodyFrom: { var: 'form' }, success: '已查询' },
});

const answers = { [`POST ${PATH}`]: null };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe.each(['light', 'rjsf'] as const)('%s form: input as people type it', (renderer) => {
  it('" 13900000002 " becomes 13900000002 when the field is left, and is sent so', async () => {
    const { user, calls } = renderScreen(screenOf([searchForm(renderer)]), { answers });
    await user.type(field('用户名'), ' 13900000002 ');
    await user.tab();
    await waitFor(() => expect(field('用户名').value).toBe('13900000002'));
    await user.click(button('查询'));
    expect(await screen.findByText('已查询')).toBeInTheDocument();
    expect(calls('POST', PATH)[0]?.body).toEqual({ user: '13900000002' });
  });

  it('a code typed in full width (Ｈ２１０１０２００００１) is sent half-width, also when Enter submits unleft', async () => {
    const { user, calls } = renderScreen(screenOf([searchForm(renderer)]), { answers });
    await user.type(field('用户名'), ' 139 ');
    await user.type(field('机构编码'), 'Ｈ２１０１０２００００１{Enter}');
    expect(await screen.findByText('已查询')).toBeInTheDocument();
    expect(calls('POST', PATH)[0]?.body).toEqual({ user: '139', orgCode: 'H21010200001' });
    expect(fieldMessage('机构编码')).toBe('');
  });
});

describe('an amount shows its own message before any request', () => {
  it.each([
    ['57.005', '个人账户支付金额最多保留两位小数'],
    ['1,234.5', '个人账户支付金额须为数字'],
    ['5e1', '个人账户支付金额须为数字'],
  ])('%s → %s, nothing sent', async (typed, message) => {
    const { user, calls } = renderScreen(screenOf([searchForm('rjsf')]), { answers });
    await user.type(field('个人账户支付金额'), typed);
    await user.tab();
    await waitFor(() => expect(fieldMessage('个人账户支付金额')).toBe(message));
    expect(field('个人账户支付金额').value).toBe(typed);
    await user.click(button('查询'));
    await waitFor(() => expect(fieldMessage('个人账户支付金额')).toBe(message));
    expect(calls('POST', PATH)).toHaveLength(0);
  });

  it('５７．００ is read as 57.00 when left and sent as 57', async () => {
    const { user, calls } = renderScreen(screenOf([searchForm('rjsf')]), { answers });
    await user.type(field('个人账户支付金额'), ' ５７．００ ');
    await user.tab();
    await waitFor(() => expect(field('个人账户支付金额').value).toBe('57.00'));
    await user.click(button('查询'));
    expect(await screen.findByText('已查询')).toBeInTheDocument();
    expect(calls('POST', PATH)[0]?.body).toEqual({ acct_pay: 57 });
  });
});

describe('deal form: input as people type it', () => {
  it('" 13900000002 " and " ５７．００ " are read without spaces and half-width when left', async () => {
    const { user } = renderScreen(dealScreen('2207'), dealApi());
    await user.type(await screen.findByLabelText('人员编号'), ' 13900000002 ');
    await user.type(field('医疗费总额'), ' ５７．００ ');
    await user.tab();
    await waitFor(() => expect(field('医疗费总额').value).toBe('57.00'));
    expect(field('人员编号').value).toBe('13900000002');
    expect(fieldMessage('医疗费总额')).toBe('');
  });

  it.each(['57.005', '1,234.5', '5e1'])(
    '%s in 医疗费总额 (N16,2) shows the field’s own message when left and on 执行, and the deal is not run',
    async (typed) => {
      const message = '医疗费总额须为数字，整数最多14位，最多保留2位小数';
      const { user, calls } = renderScreen(dealScreen('2207'), dealApi());
      await user.type(await screen.findByLabelText('医疗费总额'), typed);
      await user.tab();
      await waitFor(() => expect(fieldMessage('医疗费总额')).toBe(message));
      await user.click(button('执行'));
      await waitFor(() => expect(fieldMessage('人员编号')).toBe('请输入人员编号'));
      expect(fieldMessage('医疗费总额')).toBe(message);
      expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(0);
    },
  );
});
