import type { ChartBlock, FigureFormat } from '../../../descriptor';
import { getPath, renderTemplate } from '../../../expr';
import { figureOf } from '../shared/figures';
import { rowsAt } from '../shared/rows';
import { useBlockContext } from '../shared/useBlockContext';
import { useBlockData } from '../shared/useBlockData';

export interface ChartSeriesData {
  name: string;
  kind: 'line' | 'bar' | 'pie';
  axis: 'left' | 'right';
  format?: FigureFormat;
  /** One value per category (0 where a row has none). */
  values: number[];
}

/** A chart's data, independent of the library that draws it. */
export interface ChartModel {
  title?: string;
  loading: boolean;
  failed: boolean;
  height: number;
  emptyText: string;
  /** The x values (a pie: the slices), as shown. */
  categories: string[];
  series: ChartSeriesData[];
}

/** The data of a `chart` block: its rows loaded from the request, split into categories and series. */
export function useChartController(block: ChartBlock): ChartModel {
  const { data, loading, failed } = useBlockData(block.request, block.id);
  const ctx = useBlockContext({ data });
  const rows = rowsAt(data);
  const label = (v: unknown) => {
    const s = v === undefined || v === null ? '' : String(v);
    return block.xLabels?.[s] ?? s;
  };
  const series = (block.kind === 'pie' ? block.series.slice(0, 1) : block.series).map((s) => ({
    name: renderTemplate(s.name, ctx),
    kind: block.kind === 'pie' ? ('pie' as const) : (s.kind ?? block.kind),
    axis: s.axis ?? ('left' as const),
    format: s.format,
    values: rows.map((r) => figureOf(getPath(r, s.field)) ?? 0),
  }));
  return {
    title: block.title ? renderTemplate(block.title, ctx) : undefined,
    loading,
    failed,
    height: block.height ?? 300,
    emptyText: block.emptyText ? renderTemplate(block.emptyText, ctx) : '暂无数据',
    categories: rows.map((r) => label(getPath(r, block.x))),
    series,
  };
}
