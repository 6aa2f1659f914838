import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import type { Designer } from '../../../engine/blocks/controllers/descriptorEditor/useDesigner';
import type { NodePath } from '../../../engine/designer/types';
import type { OpenApiDoc } from '../../../engine/lint';
import { FromContractDialog } from './FromContractDialog';

/**
 * 从接口添加 in the designer's toolbar (docs/studio.md, 设计): opens the dialog over the server's
 * contract; what it adds is one undoable edit of the draft.
 */
export function FromContractTool(props: { designer: Designer; selected?: NodePath; openapi?: OpenApiDoc }) {
  const { designer, selected, openapi } = props;
  const [open, setOpen] = useState(false);
  const off = designer.broken || !designer.snapshot;
  return (
    <>
      <Tooltip title="从服务端接口文档添加列表、列、查询条件或表单">
        <Button size="small" icon={<ApiOutlined />} disabled={off} onClick={() => setOpen(true)}>
          从接口添加
        </Button>
      </Tooltip>
      {open && (
        <FromContractDialog
          open
          onClose={() => setOpen(false)}
          openapi={openapi}
          doc={designer.snapshot?.doc}
          selected={selected}
          onApply={designer.edit}
        />
      )}
    </>
  );
}
