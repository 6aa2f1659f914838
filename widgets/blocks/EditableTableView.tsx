import { Button, Card, Input, InputNumber, Select, Space, Table, type TableColumnsType } from 'antd';
import type { EditableColumn, EditableTableBlock } from '../../engine/descriptor';
import { renderTemplate } from '../../engine/expr';
import { useDicts, type Dicts } from '../../engine/dicts';
import {
  amountOf,
  useBlockContext,
  useEditableTableController,
  type EditableTableController,
  type Row,
} from '../../engine/blocks/controllers';
import { tableEmptyLocale } from './tableEmpty';

const showTotal = (total: number) => `共 ${total} 条`;
const FULL = { width: '100%' } as const;
/** The row's position, added for the table's keys only (never written to the state). */
const INDEX = '__index';

function choicesOf(c: EditableColumn, dicts: Dicts | null) {
  if (c.options) return c.options;
  return (c.dict ? (dicts?.[c.dict] ?? []) : []).map((e) => ({ value: e.value, label: e.name }));
}

/** A cell as text: an amount with its decimals, a choice by its label. */
function shownValue(c: EditableColumn, v: unknown, dicts: Dicts | null): string {
  if (v === undefined || v === null || v === '') return '';
  if (c.kind === 'amount') return Number(v).toFixed(c.decimals ?? 2);
  if (c.kind === 'select') return choicesOf(c, dicts).find((o) => o.value === String(v))?.label ?? String(v);
  return String(v);
}

/** The input of one cell, with its message under it. */
function Cell(props: {
  table: EditableTableController;
  column: EditableColumn;
  index: number;
  value: unknown;
  label: string;
  dicts: Dicts | null;
}) {
  const { table, column: c, index, value, label, dicts } = props;
  const message = table.cellMessage(index, c.field);
  const status = message ? 'error' : undefined;
  const leave = () => table.leaveCell(index, c.field);
  const aria = `第${index + 1}行${label}`;
  let input;
  if (c.kind === 'amount') {
    input = (
      <InputNumber<number>
        aria-label={aria}
        style={FULL}
        status={status}
        min={c.min ?? 0}
        precision={c.decimals ?? 2}
        placeholder={label}
        value={
          typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value)
        }
        onChange={(v) => table.setCell(index, c.field, amountOf(v, c.decimals ?? 2, c.min ?? 0))}
        onBlur={leave}
      />
    );
  } else if (c.kind === 'select') {
    input = (
      <Select
        aria-label={aria}
        style={FULL}
        status={status}
        placeholder={label}
        options={choicesOf(c, dicts)}
        value={value === null || value === undefined || value === '' ? undefined : String(value)}
        onChange={(v: string) => {
          table.setCell(index, c.field, v);
          leave();
        }}
        onBlur={leave}
      />
    );
  } else {
    input = (
      <Input
        aria-label={aria}
        status={status}
        placeholder={label}
        value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
        onChange={(e) => table.setCell(index, c.field, e.target.value)}
        onBlur={leave}
      />
    );
  }
  return (
    <div>
      {input}
      {message && (
        <div
          className="ant-form-item-explain-error"
          role="alert"
          style={{ color: 'var(--ant-color-error, #ff4d4f)' }}
        >
          {message}
        </div>
      )}
    </div>
  );
}

/** An editable table over rows held in the screen state: typed cells, add, edit, save draft, delete, clear. */
export function EditableTableView({ block }: { block: EditableTableBlock }) {
  const table = useEditableTableController(block);
  const ctx = useBlockContext();
  const dicts = useDicts(block.columns.some((c) => c.dict));
  const offset = (table.page.current - 1) * table.page.size;
  const columns: TableColumnsType<Row> = block.columns.map((c) => {
    const label = renderTemplate(c.title, ctx);
    return {
      key: c.field,
      title: label,
      width: c.width,
      render: (_: unknown, row: Row) =>
        table.editing ? (
          <Cell
            table={table}
            column={c}
            index={Number(row[INDEX])}
            value={row[c.field]}
            label={label}
            dicts={dicts}
          />
        ) : (
          shownValue(c, row[c.field], dicts)
        ),
    };
  });
  columns.push({
    key: '__actions',
    title: '操作',
    width: 80,
    render: (_: unknown, row: Row) => (
      <Button type="link" size="small" danger onClick={() => table.remove(Number(row[INDEX]))}>
        {table.text('delete')}
      </Button>
    ),
  });
  const toolbar = (
    <Space wrap>
      <Button type="primary" onClick={() => table.save()}>
        {table.text('save')}
      </Button>
      <Button onClick={table.edit} disabled={table.editing}>
        {table.text('edit')}
      </Button>
      <Button onClick={table.add}>{table.text('add')}</Button>
      <Button danger onClick={table.clear}>
        {table.text('clear')}
      </Button>
    </Space>
  );
  return (
    <Card size="small" title={block.title ? renderTemplate(block.title, ctx) : undefined} extra={toolbar}>
      <Table<Row>
        className="yb-codes"
        size="middle"
        rowKey={INDEX}
        columns={columns}
        // Keyed by position: a row keeps its inputs (and focus) while its values change.
        dataSource={table.rows
          .slice(offset, offset + table.page.size)
          .map((r, i) => ({ ...r, [INDEX]: offset + i }))}
        locale={tableEmptyLocale(block.emptyText ? renderTemplate(block.emptyText, ctx) : undefined)}
        pagination={{
          current: table.page.current,
          pageSize: table.page.size,
          total: table.rows.length,
          showTotal,
          pageSizeOptions: table.pageSizes,
          showSizeChanger: true,
          onChange: table.changePage,
        }}
      />
    </Card>
  );
}
