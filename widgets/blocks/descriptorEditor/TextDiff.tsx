import { Col, Row, Skeleton, Typography } from 'antd';
import { lazyView } from '../../../engine/blocks/lazyView';
import type { TextDiffProps } from './types';

/** The two texts side by side, where Monaco cannot run (no web workers). */
function PlainDiff({ original, modified, height, labels }: TextDiffProps) {
  const pane = (label: string, text: string) => (
    <Col span={12}>
      <Typography.Text strong>{label}</Typography.Text>
      <pre
        aria-label={label}
        style={{ height, overflow: 'auto', background: '#fafafa', padding: 8, margin: 0 }}
      >
        {text}
      </pre>
    </Col>
  );
  return (
    <Row gutter={8}>
      {pane(labels[0], original)}
      {pane(labels[1], modified)}
    </Row>
  );
}

const LazyDiff = lazyView<TextDiffProps>(
  () => import('./MonacoDiff').then((m) => m.MonacoDiff),
  <Skeleton active paragraph={{ rows: 12 }} />,
);

/** 对比: Monaco's diff editor in the browser, two plain panes where workers are missing. */
export const TextDiff = typeof Worker === 'function' ? LazyDiff : PlainDiff;
