import { Card, Col, Empty, Pagination, Row as Grid, Spin, Typography } from 'antd';
import { useBlockContext, useCrudContext, type Row } from '../../engine/blocks/controllers';
import { renderTemplate } from '../../engine/expr';
import { useChildPointer } from '../../engine/blocks/designMode';
import { ButtonsView } from './ButtonView';

const showTotal = (total: number) => `共 ${total} 条`;

function RowCard({ row }: { row: Row }) {
  const crud = useCrudContext();
  const ctx = { ...useBlockContext(), row };
  const card = crud.block.card;
  const actions = useChildPointer('rowActions');
  const title = card ? renderTemplate(card.title, ctx) : crud.keyOf(row);
  return (
    <Card
      size="small"
      hoverable
      title={title}
      actions={
        crud.block.rowActions?.length
          ? [
              <ButtonsView
                key="actions"
                buttons={crud.block.rowActions}
                extra={crud.rowContext(row)}
                size="small"
                node={actions}
              />,
            ]
          : undefined
      }
    >
      {card?.description && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
          {renderTemplate(card.description, ctx)}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** The crud's rows as a grid of cards (the deal list), with the same row actions and paging. */
export function CrudCards() {
  const crud = useCrudContext();
  const ctx = useBlockContext();
  const { block } = crud;
  return (
    <Spin spinning={crud.loading}>
      {crud.rows.length === 0 ? (
        <Empty description={block.emptyText ? renderTemplate(block.emptyText, ctx) : '暂无数据'} />
      ) : (
        <Grid gutter={[16, 16]}>
          {crud.rows.map((row) => (
            <Col key={crud.keyOf(row)} xs={24} sm={12} md={8} xl={6}>
              <RowCard row={row} />
            </Col>
          ))}
        </Grid>
      )}
      {crud.paged && crud.total > crud.page.size && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={crud.page.current}
          pageSize={crud.page.size}
          total={crud.total}
          showTotal={showTotal}
          pageSizeOptions={crud.pageSizes}
          showSizeChanger
          onChange={crud.changePage}
        />
      )}
    </Spin>
  );
}
