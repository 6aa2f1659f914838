import { createRoot, type Root } from 'react-dom/client';
import { designerBench } from './designer';
import { scenarios } from './scenarios';

/**
 * The page side of the benchmark: mounts a scenario and times its first render, and records
 * keystroke-to-painted-frame latencies (keydown → a task queued from the first animation frame after
 * React committed the input event: it runs once that frame's style, layout and paint are done).
 */
const container = document.getElementById('root') as HTMLElement;
let root: Root | null = null;
const samples: number[] = [];
/** keydown → the input event handled (React has committed): the page's own work. */
const commits: number[] = [];
let keydownAt = 0;

window.addEventListener('keydown', () => void (keydownAt = performance.now()), true);
// Bubbling at window: React (listening at its root) has handled and committed the input by now.
window.addEventListener('input', () => {
  const start = keydownAt;
  commits.push(performance.now() - start);
  // Not inside the rAF callback: the frame's rendering runs after it. A message posted from it is a
  // task that runs once the frame has been rendered (style, layout, paint, hit-test data).
  requestAnimationFrame(() => void afterPaint().then((now) => samples.push(now - start)));
});

const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
/** Resolves with the time at the next task (a MessageChannel message: no 4 ms clamp, not throttled). */
function afterPaint(): Promise<number> {
  return new Promise((r) => {
    waiting.push(() => r(performance.now()));
    channel.port2.postMessage(null);
  });
}

/** The next frame, painted: rAF, then a task after it. */
const frame = () => new Promise<number>((r) => requestAnimationFrame(() => void afterPaint().then(r)));

function readyNow(suffix: string, count: number, empty = false): boolean {
  const found = container.querySelectorAll<HTMLInputElement>(`[id$="${suffix}"]`);
  const last = found[count - 1];
  return found.length >= count && (empty || Boolean(last?.value));
}

const bench = {
  /** The designer's redraw against the same change typed in 源码 (bench/designer.ts). */
  designer: designerBench,
  /** Mounts a scenario; resolves with ms from render() to the first frame showing every field filled. */
  async mount(name: string): Promise<number> {
    const scenario = scenarios[name];
    if (!scenario) throw new Error(`no scenario ${name}`);
    root?.unmount();
    root = createRoot(container);
    const start = performance.now();
    root.render(scenario.render());
    for (;;) {
      const now = await frame();
      if (readyNow(scenario.ready.suffix, scenario.ready.count, scenario.ready.empty)) return now - start;
      if (now - start > 60_000) throw new Error(`${name} not ready after 60 s`);
    }
  },
  unmount() {
    root?.unmount();
    root = null;
  },
  /**
   * Scrolls the input `id` to the middle of the viewport, as a user would before typing into it. A
   * form that mounts its groups as they near the viewport marks each group with `data-deal-node`
   * (the DOM id prefix of its fields): when the input is not mounted its group is scrolled to first.
   */
  async reveal(id: string): Promise<void> {
    const started = performance.now();
    for (;;) {
      const input = document.getElementById(id);
      if (input) {
        input.scrollIntoView({ block: 'center' });
        await bench.frames(2);
        return;
      }
      const group = [...container.querySelectorAll<HTMLElement>('[data-deal-node]')].find((g) =>
        id.startsWith(`${g.dataset.dealNode}_`),
      );
      if (!group) throw new Error(`no input ${id} and no group holding it`);
      group.scrollIntoView({ block: 'start' });
      await bench.frames(1);
      if (performance.now() - started > 10_000) throw new Error(`${id} not mounted after 10 s`);
    }
  },
  /** The ids of the inputs ending with `suffix`. */
  ids: (suffix: string) => [...container.querySelectorAll(`[id$="${suffix}"]`)].map((e) => e.id),
  samples,
  commits,
  clear: () => void (samples.length = commits.length = 0),
  /** Resolves once there are more than `n` samples (a key's), then two quiet frames later. */
  async sampled(n: number): Promise<void> {
    const started = performance.now();
    while (samples.length <= n) {
      if (performance.now() - started > 60_000) throw new Error('no latency sample after 60 s');
      await frame();
    }
    await bench.frames(2);
  },
  /** Waits `n` frames. */
  async frames(n: number) {
    for (let i = 0; i < n; i++) await frame();
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
