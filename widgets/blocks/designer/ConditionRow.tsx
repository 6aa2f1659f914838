import { Button, Input, Select, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { opsFor, valueFor, withOp, type Condition } from '../../../engine/designer/exprBuilder';
import type { Variable } from '../../../engine/designer/exprScopes';

interface Props {
  condition: Condition;
  variables: Variable[];
  onChange(condition: Condition): void;
  onRemove(): void;
}

const BOOLEAN = { true: '是', false: '否' };
const codeLabel = (code: string, label: string) => (label && label !== code ? `${label}（${code}）` : code);

/** 值: the variable's codes in a Select (several for 属于), else a text box; typed as the variable is. */
function ValueInput({
  condition,
  variable,
  onChange,
}: {
  condition: Condition;
  variable?: Variable;
  onChange(v: unknown): void;
}) {
  const type = variable?.type ?? 'string';
  const codes = variable?.values ?? (type === 'boolean' ? BOOLEAN : undefined);
  const options = Object.entries(codes ?? {}).map(([code, label]) => ({
    value: code,
    label: codeLabel(code, label),
  }));
  const style = { minWidth: 160 };
  if (condition.op === 'in') {
    const list = Array.isArray(condition.value) ? condition.value.map(String) : [];
    return (
      <Select
        aria-label="值"
        mode={codes ? 'multiple' : 'tags'}
        options={options}
        value={list}
        placeholder={codes ? '选择取值' : '输入取值后回车'}
        onChange={(v: string[]) => onChange(v.map((x) => valueFor(type, x)))}
        style={style}
      />
    );
  }
  const shown = condition.value === undefined || condition.value === null ? '' : String(condition.value);
  if (codes)
    return (
      <Select
        aria-label="值"
        options={options}
        value={shown === '' ? undefined : shown}
        placeholder="选择取值"
        onChange={(v: string) => onChange(valueFor(type, v))}
        style={style}
      />
    );
  return (
    <Input
      aria-label="值"
      value={shown}
      placeholder="输入取值"
      onChange={(e) => onChange(valueFor(type, e.target.value))}
      style={{ width: 160 }}
    />
  );
}

/** One condition of the builder: [变量] [运算符] [值] and its removal. */
export function ConditionRow({ condition, variables, onChange, onRemove }: Props) {
  const variable = variables.find((v) => v.name === condition.variable);
  const known =
    variable || !condition.variable
      ? variables
      : [...variables, { name: condition.variable, title: condition.variable, type: 'string' }];
  const ops = opsFor(variable);
  const op = ops.find((o) => o.op === condition.op);
  const chooseVariable = (name: string) => {
    const next = known.find((v) => v.name === name);
    const keep = opsFor(next).some((o) => o.op === condition.op);
    onChange({ variable: name, op: keep ? condition.op : opsFor(next)[0]!.op });
  };
  return (
    <Space wrap className="yb-expr-condition">
      <Select
        aria-label="变量"
        showSearch
        virtual={false}
        optionFilterProp="label"
        placeholder="选择变量"
        value={condition.variable || undefined}
        options={known.map((v) => ({
          value: v.name,
          label: v.title === v.name ? v.name : `${v.title}（${v.name}）`,
        }))}
        onChange={chooseVariable}
        style={{ minWidth: 200 }}
      />
      <Select
        aria-label="运算符"
        value={op ? condition.op : undefined}
        options={ops.map((o) => ({ value: o.op, label: o.label }))}
        onChange={(next: Condition['op']) => onChange(withOp(condition, next))}
        style={{ minWidth: 100 }}
      />
      {op?.takesValue && (
        <ValueInput
          condition={condition}
          variable={variable}
          onChange={(value) => onChange({ ...condition, value })}
        />
      )}
      <Button type="text" aria-label="删除条件" icon={<DeleteOutlined />} onClick={onRemove} />
    </Space>
  );
}
