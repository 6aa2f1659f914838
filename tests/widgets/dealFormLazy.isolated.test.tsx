import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { Action } from '../../engine/descriptor';
import { dealCatalogue, metaAnswer, syntheticDeal, syntheticValues } from '../../fixtures/dealFixtures';
import { button, fieldMessage, renderScreen, screen } from './renderScreen';
import { dealScreen, section } from './dealScreens';

/** A controllable IntersectionObserver (jsdom has none; without one every group is drawn). */
const io = vi.hoisted(() => {
  const targets = new Set<Element>();
  let report: ((entries: unknown[]) => void) | undefined;
  class FakeObserver {
    constructor(fn: (entries: unknown[]) => void) {
      report = fn;
    }
    observe(el: Element) {
      targets.add(el);
    }
    unobserve(el: Element) {
      targets.delete(el);
    }
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, writable: true });
  return {
    /** Reports the observed body inside `container` as near the viewport or not. */
    near(container: HTMLElement, isIntersecting: boolean) {
      const target = [...targets].find((t) => container.contains(t));
      if (!target) throw new Error('no observed group there');
      report?.([{ target, isIntersecting, boundingClientRect: { height: 900 } }]);
    },
  };
});

/** 120 fields in four groups of 30 (信息组1–4): at jsdom's 1024×768 only the first is drawn at once. */
const big = syntheticDeal(120);
const api = () => ({ answers: { 'POST /commondeal/meta': metaAnswer({ ...dealCatalogue, '9999': big }) } });
const all = syntheticValues(big);

describe('dealForm: groups are drawn near the viewport only', () => {
  it('draws the first group, a placeholder for the others, and a group once it nears the viewport', async () => {
    renderScreen(dealScreen('9999'), api());
    expect(await screen.findByLabelText('字段001')).toBeInTheDocument();
    expect(section('信息组4')).toBeInTheDocument();
    expect(screen.queryByLabelText('字段091')).not.toBeInTheDocument();
    act(() => io.near(section('信息组4'), true));
    expect(await screen.findByLabelText('字段091')).toBeInTheDocument();
    act(() => io.near(section('信息组4'), false));
    await waitFor(() => expect(screen.queryByLabelText('字段091')).not.toBeInTheDocument());
  });

  it('a group holding the focus stays; a value typed survives its group being taken out and drawn again', async () => {
    const { user } = renderScreen(dealScreen('9999'), api());
    const group = await waitFor(() => section('信息组3'));
    act(() => io.near(group, true));
    const input = await screen.findByLabelText('字段062');
    await user.type(input, 'abc');
    // Kept while it holds the focus (never removed under the caret)…
    act(() => io.near(section('信息组3'), false));
    expect(screen.getByLabelText('字段062')).toBe(input);
    // …and taken out once the focus has left.
    act(() => input.blur());
    act(() => io.near(section('信息组3'), false));
    await waitFor(() => expect(screen.queryByLabelText('字段062')).not.toBeInTheDocument());
    act(() => io.near(section('信息组3'), true));
    expect(await screen.findByLabelText('字段062')).toHaveValue('abc');
  });

  it('a submit validates the fields not drawn, and draws the group of the first message', async () => {
    // Everything filled but 字段109 (required: every third field from 字段001), in the last group.
    const { fld_109: _, ...last } = all.node004 ?? {};
    const fill: Action = {
      type: 'setValue',
      target: 'form',
      path: '',
      value: { preserve: { ...all, node004: last } },
    };
    const { user, calls } = renderScreen(dealScreen('9999', { onReady: fill }), api());
    await waitFor(() => expect(screen.getByLabelText('字段001')).toHaveValue('示例'));
    expect(screen.queryByLabelText('字段109')).not.toBeInTheDocument();
    await user.click(button('执行'));
    await waitFor(() => expect(fieldMessage('字段109')).toBe('请输入字段109'));
    expect(calls('POST', '/commondeal/exec-deal')).toHaveLength(0);
  });
});
