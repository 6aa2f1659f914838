import type { Meta, StoryObj } from '@storybook/react';
import { useDesigner } from '../engine/blocks/controllers/descriptorEditor/useDesigner';
import { skeletonFor } from '../engine/designer/skeleton';
import type { OpenApiDoc } from '../engine/lint';
import { withFakeApp } from '../fixtures/decorator';
import { designSchema, useFixtureEditor } from '../fixtures/designerFixtures';
import { adminUser } from '../fixtures/fixtures';
import openapi from '../openapi/commondeal.json';
import userIndex from '../screens/userIndex.screen.json';
import { DesignerContext } from '../widgets/blocks/designer/designerContext';
import { ExprField } from '../widgets/blocks/designer/ExprField';
import { PropertyForm } from '../widgets/blocks/designer/PropertyForm';

/** 停用 as journey 3 builds it: 确认, then 依次执行 of 调用接口 (PUT, its body fields) and 刷新区块. */
const STOP = {
  type: 'confirm',
  message: '确定停用该用户？',
  then: {
    type: 'sequence',
    steps: [
      {
        type: 'request',
        method: 'PUT',
        path: '/commondeal/api/user-manage/valid',
        body: { userId: { var: 'row.userId' }, ifValid: '0', version: { var: 'row.version' } },
        success: '已停用',
      },
      { type: 'refresh', target: 'users' },
    ],
  },
};

const users = (action: unknown) => {
  const doc = structuredClone(userIndex) as unknown as { blocks: { rowActions: unknown[] }[] };
  doc.blocks[0]!.rowActions.push({ label: '停用', kind: 'link', action });
  return doc;
};

/** The property form of 用户管理's new 停用 row action, as 设计 shows it when the action is selected. */
function ActionProperties({ action }: { action: unknown }) {
  const editor = useFixtureEditor(users(action));
  const path = `/blocks/0/rowActions/${userIndex.blocks[0]!.rowActions.length}`;
  const designer = useDesigner(editor, path);
  return (
    <DesignerContext.Provider value={{ doc: designer.snapshot?.doc, openapi: openapi as OpenApiDoc }}>
      <section aria-label="属性" style={{ maxWidth: 720 }}>
        <PropertyForm designer={designer} path={path} exprField={ExprField} />
      </section>
    </DesignerContext.Provider>
  );
}

const meta = {
  title: '设计器/点击动作',
  component: ActionProperties,
  decorators: [withFakeApp],
  parameters: { fakeApp: { user: adminUser } },
} satisfies Meta<typeof ActionProperties>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new row action: its action the schema's skeleton (消息提示), the type chosen in 点击动作类型. */
export const NewAction: Story = {
  name: '新行操作的点击动作',
  args: { action: skeletonFor(designSchema, { $ref: '#/definitions/Action' }) },
};

/** 停用 built by choices: 确认 → 依次执行 → 调用接口 with 请求体字段 as 变量 and 固定值, then 刷新区块. */
export const Stop: Story = { name: '停用：确认后依次调用接口并刷新', args: { action: STOP } };
