import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography } from 'antd';
import type { StatisticBlock } from '../../engine/descriptor';
import { test } from '../../engine/expr';
import {
  useBlockContext,
  useStatisticController,
  type StatisticFigure,
} from '../../engine/blocks/controllers';
import { childPointer, nodeAttrs, useNodePointer } from '../../engine/blocks/designMode';

function Trend({ trend }: { trend: NonNullable<StatisticFigure['trend']> }) {
  const arrow =
    trend.direction === 'up' ? (
      <ArrowUpOutlined />
    ) : trend.direction === 'down' ? (
      <ArrowDownOutlined />
    ) : null;
  const change = trend.direction === 'flat' ? '持平' : trend.percent === undefined ? '' : `${trend.percent}%`;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {trend.label} {arrow} {change}
    </Typography.Text>
  );
}

function Figure({ figure, loading }: { figure: StatisticFigure; loading: boolean }) {
  const empty = figure.value === undefined;
  const node = useNodePointer();
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      {...nodeAttrs(node === undefined ? undefined : childPointer(node, 'items', figure.item))}
    >
      <Statistic
        title={figure.label}
        loading={loading}
        value={empty ? figure.emptyText : figure.value}
        formatter={() => (
          <span style={empty ? { color: 'var(--yb-text-description)', fontSize: 20 } : undefined}>
            {empty ? figure.emptyText : figure.value}
          </span>
        )}
        suffix={empty ? undefined : figure.suffix}
      />
      {(figure.trend || figure.note) && !loading && (
        <div style={{ marginTop: 4 }}>
          {figure.trend && <Trend trend={figure.trend} />}
          {figure.note && (
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {figure.note}
            </Typography.Text>
          )}
        </div>
      )}
    </Card>
  );
}

function StatisticBody({ block }: { block: StatisticBlock }) {
  const c = useStatisticController(block);
  return (
    <section aria-label={c.title ?? '统计'} style={{ marginBottom: 16 }}>
      {c.title && <Typography.Title level={5}>{c.title}</Typography.Title>}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: `repeat(${c.columns}, minmax(0, 1fr))` }}>
        {c.figures.map((f) => (
          <Figure key={f.key} figure={f} loading={c.loading && !c.failed} />
        ))}
      </div>
    </section>
  );
}

/** A row of figures loaded from one call: amounts, counts, an optional trend; 暂无 while a figure is missing. */
export function StatisticView({ block }: { block: StatisticBlock }) {
  const ctx = useBlockContext();
  if (!test(block.visible, ctx)) return null;
  return <StatisticBody block={block} />;
}
