import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { execute } from '../../engine/actions';
import type { Action } from '../../engine/descriptor';
import { fakeEnv } from './fakeEnv';

/** The payment gate: the pay result every 5 s, then the reversal page. */
const payPoll: Action = {
  type: 'poll',
  seconds: 5,
  request: {
    type: 'request',
    method: 'POST',
    path: '/commondeal/quickmark/query-payflag',
    body: { id: { var: 'row.id' } },
    resultAs: 'paid',
  },
  until: { var: 'results.paid' },
  then: { type: 'navigate', to: '/home/impact', query: { id: { var: 'row.id' } } },
};

describe('poll action (payment result polled every 5 s)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('calls every 5 s until the answer is truthy, then runs then once', async () => {
    let paid = false;
    const { env, calls } = fakeEnv();
    env.request = vi.fn(async (method: string, path: string, req?: { body?: unknown }) => {
      calls.push({ method, path, body: req?.body });
      return paid as never;
    }) as typeof env.request;
    const done = execute(payPoll, { row: { id: 'S1' } }, env);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      { method: 'POST', path: '/commondeal/quickmark/query-payflag', body: { id: 'S1' } },
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(2);
    expect(env.navigate).not.toHaveBeenCalled();
    paid = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await done).toBe(true);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith('/home/impact', { query: { id: 'S1' }, replace: undefined });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(3);
  });

  it('stops when its lifetime ends (the dialog closed): no more calls, then does not run', async () => {
    const life = new AbortController();
    const { env, calls } = fakeEnv(
      { 'POST /commondeal/quickmark/query-payflag': false },
      { lifetime: () => life.signal },
    );
    const done = execute(payPoll, { row: { id: 'S1' } }, env);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    life.abort();
    expect(await done).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(2);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('a failed call is "not yet": no error toast, polling goes on', async () => {
    const { env, calls } = fakeEnv({ 'POST /commondeal/quickmark/query-payflag': new Error('网络异常') });
    const done = execute(payPoll, { row: { id: 'S1' } }, env);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(calls).toHaveLength(3);
    expect(env.toast).not.toHaveBeenCalled();
    expect(env.request).toHaveBeenCalledWith(
      'POST',
      '/commondeal/quickmark/query-payflag',
      expect.objectContaining({ silent: true }),
    );
    void done;
  });
});
