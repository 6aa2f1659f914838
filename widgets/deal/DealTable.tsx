import { memo, useMemo } from 'react';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { dealMessages as m, type LayoutField, type LayoutNode } from '../../engine/deal';
import { useDealError, useDealFields, useDealRows } from '../../engine/blocks/controllers';
import { DealCell } from './DealCell';
import { PAGE_SIZES, SMALLEST_PAGE, useTablePage } from './useTablePage';

type RowRef = { key: string };

const WIDTH = { select: 170, date: 150, datetime: 200, textarea: 260 } as const;
const widthOf = (f: LayoutField): number =>
  f.widget === 'text' ? ((f.maxLength ?? 0) >= 100 ? 200 : 150) : WIDTH[f.widget];
const REQUIRED = { color: '#ff4d4f', marginInlineEnd: 4 } as const;
const showTotal = (total: number) => `共 ${total} 条`;

/**
 * The editable table of a list node: add and delete rows, every cell editable with the input of its
 * widget, 20 rows a page. Rows are keys only: the table re-renders when rows are added or removed or
 * the page changes, never while a cell is edited (each cell subscribes to its own value).
 */
export const DealTable = memo(function DealTable({ node }: { node: LayoutNode }) {
  const { store, addRow, removeRow } = useDealFields();
  const keys = useDealRows(store, node.name);
  const error = useDealError(store, node.name);
  const page = useTablePage(store, node.name, keys, error);
  const first = (page.current - 1) * page.size;
  const rows = useMemo(() => keys.map((key) => ({ key })), [keys]);
  const width = useMemo(() => node.fields.reduce((w, f) => w + widthOf(f), 56 + 72), [node]);
  const columns = useMemo<TableColumnsType<RowRef>>(
    () => [
      { key: '__no', title: m.rowNumber, width: 56, align: 'center', render: (_v, _r, i) => first + i + 1 },
      ...node.fields.map((f) => ({
        key: f.name,
        title: (
          <span>
            {f.required && <span style={REQUIRED}>*</span>}
            {f.label}
          </span>
        ),
        width: widthOf(f),
        render: (_v: unknown, row: RowRef) => <DealCell node={node.name} rowKey={row.key} field={f} />,
      })),
      {
        key: '__actions',
        title: m.actions,
        width: 72,
        align: 'center',
        render: (_v, row) => (
          <Button type="link" danger size="small" onClick={() => removeRow(node.name, row.key)}>
            {m.deleteRow}
          </Button>
        ),
      },
    ],
    [node, removeRow, first],
  );
  return (
    <div>
      <Table<RowRef>
        size="small"
        bordered
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={{
          current: page.current,
          pageSize: page.size,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal,
          hideOnSinglePage: keys.length <= SMALLEST_PAGE,
          onChange: page.change,
        }}
        // Fixed layout: typing in a cell never re-measures the whole table.
        tableLayout="fixed"
        scroll={{ x: width }}
      />
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {error}
        </Typography.Text>
      )}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => {
          addRow(node.name);
          page.showLast(keys.length + 1);
        }}
      >
        {m.addRow}
      </Button>
    </div>
  );
});
