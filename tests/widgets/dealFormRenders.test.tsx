import type { Action } from '../../engine/descriptor';
import { describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { sampleInput2401 } from '../../stories/support/dealFixtures';
import { renderScreen, screen } from './renderScreen';
import { dealApi, dealScreen, section } from './dealScreens';

const renders = vi.hoisted(() => ({ ids: [] as string[] }));

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

const rows = Array.from({ length: 5 }, () => sampleInput2401.diseinfo[0]);
const filled: Action = {
  type: 'sequence',
  steps: [
    { type: 'setValue', target: 'form', path: 'mdtrtinfo', value: { preserve: sampleInput2401.mdtrtinfo } },
    { type: 'setValue', target: 'form', path: 'diseinfo', value: { preserve: rows } },
  ],
};

describe('dealForm performance design: a keystroke re-renders the edited input only', () => {
  it('typing into a field re-renders that field, not the other 40+ inputs', async () => {
    const { user } = renderScreen(dealScreen('2401', { onReady: filled }), dealApi());
    const table = await waitFor(() => section('入院诊断信息'));
    await waitFor(() => expect(within(table).getAllByLabelText('诊断代码')).toHaveLength(5));
    const input = within(section('入院登记信息')).getByLabelText('病历号');
    renders.ids.length = 0;
    await user.type(input, 'BL1');
    expect(new Set(renders.ids)).toEqual(new Set([input.id]));
    expect(renders.ids).toHaveLength(3);
  });

  it('editing one cell of a list re-renders that cell, not the other rows', async () => {
    const { user } = renderScreen(dealScreen('2401', { onReady: filled }), dealApi());
    const table = await waitFor(() => section('入院诊断信息'));
    await waitFor(() => expect(within(table).getAllByLabelText('入院病情')).toHaveLength(5));
    const cell = within(table).getAllByLabelText('入院病情')[2]!;
    renders.ids.length = 0;
    await user.type(cell, '平稳');
    expect(new Set(renders.ids)).toEqual(new Set([cell.id]));
    expect(screen.getAllByLabelText('入院病情')[2]).toHaveValue('平稳');
  });
});
