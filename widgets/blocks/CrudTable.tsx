import { Input, Space, Table, type TableColumnsType } from 'antd';
import type { Column } from '../../engine/descriptor';
import { formatValue, useBlockContext, useCrudContext, type Row } from '../../engine/blocks/controllers';
import type { ActionContext } from '../../engine/actions';
import { useDicts } from '../../engine/dicts';
import { getPath, renderTemplate, test } from '../../engine/expr';
import { childPointer, nodeAttrs, useNodePointer } from '../../engine/blocks/designMode';
import { ButtonsView } from './ButtonView';
import { FormattedValue } from './FormattedValue';
import { tableEmptyLocale } from './tableEmpty';

/** A cell: an input writing into the row (editable), several fields (template, one per line) or the formatted value. */
function Cell({
  column: c,
  row,
  ctx,
  rowCtx,
  dicts,
}: {
  column: Column;
  row: Row;
  ctx: ActionContext;
  rowCtx: ActionContext;
  dicts: Parameters<typeof formatValue>[2];
}) {
  if (c.editable) {
    const value = getPath(row, c.field);
    return (
      <Input
        size="small"
        aria-label={renderTemplate(c.title, ctx)}
        value={value === null || value === undefined ? '' : String(value)}
        placeholder={c.editable.placeholder ? renderTemplate(c.editable.placeholder, ctx) : undefined}
        maxLength={c.editable.maxLength}
        onChange={(e) => rowCtx.writers?.row?.(c.field, e.target.value)}
      />
    );
  }
  if (c.template !== undefined) {
    const lines = renderTemplate(c.template, { ...ctx, row }).split('\n');
    return (
      <>
        {lines.map((line, i) => (
          <div key={i}>{line}</div>
        ))}
      </>
    );
  }
  return <FormattedValue value={getPath(row, c.field)} format={c.format} dicts={dicts} />;
}

const showTotal = (total: number) => `共 ${total} 条`;

/** The crud's table: formatted columns, the 操作 column, selection, highlight and pagination. */
export function CrudTable() {
  const crud = useCrudContext();
  const ctx = useBlockContext();
  const { block } = crud;
  const dicts = useDicts(block.columns.some((c) => c.format?.dict));
  const node = useNodePointer();
  const columns: TableColumnsType<Row> = block.columns
    .map((c, i) => ({ c, at: node === undefined ? undefined : childPointer(node, 'columns', i) }))
    .filter(({ c }) => c.visible === undefined || test(c.visible, ctx))
    .map(({ c, at }) => ({
      key: c.field,
      // In design mode its header and cells name the column (`designMode.ts`).
      ...(at === undefined ? undefined : { onHeaderCell: () => nodeAttrs(at), onCell: () => nodeAttrs(at) }),
      title: renderTemplate(c.title, ctx),
      width: c.width,
      render: (_: unknown, row: Row) => (
        <Cell
          column={c}
          row={row}
          ctx={ctx}
          dicts={dicts}
          rowCtx={c.editable ? (crud.rowContext(row) as ActionContext) : ctx}
        />
      ),
    }));
  const actionsShown = block.rowActionsVisible === undefined || test(block.rowActionsVisible, ctx);
  if (block.rowActions?.length && actionsShown) {
    columns.push({
      key: '__actions',
      title: renderTemplate(block.rowActionsTitle ?? '操作', ctx),
      // A table wider than its card scrolls under the 操作 column, which stays in sight at the right.
      fixed: 'right',
      render: (_: unknown, row: Row) => (
        <Space size={0} wrap>
          <ButtonsView
            buttons={block.rowActions}
            extra={crud.rowContext(row)}
            size="small"
            node={node === undefined ? undefined : childPointer(node, 'rowActions')}
          />
        </Space>
      ),
    });
  }
  const highlight = block.highlight;
  return (
    <Table<Row>
      // Codes do not break mid-digit; a table too wide scrolls (styles.css).
      className="yb-codes"
      rowKey={crud.keyOf}
      size="middle"
      // As wide as its columns need (titles and codes unbroken), scrolling sideways in a narrow card.
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={crud.rows}
      loading={crud.loading}
      locale={tableEmptyLocale(block.emptyText ? renderTemplate(block.emptyText, ctx) : undefined)}
      rowClassName={(row) =>
        highlight !== undefined && test(highlight, { ...ctx, row }) ? 'yb-row-warning' : ''
      }
      rowSelection={
        block.selection
          ? {
              type: block.selection,
              selectedRowKeys: crud.selectedKeys,
              onChange: (keys) => crud.setSelectedKeys(keys.map(String)),
            }
          : undefined
      }
      pagination={
        crud.paged
          ? {
              current: crud.page.current,
              pageSize: crud.page.size,
              total: crud.total,
              showTotal,
              pageSizeOptions: crud.pageSizes,
              showSizeChanger: true,
              onChange: crud.changePage,
            }
          : false
      }
    />
  );
}
