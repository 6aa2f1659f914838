type Listener = () => void;

/** Lets `refresh` actions reach blocks by id; `*` listeners hear every refresh without a target. */
export class RefreshBus {
  private listeners = new Map<string, Set<Listener>>();

  subscribe(target: string, fn: Listener): () => void {
    const set = this.listeners.get(target) ?? new Set<Listener>();
    set.add(fn);
    this.listeners.set(target, set);
    return () => set.delete(fn);
  }

  emit(target?: string): void {
    const keys = target ? [target] : [...this.listeners.keys()];
    for (const k of keys) this.listeners.get(k)?.forEach((fn) => fn());
  }
}
