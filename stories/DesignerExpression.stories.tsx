import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type { Expr } from '../engine/descriptor';
import type { OpenApiDoc } from '../engine/lint';
import openapi from '../openapi/commondeal.json';
import userIndex from '../screens/userIndex.screen.json';
import { DesignerContext } from '../widgets/blocks/designer/designerContext';
import { ExprField } from '../widgets/blocks/designer/ExprField';
import { withFakeApp } from '../fixtures/decorator';

const ACTIVE = { '==': [{ var: 'row.ifValid' }, '1'] };

/** 用户管理 with a 停用 row action added at the end of its row actions (the designer's journey). */
const users = structuredClone(userIndex) as typeof userIndex & { blocks: { rowActions: unknown[] }[] };
users.blocks[0]!.rowActions.push({
  label: '停用',
  kind: 'link',
  action: { type: 'confirm', message: '确定停用该用户?' },
});
const STOP = `/blocks/0/rowActions/${users.blocks[0]!.rowActions.length - 1}`;

interface Props {
  /** The expression the key holds when the story opens. */
  initial?: Expr;
  /** The key edited. */
  keyName: string;
  /** The key's Chinese title. */
  label: string;
}

/** The builder as the property form draws it for the 停用 row action of 用户管理, holding its value. */
function Builder({ initial, keyName, label }: Props) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <DesignerContext.Provider value={{ doc: users, openapi: openapi as OpenApiDoc }}>
      <div style={{ maxWidth: 720 }}>
        <ExprField value={value} onChange={setValue} path={STOP} keyName={keyName} label={label} />
      </div>
    </DesignerContext.Provider>
  );
}

const meta = {
  title: 'Designer/Expression 条件',
  component: Builder,
  decorators: [withFakeApp],
} satisfies Meta<typeof Builder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 停用 shown only while the row's 状态 is 启用: the condition, and its truth table over the status codes. */
export const ShownWhenActive: Story = {
  name: '停用：仅状态为启用时显示',
  args: { initial: ACTIVE, keyName: 'visible', label: '可见条件' },
};

/** Two conditions joined by 全部满足, on 可用: the truth table gives each disabled row its tooltip. */
export const EnabledForAdmins: Story = {
  name: '可用：全部满足两个条件',
  args: {
    initial: { and: [ACTIVE, { hasRole: [{ var: 'user.roles' }, 'ROLE_ADMIN'] }] },
    keyName: 'enabled',
    label: '可用条件',
  },
};

/** No condition yet: always shown. */
export const Empty: Story = { name: '未设置条件', args: { keyName: 'visible', label: '可见条件' } };

/** An expression with an operator the engine does not know: the text mode, with the lint's message. */
export const TextWithLint: Story = {
  name: '文本模式：未知的运算符',
  args: { initial: { equals: [{ var: 'row.ifValid' }, '1'] }, keyName: 'visible', label: '可见条件' },
};
