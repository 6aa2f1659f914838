import { createRoot, type Root } from 'react-dom/client';
import { scenarios } from './scenarios';

/**
 * The page side of the benchmark: mounts a scenario and times its first render, and records
 * keystroke-to-next-frame latencies (keydown → the first animation frame after React committed the
 * input event).
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
  requestAnimationFrame(() => samples.push(performance.now() - start));
});

const frame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));

function readyNow(suffix: string, count: number, empty = false): boolean {
  const found = container.querySelectorAll<HTMLInputElement>(`[id$="${suffix}"]`);
  const last = found[count - 1];
  return found.length >= count && (empty || Boolean(last?.value));
}

const bench = {
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
  /** The ids of the inputs ending with `suffix`. */
  ids: (suffix: string) => [...container.querySelectorAll(`[id$="${suffix}"]`)].map((e) => e.id),
  samples,
  commits,
  clear: () => void (samples.length = commits.length = 0),
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
