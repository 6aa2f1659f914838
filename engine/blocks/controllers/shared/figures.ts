import type { FigureFormat } from '../../../descriptor';

const FORMATTERS: Record<FigureFormat, Intl.NumberFormat> = {
  amount: new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  count: new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 }),
};

/** A number, or undefined when the value is missing, null, empty or not numeric. */
export function figureOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '' || typeof value === 'boolean') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A figure as shown: `amount` 1,234.50, `count` 1,235; without a format the value as it is. */
export function formatFigure(value: unknown, format?: FigureFormat): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = figureOf(value);
  if (!format || n === undefined) return String(value);
  return FORMATTERS[format].format(n);
}

/** The change of `value` against `before`, in percent (one decimal); undefined when it cannot be told. */
export function trendOf(
  value: unknown,
  before: unknown,
): { direction: 'up' | 'down' | 'flat'; percent?: number } | undefined {
  const now = figureOf(value);
  const then = figureOf(before);
  if (now === undefined || then === undefined) return undefined;
  const direction = now > then ? 'up' : now < then ? 'down' : 'flat';
  if (then === 0) return { direction };
  return { direction, percent: Math.round((Math.abs(now - then) / Math.abs(then)) * 1000) / 10 };
}
