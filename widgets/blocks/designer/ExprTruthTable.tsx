import { Table, Typography } from 'antd';
import type { Expr } from '../../../engine/descriptor';
import type { Variable } from '../../../engine/designer/exprScopes';
import { exprTruthTable } from '../../../engine/designer/exprTruth';

interface Props {
  value: Expr | undefined;
  variables: Variable[];
  keyName: string;
}

/** 真值表: every combination of the values the expression reads, and what the node then does. */
export function ExprTruthTable({ value, variables, keyName }: Props) {
  const table = exprTruthTable(value, variables, keyName);
  const columns = table.columns.map((title, i) => ({ title, dataIndex: String(i), key: String(i) }));
  const data = table.rows.map((cells, i) => ({
    key: i,
    ...Object.fromEntries(cells.map((c, j) => [String(j), c])),
  }));
  return (
    <div className="yb-expr-truth" style={{ marginTop: 8 }}>
      <Table
        aria-label="真值表"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={data}
      />
      {table.truncated && (
        <Typography.Text type="secondary">仅列出前 {table.rows.length} 种组合</Typography.Text>
      )}
    </div>
  );
}
