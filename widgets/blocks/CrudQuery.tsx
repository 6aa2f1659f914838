import { Button, Flex, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { FormControllerContext, useBlockContext, useCrudContext } from '../../engine/blocks/controllers';
import { renderTemplate } from '../../engine/expr';
import { SchemaForm } from '../form';

/** The inline query form of a crud with its 查询 and 重置 buttons. */
export function CrudQuery() {
  const crud = useCrudContext();
  const ctx = useBlockContext();
  const q = crud.block.query;
  return (
    <FormControllerContext.Provider value={crud.queryForm}>
      <Flex gap={16} align="flex-start" wrap>
        <div style={{ flex: '1 1 480px' }}>
          <SchemaForm />
        </div>
        <Space>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            loading={crud.loading}
            onClick={() => void crud.search()}
          >
            {renderTemplate(q?.submitLabel ?? '查询', ctx)}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={crud.reset}>
            {renderTemplate(q?.resetLabel ?? '重置', ctx)}
          </Button>
        </Space>
      </Flex>
    </FormControllerContext.Provider>
  );
}
