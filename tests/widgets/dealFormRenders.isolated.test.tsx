import type { ReactNode } from 'react';
import type { Action } from '../../engine/descriptor';
import { describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { sampleInput2401 } from '../../fixtures/dealFixtures';
import { button, renderScreen, screen } from './renderScreen';
import { dealApi, dealScreen, section } from './dealScreens';

const renders = vi.hoisted(() => ({ ids: [] as string[] }));

// Every render of an input, by its DOM id: the choice, date and textarea inputs (DealInput) and the
// text inputs (DealTextInput, whose component is called inside the counting one).
vi.mock('../../widgets/deal/DealInput', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../widgets/deal/DealInput')>();
  return {
    ...real,
    DealInput: (props: Parameters<typeof real.DealInput>[0]) => {
      renders.ids.push(props.id);
      return real.DealInput(props);
    },
  };
});
vi.mock('../../widgets/deal/DealTextInput', async (importOriginal) => {
  const { memo } = await import('react');
  const real = await importOriginal<typeof import('../../widgets/deal/DealTextInput')>();
  type Props = Parameters<typeof real.DealTextInput>[0];
  // The component inside React's memo wrapper.
  const inner = (real.DealTextInput as unknown as { type: (props: Props) => ReactNode }).type;
  return {
    ...real,
    DealTextInput: memo((props: Props) => {
      renders.ids.push(props.domId);
      return inner(props);
    }),
  };
});

const rows = Array.from({ length: 5 }, () => sampleInput2401.diseinfo[0]);
const filled: Action = {
  type: 'sequence',
  steps: [
    { type: 'setValue', target: 'form', path: 'mdtrtinfo', value: { preserve: sampleInput2401.mdtrtinfo } },
    { type: 'setValue', target: 'form', path: 'diseinfo', value: { preserve: rows } },
  ],
};

/** The same with complete diagnosis rows: the deal can be run. */
const complete: Action = {
  type: 'sequence',
  steps: [
    { type: 'setValue', target: 'form', path: 'mdtrtinfo', value: { preserve: sampleInput2401.mdtrtinfo } },
    {
      type: 'setValue',
      target: 'form',
      path: 'diseinfo',
      value: { preserve: [{ ...sampleInput2401.diseinfo[0], adm_cond: '平稳' }] },
    },
  ],
};

describe('dealForm performance design: a keystroke re-renders no input', () => {
  it('typing into a text field re-renders no input: the field holds what is typed, the store gets it', async () => {
    const { user, calls } = renderScreen(dealScreen('2401', { onReady: complete }), dealApi());
    const table = await waitFor(() => section('入院诊断信息'));
    await waitFor(() => expect(within(table).getAllByLabelText('诊断代码')).toHaveLength(1));
    const input = within(section('入院登记信息')).getByLabelText('病历号');
    const before = (input as HTMLInputElement).value;
    renders.ids.length = 0;
    await user.type(input, 'BL1');
    expect(renders.ids).toEqual([]);
    expect(input).toHaveValue(`${before}BL1`);
    // What the field holds is what the deal sends.
    await user.click(button('执行'));
    await waitFor(() => expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(1));
    expect(calls('POST', '/commondeal/exec-deal')[0]?.body).toMatchObject({
      dealInput: { mdtrtinfo: { medrcdno: `${before}BL1` } },
    });
  });

  it('editing a text cell of a list re-renders no row', async () => {
    const { user } = renderScreen(dealScreen('2401', { onReady: filled }), dealApi());
    const table = await waitFor(() => section('入院诊断信息'));
    await waitFor(() => expect(within(table).getAllByLabelText('入院病情')).toHaveLength(5));
    const cell = within(table).getAllByLabelText('入院病情')[2]!;
    renders.ids.length = 0;
    await user.type(cell, '平稳');
    expect(renders.ids).toEqual([]);
    expect(screen.getAllByLabelText('入院病情')[2]).toHaveValue('平稳');
  });

  it('each field is a form of its own, a table one form (autofill reads that form a key); Enter in a field runs nothing', async () => {
    const { user, calls } = renderScreen(dealScreen('2401', { onReady: filled }), dealApi());
    const table = await waitFor(() => section('入院诊断信息'));
    await waitFor(() => expect(within(table).getAllByLabelText('诊断代码')).toHaveLength(5));
    const input = within(section('入院登记信息')).getByLabelText('病历号');
    const cell = within(table).getAllByLabelText('入院病情')[0]!;
    const form = input.closest('form');
    expect(form).not.toBeNull();
    expect(form!.querySelectorAll('input, textarea')).toHaveLength(1);
    expect(cell.closest('form')).not.toBeNull();
    expect(cell.closest('form')).not.toBe(form);
    expect(cell.closest('form')!.contains(within(table).getAllByLabelText('入院病情')[1]!)).toBe(true);
    const before = (input as HTMLInputElement).value;
    await user.type(input, 'BL1{Enter}');
    expect(input).toHaveValue(`${before}BL1`);
    expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(0);
  });
});
