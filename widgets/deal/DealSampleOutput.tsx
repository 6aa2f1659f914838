import { Alert, Button, Divider, Input, Space, Typography } from 'antd';
import { useDealFormContext, useSampleAnswer } from '../../engine/blocks/controllers';
import { DealOutputView } from './DealOutputView';

const MONO = { fontFamily: 'monospace', fontSize: 12 } as const;

/**
 * A dealForm's `sample`: the output view an operator gets after 执行, drawn from a sample answer of the
 * output nodes, and that answer as JSON the configurator may edit (示例应答). A text that does not parse
 * says so, and the view keeps the last good answer.
 */
export function DealSampleOutput() {
  const { deal, meta } = useDealFormContext();
  const sample = useSampleAnswer(meta);
  if (!deal || !meta) return null;
  return (
    <section aria-label="输出（示例应答）">
      <Divider titlePlacement="start">输出（示例应答）</Divider>
      {meta.resProperties.length === 0 ? (
        <Typography.Paragraph type="secondary">该交易没有输出节点</Typography.Paragraph>
      ) : (
        <DealOutputView output={sample.value} narrow />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 4 }}>
        <Typography.Text strong>示例应答</Typography.Text>
        <Button size="small" onClick={sample.regenerate}>
          按元数据重新生成
        </Button>
      </Space>
      <Input.TextArea
        aria-label="示例应答"
        value={sample.text}
        onChange={(e) => sample.setText(e.target.value)}
        autoSize={{ minRows: 6, maxRows: 16 }}
        style={MONO}
        spellCheck={false}
      />
      {sample.error && <Alert style={{ marginTop: 8 }} type="error" showIcon message={sample.error} />}
    </section>
  );
}
