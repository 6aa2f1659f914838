/**
 * ECharts with only what the `chart` block draws: line, bar and pie charts, grid, tooltip and legend,
 * the SVG renderer (no canvas: crisp at any zoom, and a DOM that screen readers and jsdom can walk).
 * Imported lazily by ChartView, so the library is in its own chunk, loaded on screens with a chart.
 *
 * The parts are registered inside `initChart`, not at the module's top level: the package declares
 * its own modules free of side effects (`sideEffects` in package.json), so the production build kept
 * only the re-exported namespace and dropped a top-level `echarts.use(...)`, and every chart failed
 * with "painter is not a constructor" (the SVG renderer was never registered).
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

let registered = false;

/** An ECharts instance on `el`, drawn as SVG with the Chinese locale. */
export function initChart(el: HTMLElement): echarts.ECharts {
  if (!registered) {
    echarts.use([
      LineChart,
      BarChart,
      PieChart,
      GridComponent,
      TooltipComponent,
      LegendComponent,
      SVGRenderer,
    ]);
    registered = true;
  }
  return echarts.init(el, undefined, { renderer: 'svg', locale: 'ZH' });
}
