import { useState } from 'react';
import { Button, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';

type Scalar = string | number | boolean;
type CodeMap = Record<string, Scalar>;

/** The names antd's preset tag colours read by (a `TagColor` value shows as its tag). */
const COLOUR_NAMES: Record<string, string> = {
  green: '绿色',
  red: '红色',
  orange: '橙色',
  gold: '金色',
  blue: '蓝色',
  cyan: '青色',
  purple: '紫色',
  default: '灰色',
};

const optionLabel = (v: Scalar) =>
  typeof v === 'string' && v in COLOUR_NAMES ? <Tag color={v}>{COLOUR_NAMES[v]}</Tag> : String(v);

export interface MapFieldProps {
  value: unknown;
  onChange(value: CodeMap | undefined): void;
  /** The schema of one value: an enum, a string, a number. */
  valueSchema: { type?: string; enum?: Scalar[] };
  /** The key's Chinese title. */
  label: string;
  id?: string;
  /** Codes the node knows already (its other maps: a code list's codes and their labels), offered as rows. */
  suggested: { code: string; label?: string }[];
}

/** One code's value: a select of the enum, a number, or a text. */
function ValueInput({
  schema,
  value,
  name,
  onChange,
}: {
  schema: MapFieldProps['valueSchema'];
  value: Scalar | undefined;
  name: string;
  onChange(v: Scalar | undefined): void;
}) {
  if (schema.enum)
    return (
      <Select
        aria-label={name}
        allowClear
        placeholder="未设置"
        style={{ minWidth: 140 }}
        value={value}
        options={schema.enum.map((v) => ({ value: v, label: optionLabel(v) }))}
        onChange={(v: Scalar | undefined) => onChange(v)}
      />
    );
  if (schema.type === 'number' || schema.type === 'integer')
    return (
      <InputNumber
        aria-label={name}
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange(v ?? undefined)}
      />
    );
  return (
    <Input
      aria-label={name}
      placeholder="未设置"
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

/**
 * A map of codes (docs/studio.md, 设计): a row per code, the codes it holds and those the node's other maps
 * know (a column's 代码映射 offers its codes to 标签颜色), each set or cleared on its own; 添加代码 adds
 * another. A code left unset is not written.
 */
export function MapField({ value, onChange, valueSchema, label, id, suggested }: MapFieldProps) {
  const map: CodeMap = value && typeof value === 'object' ? (value as CodeMap) : {};
  const [extra, setExtra] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const labels = new Map(suggested.map((s) => [s.code, s.label]));
  const codes = [...new Set([...Object.keys(map), ...suggested.map((s) => s.code), ...extra])];
  const set = (code: string, v: Scalar | undefined) => {
    const next: CodeMap = { ...map };
    if (v === undefined) delete next[code];
    else next[code] = v;
    onChange(Object.keys(next).length ? next : undefined);
  };
  const add = () => {
    const code = draft.trim();
    if (code && !codes.includes(code)) setExtra((e) => [...e, code]);
    setDraft('');
  };
  return (
    <div id={id} role="group" aria-label={label}>
      {codes.length === 0 && <Typography.Text type="secondary">尚无代码</Typography.Text>}
      {codes.map((code) => {
        const name = labels.get(code) ? `${code}（${labels.get(code)}）` : code;
        return (
          <Space key={code} style={{ display: 'flex', marginBottom: 8 }}>
            <Typography.Text style={{ display: 'inline-block', minWidth: 96 }}>{name}</Typography.Text>
            <ValueInput
              schema={valueSchema}
              value={map[code]}
              name={`${label}：${name}`}
              onChange={(v) => set(code, v)}
            />
          </Space>
        );
      })}
      <Space.Compact style={{ marginTop: 4 }}>
        <Input
          aria-label={`${label}：新代码`}
          placeholder="新代码"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={add}
          style={{ width: 140 }}
        />
        <Button onClick={add}>添加代码</Button>
      </Space.Compact>
    </div>
  );
}
