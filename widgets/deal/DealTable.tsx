import { memo, useContext, useEffect, useMemo, useRef } from 'react';
import { Button, Table, Typography, type TableColumnsType, type TableRef } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { dealMessages as m, type LayoutField, type LayoutNode } from '../../engine/deal';
import { useDealError, useDealFields, useDealRows } from '../../engine/blocks/controllers';
import { DealCell } from './DealCell';
import { DealTargetContext, focusWhenDrawn } from './dealTarget';
import { domId } from './domId';
import { PAGE_SIZES, SMALLEST_PAGE, useTablePage } from './useTablePage';
import { useVirtualSideScroll } from './useVirtualSideScroll';

type RowRef = { key: string };

const WIDTH = { select: 170, date: 150, datetime: 200, textarea: 260 } as const;
const widthOf = (f: LayoutField): number =>
  f.widget === 'text' ? ((f.maxLength ?? 0) >= 100 ? 200 : 150) : WIDTH[f.widget];
const REQUIRED = { color: '#ff4d4f', marginInlineEnd: 4 } as const;
const showTotal = (total: number) => `共 ${total} 条`;

/** Up to this many rows a table keeps its pages (and its look); above it, it scrolls and draws the rows in view. */
export const VIRTUAL_ABOVE = 100;
/** The height of a long table's scrolled body (about ten rows of cells). */
export const VIRTUAL_HEIGHT = 480;

/**
 * The editable table of a list node: add and delete rows, every cell editable with the input of its
 * widget. Up to `VIRTUAL_ABOVE` rows it draws 20 rows a page; a longer list (a fee detail of thousands
 * of rows) scrolls in a body of `VIRTUAL_HEIGHT` and draws only the rows in view (antd's virtual
 * table), so its first render and each keystroke cost what a page costs (docs/performance.md). Rows
 * are keys only: the table re-renders when rows are added or removed or the page changes, never while
 * a cell is edited (each cell subscribes to its own value). Values and messages live in the store,
 * so validation and submit cover the rows not drawn; a failed submit's first message in a row not
 * drawn scrolls (or pages) to that row and focuses its cell.
 */
export const DealTable = memo(function DealTable({ node }: { node: LayoutNode }) {
  const { store, prefix, addRow, removeRow } = useDealFields();
  const keys = useDealRows(store, node.name);
  const error = useDealError(store, node.name);
  const virtual = keys.length > VIRTUAL_ABOVE;
  const page = useTablePage(store, node.name, keys, virtual ? undefined : error);
  const first = virtual ? 0 : (page.current - 1) * page.size;
  const table = useRef<TableRef>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useVirtualSideScroll(wrapper, virtual);
  const target = useContext(DealTargetContext);
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
  // A row added: a long table scrolls to it once it is in the table's rows (a paged one shows the last page).
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    if (virtual) table.current?.scrollTo({ index: keys.length - 1, align: 'end' });
  }, [keys, virtual]);
  // A failed submit's first message in one of this table's cells: its row is brought in, then its cell focused.
  useEffect(() => {
    const [owner, rowKey = ''] = target?.id.split('.') ?? [];
    if (!target || owner !== node.name) return;
    const index = store.rowKeys(node.name).indexOf(rowKey);
    if (index < 0) return;
    if (virtual) table.current?.scrollTo({ index, align: 'start' });
    else page.showRow(index);
    return focusWhenDrawn(domId(prefix, target.id));
    // Only for a new target (a submit), not when rows change later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return (
    <div ref={wrapper}>
      <Table<RowRef>
        ref={table}
        size="small"
        bordered
        rowKey="key"
        columns={columns}
        dataSource={rows}
        virtual={virtual}
        pagination={
          virtual
            ? false
            : {
                current: page.current,
                pageSize: page.size,
                pageSizeOptions: PAGE_SIZES,
                showSizeChanger: true,
                showTotal,
                hideOnSinglePage: keys.length <= SMALLEST_PAGE,
                onChange: page.change,
              }
        }
        // Fixed layout: typing in a cell never re-measures the whole table.
        tableLayout="fixed"
        scroll={virtual ? { x: width, y: VIRTUAL_HEIGHT } : { x: width }}
      />
      {virtual && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, textAlign: 'end' }}>
          {showTotal(keys.length)}
        </Typography.Text>
      )}
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
          added.current = true;
          page.showLast(keys.length + 1);
        }}
      >
        {m.addRow}
      </Button>
    </div>
  );
});
