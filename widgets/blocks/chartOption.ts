import type { ChartModel } from '../../engine/blocks/controllers';
import { formatFigure } from '../../engine/blocks/controllers';

type Option = Record<string, unknown>;

/** antd's palette: blue, green, orange, purple, cyan, magenta. */
const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96'];

const withFormat = (format: ChartModel['series'][number]['format']) => (v: unknown) =>
  formatFigure(v, format) ?? '';

/** The ECharts option of a chart model: axes and series, values formatted as the block says. */
export function chartOption(model: ChartModel): Option {
  const tooltip = { trigger: model.series[0]?.kind === 'pie' ? 'item' : 'axis', confine: true };
  if (model.series[0]?.kind === 'pie') {
    const s = model.series[0];
    return {
      color: COLORS,
      tooltip: { ...tooltip, valueFormatter: withFormat(s.format) },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: s.name,
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          data: model.categories.map((name, i) => ({ name, value: s.values[i] ?? 0 })),
        },
      ],
    };
  }
  const right = model.series.some((s) => s.axis === 'right');
  const axisOf = (side: 'left' | 'right') => {
    const first = model.series.find((s) => s.axis === side);
    // A count axis has whole steps (no 0.5 settlements).
    const minInterval = first?.format === 'count' ? 1 : undefined;
    return {
      type: 'value',
      position: side,
      minInterval,
      axisLabel: { formatter: withFormat(first?.format) },
    };
  };
  return {
    color: COLORS,
    tooltip,
    legend: { top: 0 },
    grid: { left: 16, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: model.categories, axisTick: { alignWithLabel: true } },
    yAxis: right ? [axisOf('left'), { ...axisOf('right'), splitLine: { show: false } }] : [axisOf('left')],
    series: model.series.map((s) => ({
      type: s.kind,
      name: s.name,
      data: s.values,
      yAxisIndex: right && s.axis === 'right' ? 1 : 0,
      // Straight segments: a smoothed line over sparse days would dip below zero.
      smooth: false,
      showSymbol: s.kind === 'line' && model.categories.length <= 31,
      barMaxWidth: 28,
      tooltip: { valueFormatter: withFormat(s.format) },
    })),
  };
}
