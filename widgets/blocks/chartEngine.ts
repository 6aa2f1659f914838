/**
 * ECharts with only what the `chart` block draws: line, bar and pie charts, grid, tooltip and legend,
 * the SVG renderer (no canvas: crisp at any zoom, and a DOM that screen readers and jsdom can walk).
 * Imported lazily by ChartView, so the library is in its own chunk, loaded on screens with a chart.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { echarts };
