import { useEffect, useRef, useState } from 'react';
import { Card, Empty, Spin } from 'antd';
import type { ChartBlock } from '../../engine/descriptor';
import { useApp } from '../../engine/app';
import { test } from '../../engine/expr';
import {
  formatFigure,
  useBlockContext,
  useChartController,
  type ChartModel,
} from '../../engine/blocks/controllers';
import { chartOption } from './chartOption';

type Engine = typeof import('./chartEngine');
let engine: Promise<Engine> | undefined;
/** ECharts, fetched the first time a chart is drawn (its own chunk, not in the first paint). */
const loadEngine = () => (engine ??= import('./chartEngine'));

/** The drawing: an ECharts instance bound to a div, updated with the model, resized with its box. */
function Canvas({ model }: { model: ChartModel }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<Engine['initChart']> | null>(null);
  const app = useApp();
  const [failed, setFailed] = useState(false);
  const latest = useRef(model);
  latest.current = model;
  const option = JSON.stringify(model);
  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadEngine()
      .then(({ initChart }) => {
        if (disposed || !box.current) return;
        chart.current = initChart(box.current);
        chart.current.setOption(chartOption(latest.current));
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(box.current);
      })
      .catch((err: unknown) => {
        // Shown as a Chinese notice in place of the chart, and written to the server's log.
        setFailed(true);
        app.reportError({
          route: window.location.pathname,
          message: `图表绘制失败：${err instanceof Error ? err.message : String(err)}`,
        });
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
    // The instance lives as long as the box; the model is applied below.
  }, [app]);
  useEffect(() => {
    chart.current?.setOption(chartOption(latest.current), { notMerge: true });
  }, [option]);
  if (failed) return <Empty description="图表加载失败，请刷新页面重试" />;
  return <div ref={box} aria-hidden="true" style={{ height: model.height, width: '100%' }} />;
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The chart's figures as a table for screen readers (the drawing itself is hidden from them). */
function DataTable({ model }: { model: ChartModel }) {
  return (
    <table style={VISUALLY_HIDDEN}>
      <caption>{model.title ?? '图表数据'}</caption>
      <thead>
        <tr>
          <th scope="col">项目</th>
          {model.series.map((s) => (
            <th key={s.name} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.categories.map((c, i) => (
          <tr key={`${c}:${i}`}>
            <th scope="row">{c}</th>
            {model.series.map((s) => (
              <td key={s.name}>{formatFigure(s.values[i], s.format)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartBody({ block }: { block: ChartBlock }) {
  const model = useChartController(block);
  const empty = model.categories.length === 0;
  return (
    <Card size="small" title={model.title} style={{ marginBottom: 16 }}>
      {empty ? (
        <div style={{ height: model.height, display: 'grid', placeItems: 'center' }}>
          {model.loading ? <Spin /> : <Empty description={model.emptyText} />}
        </div>
      ) : (
        <figure style={{ margin: 0, position: 'relative' }} aria-label={model.title ?? '图表'}>
          <Canvas model={model} />
          <DataTable model={model} />
        </figure>
      )}
    </Card>
  );
}

/** A line, bar or pie chart of the rows one call answers; ECharts is loaded only when a chart shows. */
export function ChartView({ block }: { block: ChartBlock }) {
  const ctx = useBlockContext();
  if (!test(block.visible, ctx)) return null;
  return <ChartBody block={block} />;
}
