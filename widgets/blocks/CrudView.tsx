import { Card, Space } from 'antd';
import type { CrudBlock } from '../../engine/descriptor';
import { renderTemplate } from '../../engine/expr';
import {
  CrudControllerContext,
  useBlockContext,
  useCrudContext,
  useCrudController,
} from '../../engine/blocks/controllers';
import { fieldsPointer, NodePointer, useChildPointer } from '../../engine/blocks/designMode';
import { ButtonsView } from './ButtonView';
import { CrudQuery } from './CrudQuery';
import { CrudCards } from './CrudCards';
import { CrudTable } from './CrudTable';

function CrudToolbar() {
  const crud = useCrudContext();
  const node = useChildPointer('toolbar');
  if (!crud.block.toolbar?.length) return null;
  return (
    <Space wrap>
      <ButtonsView buttons={crud.block.toolbar} extra={crud.context()} node={node} />
    </Space>
  );
}

/** Query form (查询/重置), toolbar, table with row actions, selection, highlight and pagination. */
export function CrudView({ block }: { block: CrudBlock }) {
  const crud = useCrudController(block);
  const ctx = useBlockContext();
  const query = useChildPointer('query');
  return (
    <CrudControllerContext.Provider value={crud}>
      {block.query && (
        <Card size="small" className="yb-crud-query">
          <NodePointer pointer={fieldsPointer(query, block.query.schema)}>
            <CrudQuery />
          </NodePointer>
        </Card>
      )}
      <Card
        size="small"
        title={block.title ? renderTemplate(block.title, ctx) : undefined}
        // No toolbar and no title: no card head (antd draws an empty bar for any `extra` element).
        extra={block.toolbar?.length ? <CrudToolbar /> : undefined}
      >
        {block.display === 'cards' ? <CrudCards /> : <CrudTable />}
      </Card>
    </CrudControllerContext.Provider>
  );
}
