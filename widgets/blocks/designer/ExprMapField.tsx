import { useEffect, useMemo, useState } from 'react';
import { Button, Input, Select, Space, Typography } from 'antd';
import { exprScopes } from '../../../engine/designer/exprScopes';
import { lintTargets } from '../../../engine/lint/consoleTargets';
import { useDesignerContext } from './designerContext';
import { JsonField } from './JsonField';

type Row = { name: string; value: unknown };
type Mode = 'fixed' | 'var' | 'expr';

export interface ExprMapFieldProps {
  value: unknown;
  onChange(value: Record<string, unknown> | undefined): void;
  /** The key's Chinese title (请求体字段). */
  label: string;
  /** The map's JSON Pointer in the draft: its variables are those the place can read. */
  path: string;
  id?: string;
}

const MODES: { value: Mode; label: string }[] = [
  { value: 'fixed', label: '固定值' },
  { value: 'var', label: '变量' },
  { value: 'expr', label: '表达式' },
];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const rowsOf = (v: unknown): Row[] =>
  isObject(v) ? Object.entries(v).map(([name, value]) => ({ name, value })) : [];
const mapOf = (rows: Row[]) => {
  const named = rows.filter((r) => r.name.trim() !== '');
  return named.length ? Object.fromEntries(named.map((r) => [r.name.trim(), r.value])) : undefined;
};

/** How a value is given: a text or number (固定值), `{ "var": … }` (变量), anything else (表达式, as JSON). */
export function modeOf(v: unknown): Mode {
  if (v === undefined || v === null || ['string', 'number', 'boolean'].includes(typeof v)) return 'fixed';
  if (isObject(v) && Object.keys(v).length === 1 && typeof v.var === 'string') return 'var';
  return 'expr';
}

let consoleSchemas: ReturnType<typeof lintTargets>['schemas'] | undefined;

/**
 * A map of expressions (docs/studio.md, 设计), a request's 请求体字段: a row per key, its 字段名 and its
 * value given as 固定值 (a text, kept a string), 变量 (one the place can read, `{ "var": "row.userId" }`)
 * or 表达式 (JSON text, for what neither says); 添加字段 adds a row. A row without a name is not written.
 */
export function ExprMapField({ value, onChange, label, path, id }: ExprMapFieldProps) {
  const { doc, openapi, schemas } = useDesignerContext();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(value));
  const text = JSON.stringify(value ?? null);
  useEffect(() => {
    setRows((r) => (JSON.stringify(mapOf(r) ?? null) === text ? r : rowsOf(JSON.parse(text))));
  }, [text]);
  const variables = useMemo(
    () => exprScopes(doc, `${path}/_`, openapi, schemas ?? (consoleSchemas ??= lintTargets().schemas)),
    [doc, path, openapi, schemas],
  );
  const write = (next: Row[]) => {
    setRows(next);
    onChange(mapOf(next));
  };
  const set = (i: number, row: Partial<Row>) => write(rows.map((r, j) => (j === i ? { ...r, ...row } : r)));
  const remodel = (i: number, mode: Mode) => {
    const same = variables.find((v) => v.name.endsWith(`.${rows[i]!.name}`));
    set(i, { value: mode === 'var' ? { var: same?.name ?? '' } : mode === 'expr' ? { '!!': [true] } : '' });
  };
  const options = variables.map((v) => ({
    value: v.name,
    label: v.title === v.name ? v.name : `${v.title}（${v.name}）`,
  }));
  return (
    <div id={id} role="group" aria-label={label}>
      {rows.length === 0 && <Typography.Text type="secondary">尚无字段</Typography.Text>}
      {rows.map((row, i) => {
        const mode = modeOf(row.value);
        return (
          <Space key={i} role="group" aria-label={`${label}第${i + 1}项`} wrap style={{ marginBottom: 8 }}>
            <Input
              aria-label="字段名"
              placeholder="字段名"
              value={row.name}
              onChange={(e) => set(i, { name: e.target.value })}
              style={{ width: 120 }}
            />
            <Select
              aria-label="取值方式"
              value={mode}
              options={MODES}
              onChange={(m: Mode) => remodel(i, m)}
            />
            {mode === 'fixed' && (
              <Input
                aria-label="值"
                placeholder="固定值"
                value={row.value === undefined || row.value === null ? '' : String(row.value)}
                onChange={(e) => set(i, { value: e.target.value })}
              />
            )}
            {mode === 'var' && (
              <Select
                aria-label="变量"
                showSearch
                virtual={false}
                optionFilterProp="label"
                placeholder="选择变量"
                value={(row.value as { var: string }).var || undefined}
                options={options}
                onChange={(name: string) => set(i, { value: { var: name } })}
                style={{ minWidth: 200 }}
              />
            )}
            {mode === 'expr' && (
              <JsonField
                value={row.value}
                onChange={(v) => set(i, { value: v })}
                path={path}
                keyName={row.name}
                label="值"
              />
            )}
            <Button
              aria-label={`删除${label}第${i + 1}项`}
              onClick={() => write(rows.filter((_, j) => j !== i))}
            >
              删除
            </Button>
          </Space>
        );
      })}
      <div>
        <Button onClick={() => setRows([...rows, { name: '', value: '' }])}>添加字段</Button>
      </div>
    </div>
  );
}
