import { useMemo } from 'react';
import { Card, Descriptions, Table, type TableColumnsType } from 'antd';
import type { OutputNodeView } from '../../engine/deal';
import { useDealFormContext } from '../../engine/blocks/controllers';
import { tableEmptyLocale } from '../blocks/tableEmpty';

type Row = Record<string, unknown>;
const SECTION = { marginBottom: 16 } as const;
const COLUMNS = { xs: 1, md: 2, xl: 3 } as const;
/** In a narrow place (the deal editor's preview, half the page): a field a line. */
const NARROW_COLUMNS = 1;
const showTotal = (total: number) => `共 ${total} 条`;

/** A value as shown: a code as its name, anything else as text. */
function shown(value: unknown, codes?: Record<string, string>): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return codes?.[text] ?? text;
}

const asRow = (v: unknown): Row => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {});

/** An output object as a read-only key–value list. */
export function OutputDescriptions({
  node,
  value,
  narrow = false,
}: {
  node: OutputNodeView;
  value: unknown;
  narrow?: boolean;
}) {
  const row = asRow(value);
  return (
    <Descriptions
      bordered
      size="small"
      column={narrow ? NARROW_COLUMNS : COLUMNS}
      items={node.fields.map((f) => ({ key: f.name, label: f.label, children: shown(row[f.name], f.codes) }))}
    />
  );
}

/** An output list as a table, `emptyText` when it has no rows. */
export function OutputTable({
  node,
  value,
  emptyText,
}: {
  node: OutputNodeView;
  value: unknown;
  emptyText: string;
}) {
  const rows = useMemo(
    () => (Array.isArray(value) ? value : []).map((r, i) => ({ ...asRow(r), __key: i })),
    [value],
  );
  const columns = useMemo<TableColumnsType<Row>>(
    () =>
      node.fields.map((f) => ({
        key: f.name,
        title: f.label,
        render: (_v: unknown, r: Row) => shown(r[f.name], f.codes),
      })),
    [node],
  );
  return (
    <Table<Row>
      size="small"
      bordered
      rowKey="__key"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={tableEmptyLocale(emptyText)}
      pagination={rows.length > 10 ? { pageSize: 10, showTotal, showSizeChanger: false } : false}
    />
  );
}

/**
 * The deal's output under the form: each output node read-only, shown once `output` has a value (the
 * block's, or the one given: a sample answer); `narrow` for a place of half the page.
 */
export function DealOutputView({ output: given, narrow }: { output?: unknown; narrow?: boolean }) {
  const context = useDealFormContext();
  const { deal, emptyText } = context;
  const output = given ?? context.output;
  if (!deal || !output || typeof output !== 'object') return null;
  const data = output as Row;
  return (
    <>
      {deal.output.map((node) => (
        <Card key={node.name} size="small" title={node.title} style={SECTION} className="yb-codes">
          {node.kind === 'table' ? (
            <OutputTable node={node} value={data[node.name]} emptyText={emptyText} />
          ) : (
            <OutputDescriptions node={node} value={data[node.name]} narrow={narrow} />
          )}
        </Card>
      ))}
    </>
  );
}
