type Listener = () => void;

/** Lets `refresh` actions reach blocks by id; a refresh without a target reaches the `*` listeners (the lists). */
export class RefreshBus {
  private listeners = new Map<string, Set<Listener>>();

  subscribe(target: string, fn: Listener): () => void {
    const set = this.listeners.get(target) ?? new Set<Listener>();
    set.add(fn);
    this.listeners.set(target, set);
    return () => set.delete(fn);
  }

  emit(target?: string): void {
    this.listeners.get(target ?? '*')?.forEach((fn) => fn());
  }
}
