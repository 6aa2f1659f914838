/**
 * Times of the national interface, always in China time (Asia/Shanghai), whatever the server's time
 * zone: DT `yyyy-MM-dd HH:mm:ss`, D `yyyy-MM-dd`, and the compact forms of the envelope.
 */
import dayjs from 'dayjs';
import { LRUCache } from 'lru-cache';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const CHINA_ZONE = 'Asia/Shanghai';

const inChina = (date: Date) => dayjs(date).tz(CHINA_ZONE);

/** yyyy-MM-dd */
export const dateOnly = (date: Date): string => inChina(date).format('YYYY-MM-DD');

/** yyyy-MM-dd HH:mm:ss */
export const dateTime = (date: Date): string => inChina(date).format('YYYY-MM-DD HH:mm:ss');

/** yyyyMMddHHmmss (msgid, inf_refmsgid). */
export const compact14 = (date: Date): string => inChina(date).format('YYYYMMDDHHmmss');

/** yyyyMMddHHmmssSSS (refmsg_time, respond_time). */
export const compact17 = (date: Date): string => inChina(date).format('YYYYMMDDHHmmssSSS');

/**
 * The instants of D values already parsed (every list's period names a few days, and the zone's rules cost
 * far more to apply than to look up); NaN for a string that is not a day. The least recently used day
 * goes first when the cache is full.
 */
export const DAYS_MAX = 4_096;
const days = new LRUCache<string, number>({ max: DAYS_MAX });

/** A D or DT value (China time) as an instant; undefined when it is not one (2024-02-30 included). */
export function parseChinaTime(value: string): Date | undefined {
  const known = days.get(value);
  if (known !== undefined) return Number.isNaN(known) ? undefined : new Date(known);
  if (!/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.test(value)) return undefined;
  const at = dayjs.tz(value, CHINA_ZONE);
  const instant = at.isValid() && at.format('YYYY-MM-DD') === value.slice(0, 10) ? at.valueOf() : NaN;
  if (value.length === 10) days.set(value, instant);
  return Number.isNaN(instant) ? undefined : new Date(instant);
}

/** The instants [start of `begin`, start of the day after `end`) of a China-time date range. */
export function dayRange(begin: string, end: string): [Date, Date] | undefined {
  const from = parseChinaTime(begin);
  const to = parseChinaTime(end);
  if (!from || !to) return undefined;
  return [from, addDays(to, 1)];
}

/** The same instant `days` later (negative for earlier); China keeps no daylight saving, a day is 24 h. */
export const addDays = (date: Date, days: number): Date => dayjs.utc(date).add(days, 'day').toDate();
