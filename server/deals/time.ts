/**
 * Times of the national interface, always in China time (UTC+8, no daylight saving), whatever the
 * server's time zone: DT `yyyy-MM-dd HH:mm:ss`, D `yyyy-MM-dd`, and the compact forms of the envelope.
 */
const OFFSET_MS = 8 * 3600_000;
const pad = (v: number, n = 2) => String(v).padStart(n, '0');

function parts(date: Date) {
  const t = new Date(date.getTime() + OFFSET_MS);
  return {
    y: t.getUTCFullYear(),
    mo: pad(t.getUTCMonth() + 1),
    d: pad(t.getUTCDate()),
    h: pad(t.getUTCHours()),
    mi: pad(t.getUTCMinutes()),
    s: pad(t.getUTCSeconds()),
    ms: pad(t.getUTCMilliseconds(), 3),
  };
}

/** yyyy-MM-dd */
export function dateOnly(date: Date): string {
  const p = parts(date);
  return `${p.y}-${p.mo}-${p.d}`;
}

/** yyyy-MM-dd HH:mm:ss */
export function dateTime(date: Date): string {
  const p = parts(date);
  return `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}`;
}

/** yyyyMMddHHmmss (msgid, inf_refmsgid). */
export function compact14(date: Date): string {
  const p = parts(date);
  return `${p.y}${p.mo}${p.d}${p.h}${p.mi}${p.s}`;
}

/** yyyyMMddHHmmssSSS (refmsg_time, respond_time). */
export const compact17 = (date: Date) => `${compact14(date)}${parts(date).ms}`;

/** A D or DT value (China time) as an instant; undefined when it is not one. */
export function parseChinaTime(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const ms = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - OFFSET_MS;
  const date = new Date(ms);
  return dateOnly(date) === `${m[1]}-${m[2]}-${m[3]}` ? date : undefined;
}

/** The instants [start of `begin`, start of the day after `end`) of a China-time date range. */
export function dayRange(begin: string, end: string): [Date, Date] | undefined {
  const from = parseChinaTime(begin);
  const to = parseChinaTime(end);
  if (!from || !to) return undefined;
  return [from, new Date(to.getTime() + 24 * 3600_000)];
}

/** The same instant `days` later (negative for earlier). */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 3600_000);
