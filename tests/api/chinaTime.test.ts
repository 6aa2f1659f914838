/**
 * Times of the national interface are China time (Asia/Shanghai) whatever the server's own zone:
 * formatting, parsing a D or DT value, and the day ranges of the list queries.
 */
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  compact14,
  compact17,
  DAYS_MAX,
  dateOnly,
  dateTime,
  dayRange,
  parseChinaTime,
} from '../../server/deals/time';

const saved = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York'; // a zone with daylight saving, far from China
});
afterAll(() => {
  process.env.TZ = saved;
});

describe('China time on a server in another zone', () => {
  const instant = new Date('2024-02-29T17:30:05.123Z');

  it('formats an instant as China time: D, DT and the compact forms of the envelope', () => {
    expect([dateOnly(instant), dateTime(instant), compact14(instant), compact17(instant)]).toEqual([
      '2024-03-01',
      '2024-03-01 01:30:05',
      '20240301013005',
      '20240301013005123',
    ]);
  });

  it('parses D and DT values as China time; a day that does not exist is no value', () => {
    expect(parseChinaTime('2024-03-01')?.toISOString()).toBe('2024-02-29T16:00:00.000Z');
    expect(parseChinaTime('2024-03-01 01:30')?.toISOString()).toBe('2024-02-29T17:30:00.000Z');
    expect(parseChinaTime('2024-03-01T01:30:05')?.toISOString()).toBe('2024-02-29T17:30:05.000Z');
    expect(['2024-02-30', '2023-02-29', '2024-3-1', 'x'].map(parseChinaTime)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a date range ends at the start of the China day after its end, across the server zone’s DST change', () => {
    expect(dayRange('2024-03-09', '2024-03-10')?.map((d) => d.toISOString())).toEqual([
      '2024-03-08T16:00:00.000Z',
      '2024-03-10T16:00:00.000Z',
    ]);
    expect(addDays(new Date('2024-03-09T12:00:00Z'), 2).toISOString()).toBe('2024-03-11T12:00:00.000Z');
  });
});

describe('the days already parsed', () => {
  it(`keep the day in use when more than ${DAYS_MAX} others are parsed: the least recently used goes first`, () => {
    const tz = vi.spyOn(dayjs, 'tz');
    const inUse = '1999-12-31';
    const start = new Date('2000-01-01T04:00:00Z');
    const filler = Array.from({ length: DAYS_MAX + 200 }, (_, i) => dateOnly(addDays(start, i)));
    try {
      expect(parseChinaTime(inUse)?.toISOString()).toBe('1999-12-30T16:00:00.000Z');
      filler.forEach((day, i) => {
        parseChinaTime(day);
        if (i % 500 === 0) expect(parseChinaTime(inUse)?.toISOString()).toBe('1999-12-30T16:00:00.000Z');
      });
      expect(parseChinaTime(inUse)?.toISOString()).toBe('1999-12-30T16:00:00.000Z');
      const zoneRulesApplied = (day: string) => tz.mock.calls.filter(([value]) => value === day).length;
      expect(zoneRulesApplied(inUse)).toBe(1);
      // The first filler day was used least recently: it was dropped, and is parsed again.
      expect(zoneRulesApplied(filler[0]!)).toBe(1);
      expect(parseChinaTime(filler[0]!)?.toISOString()).toBe('1999-12-31T16:00:00.000Z');
      expect(zoneRulesApplied(filler[0]!)).toBe(2);
    } finally {
      tz.mockRestore();
    }
  });
});
