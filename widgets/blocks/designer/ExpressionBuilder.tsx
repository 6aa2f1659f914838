import { Button, Input, Radio, Space, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Expr } from '../../../engine/descriptor';
import type { ExprContext } from '../../../engine/designer/exprContext';
import { absentWord, outcomeOf } from '../../../engine/designer/exprTruth';
import { ConditionRow } from './ConditionRow';
import { ExprTruthTable } from './ExprTruthTable';
import { useExprBuilder, type ExprBuilderState } from './useExprBuilder';

export interface ExpressionBuilderProps {
  /** The expression (absent: the key is not set). */
  value: Expr | undefined;
  /** A new expression, or undefined to remove the key (an empty builder: always). */
  onChange(value: Expr | undefined): void;
  /** The variables the node can read and the lint's scope (engine/designer exprContextOf). */
  context: ExprContext;
  /** The key edited (`visible`, `enabled`, `hidden`…): how the truth table words the outcome. */
  keyName?: string;
  /** The key's Chinese title, naming the builder. */
  label?: string;
  /** The id the property form's label points at. */
  id?: string;
}

/** What a key without an expression does: 未设置条件：始终显示 (when its default is known). */
const always = (keyName: string) => {
  const o = outcomeOf(keyName);
  return o.absent === undefined ? '未设置条件' : `未设置条件：始终${absentWord(o)}`;
};

const JOINS = [
  { value: 'and', label: '全部满足' },
  { value: 'or', label: '任一满足' },
];

/** 文本: the expression as JSON, checked by the screen lint as one types; applied only when it passes. */
function TextMode({ b, label }: { b: ExprBuilderState; label: string }) {
  return (
    <div className="yb-expr-text">
      <Input.TextArea
        aria-label={`${label}（JSON）`}
        aria-invalid={b.problems.length > 0}
        autoSize={{ minRows: 2, maxRows: 10 }}
        value={b.text}
        onChange={(e) => b.typeText(e.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
      {b.problems.length > 0 && (
        <div role="alert">
          {b.problems.map((p) => (
            <Typography.Paragraph key={p} type="danger" style={{ margin: 0 }}>
              {p}
            </Typography.Paragraph>
          ))}
          {b.unapplied && <Typography.Text type="secondary">未应用：修正后自动应用</Typography.Text>}
        </div>
      )}
    </div>
  );
}

/**
 * The expression builder (docs/studio.md, 设计): rows of 变量, 运算符 and 值 joined by 全部满足 or 任一满足,
 * or the text mode for what the builder cannot say; the truth table of the expression under it.
 */
export function ExpressionBuilder({
  value,
  onChange,
  context,
  keyName = 'visible',
  label = '条件',
  id,
}: ExpressionBuilderProps) {
  const b = useExprBuilder(value, onChange, context);
  const { conditions, join } = b.model;
  return (
    <div id={id} role="group" aria-label={label} className="yb-expr-builder">
      <Space style={{ marginBottom: 8 }}>
        <Switch
          size="small"
          aria-label="文本"
          checked={b.textMode}
          disabled={!b.sayable}
          onChange={b.showText}
        />
        <Typography.Text aria-hidden>文本</Typography.Text>
        {!b.sayable && (
          <Typography.Text type="secondary">该条件超出构建器的表达范围，只能以文本编辑</Typography.Text>
        )}
      </Space>
      {b.textMode ? (
        <TextMode b={b} label={label} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {conditions.length > 1 && (
            <Radio.Group
              aria-label="条件的组合"
              optionType="button"
              size="small"
              options={JOINS}
              value={join}
              onChange={(e) => b.setJoin(e.target.value as typeof join)}
            />
          )}
          {conditions.length === 0 && <Typography.Text type="secondary">{always(keyName)}</Typography.Text>}
          {conditions.map((c, i) => (
            <ConditionRow
              key={i}
              condition={c}
              variables={context.variables}
              onChange={(next) => b.update(i, next)}
              onRemove={() => b.remove(i)}
            />
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={b.add}>
            添加条件
          </Button>
        </Space>
      )}
      {b.problems.length > 0 && !b.unapplied ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          条件有误，修正后显示真值表
        </Typography.Paragraph>
      ) : (
        <ExprTruthTable value={value} variables={context.variables} keyName={keyName} />
      )}
    </div>
  );
}
