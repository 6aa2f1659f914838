import type { StatisticBlock } from '../../../descriptor';
import { getPath, renderTemplate, test } from '../../../expr';
import { formatFigure, trendOf } from '../shared/figures';
import { useBlockContext } from '../shared/useBlockContext';
import { useBlockData } from '../shared/useBlockData';

export interface StatisticFigure {
  key: string;
  /** Its item's index in the block's `items` (the hidden ones counted). */
  item: number;
  label: string;
  /** The formatted value; undefined while missing (show `emptyText`). */
  value?: string;
  emptyText: string;
  suffix?: string;
  note?: string;
  trend?: { label: string; direction: 'up' | 'down' | 'flat'; percent?: number };
}

export interface StatisticController {
  title?: string;
  loading: boolean;
  failed: boolean;
  figures: StatisticFigure[];
  columns: number;
}

/** The figures of a `statistic` block, loaded from its request and formatted. */
export function useStatisticController(block: StatisticBlock): StatisticController {
  const { data, loading, failed } = useBlockData(block.request, block.id);
  const ctx = useBlockContext({ data });
  const shown = block.items.filter((item) => test(item.visible, ctx));
  const figures = shown.map((item, i): StatisticFigure => {
    const raw = getPath(data, item.field);
    const trend = item.trend ? trendOf(raw, getPath(data, item.trend)) : undefined;
    return {
      key: `${i}:${item.field}`,
      item: block.items.indexOf(item),
      label: renderTemplate(item.label, ctx),
      value: formatFigure(raw, item.format),
      emptyText: item.emptyText ? renderTemplate(item.emptyText, ctx) : '暂无',
      suffix: item.suffix ? renderTemplate(item.suffix, ctx) : undefined,
      note: item.note ? renderTemplate(item.note, ctx) : undefined,
      trend: trend && { ...trend, label: item.trendLabel ? renderTemplate(item.trendLabel, ctx) : '较上期' },
    };
  });
  return {
    title: block.title ? renderTemplate(block.title, ctx) : undefined,
    loading,
    failed,
    figures,
    columns: Math.min(Math.max(block.columns ?? Math.min(figures.length, 6), 1), 6),
  };
}
