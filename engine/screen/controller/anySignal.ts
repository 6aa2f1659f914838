/** A signal aborted as soon as one of `signals` is (AbortSignal.any, where the browser lacks it). */
export function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal {
  const out = new AbortController();
  for (const s of signals) {
    if (!s) continue;
    if (s.aborted) out.abort();
    else s.addEventListener('abort', () => out.abort(), { once: true });
  }
  return out.signal;
}
