import { describe, expect, it } from 'vitest';
import { createSubmitGuard } from '../../engine/form';

/** A submit that ends when `end` is called. */
function pending() {
  let end: (done: boolean) => void = () => undefined;
  const submit = () => new Promise<boolean>((r) => (end = r));
  return { submit, end: (done: boolean) => end(done) };
}

describe('the one guarded submit of a form (engine/form/submitGuard.ts)', () => {
  it('a submit asked for while one runs is dropped: it answers false and runs nothing', async () => {
    const guard = createSubmitGuard();
    const first = pending();
    let seconds = 0;
    const running = guard.run(first.submit);
    expect(guard.running).toBe(true);
    expect(await guard.run(async () => (seconds++, true))).toBe(false);
    expect(seconds).toBe(0);
    first.end(true);
    expect(await running).toBe(true);
    expect(guard.running).toBe(false);
  });

  it('once the submit ended (done, stopped or failed) the next one runs', async () => {
    const guard = createSubmitGuard();
    await expect(guard.run(() => Promise.reject(new Error('请求失败')))).rejects.toThrow('请求失败');
    expect(guard.running).toBe(false);
    expect(await guard.run(async () => false)).toBe(false);
    expect(await guard.run(async () => true)).toBe(true);
  });

  it('tells its listeners when a submit starts and ends (the button shows loading meanwhile)', async () => {
    const guard = createSubmitGuard();
    const seen: boolean[] = [];
    const stop = guard.subscribe(() => seen.push(guard.running));
    const first = pending();
    const running = guard.run(first.submit);
    first.end(true);
    await running;
    stop();
    await guard.run(async () => true);
    expect(seen).toEqual([true, false]);
  });
});
