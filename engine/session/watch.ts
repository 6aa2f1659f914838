/**
 * The session as the user should see it (docs/server.md, Sessions): the warning before an idle expiry,
 * a new login over the page once the session is over, and a logout in another tab. Its times come with
 * every authenticated answer and are shared by the tabs through local storage, so work in one tab keeps
 * the warning away in the others.
 */

export const sessionTexts = {
  expiring: '登录即将过期',
  expired: '登录已过期，请重新登录',
  elsewhere: '已在其他窗口退出',
} as const;

/** What the user must see now: nothing, the warning before an idle expiry, or a login over the page. */
export type SessionAlert =
  { kind: 'none' } | { kind: 'expiring'; expiresAt: number } | { kind: 'expired' } | { kind: 'elsewhere' };

/** The session's times in this browser's clock (ms), and its idle lifetime as first answered. */
export interface SessionTimes {
  expiresAt: number;
  endsAt: number;
  idleMs: number;
}

export const TIMES_KEY = 'yb.sessionTimes';
/** The warning comes this long before an idle expiry (half an idle lifetime when that is shorter). */
export const WARN_BEFORE_MS = 120_000;

const NONE: SessionAlert = { kind: 'none' };

function readTimes(storage: Storage): SessionTimes | null {
  try {
    const t = JSON.parse(storage.getItem(TIMES_KEY) ?? 'null') as SessionTimes | null;
    return t && [t.expiresAt, t.endsAt, t.idleMs].every(Number.isFinite) ? t : null;
  } catch {
    return null;
  }
}

export class SessionWatch {
  private times: SessionTimes | null;
  private alert: SessionAlert = NONE;
  private endedElsewhere = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.times = readTimes(storage);
  }

  get = (): SessionAlert => this.alert;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** The times of an authenticated answer: seconds left until the idle expiry and until the end. */
  noteTimes(expiresIn: number, endsIn: number): void {
    if (!Number.isFinite(expiresIn) || !Number.isFinite(endsIn)) return;
    const now = this.now();
    const idleMs = Math.max(this.times?.idleMs ?? 0, expiresIn * 1000);
    this.times = { expiresAt: now + expiresIn * 1000, endsAt: now + endsIn * 1000, idleMs };
    this.storage.setItem(TIMES_KEY, JSON.stringify(this.times));
    this.endedElsewhere = false;
    this.check();
  }

  /** A call was refused (401): the session is over; the user logs in again over the page. */
  refused(): void {
    this.stopTimer();
    this.show({ kind: this.endedElsewhere ? 'elsewhere' : 'expired' });
  }

  /** Why no call may be sent now (the session ended in another tab), or null. */
  blockedBy(): string | null {
    return this.endedElsewhere ? sessionTexts.elsewhere : null;
  }

  /** A login (here or in another tab) or a logout here: a new start, nothing to show. */
  reset(): void {
    this.stopTimer();
    this.times = null;
    this.endedElsewhere = false;
    this.show(NONE);
  }

  /** Another tab logged out: the next call in this one says so instead of being sent. */
  loggedOutElsewhere(): void {
    this.stopTimer();
    this.times = null;
    this.endedElsewhere = true;
    if (this.alert.kind === 'expiring') this.show(NONE);
  }

  /** Another tab wrote the session's times (its work extended the session). */
  timesChanged(): void {
    const times = readTimes(this.storage);
    if (!times || this.endedElsewhere) return;
    this.times = times;
    this.check();
  }

  /** Shows what the times say now and sets the timer for the next change. */
  private check(): void {
    this.stopTimer();
    const t = this.times;
    // Once over, only a new login (reset) takes the login dialog away.
    if (!t || this.alert.kind === 'expired' || this.alert.kind === 'elsewhere') return;
    const now = this.now();
    const idle = t.expiresAt < t.endsAt - 1000;
    const warnAt = t.expiresAt - Math.min(WARN_BEFORE_MS, t.idleMs / 2);
    if (now >= t.expiresAt) {
      this.show({ kind: 'expired' });
      return;
    }
    this.show(idle && now >= warnAt ? { kind: 'expiring', expiresAt: t.expiresAt } : NONE);
    const next = idle && now < warnAt ? warnAt : t.expiresAt;
    this.timer = setTimeout(() => this.check(), Math.max(0, next - now));
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private show(alert: SessionAlert): void {
    const same =
      alert.kind === this.alert.kind &&
      (alert.kind !== 'expiring' ||
        (this.alert.kind === 'expiring' && this.alert.expiresAt === alert.expiresAt));
    if (same) return;
    this.alert = alert;
    this.listeners.forEach((fn) => fn());
  }
}
