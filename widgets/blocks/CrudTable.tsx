import { Space, Table, type TableColumnsType } from 'antd';
import { formatValue, useBlockContext, useCrudContext, type Row } from '../../engine/blocks/controllers';
import { useDicts } from '../../engine/dicts';
import { getPath, renderTemplate, test } from '../../engine/expr';
import { ButtonsView } from './ButtonView';

const showTotal = (total: number) => `共 ${total} 条`;

/** The crud's table: formatted columns, the 操作 column, selection, highlight and pagination. */
export function CrudTable() {
  const crud = useCrudContext();
  const ctx = useBlockContext();
  const { block } = crud;
  const dicts = useDicts(block.columns.some((c) => c.format?.dict));
  const columns: TableColumnsType<Row> = block.columns.map((c) => ({
    key: c.field,
    title: renderTemplate(c.title, ctx),
    width: c.width,
    render: (_: unknown, row: Row) => formatValue(getPath(row, c.field), c.format, dicts),
  }));
  if (block.rowActions?.length) {
    columns.push({
      key: '__actions',
      title: renderTemplate(block.rowActionsTitle ?? '操作', ctx),
      render: (_: unknown, row: Row) => (
        <Space size={0} wrap>
          <ButtonsView buttons={block.rowActions} extra={crud.rowContext(row)} size="small" />
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
      columns={columns}
      dataSource={crud.rows}
      loading={crud.loading}
      locale={block.emptyText ? { emptyText: renderTemplate(block.emptyText, ctx) } : undefined}
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
