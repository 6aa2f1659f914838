import type { Meta, StoryObj } from '@storybook/react';
import userIndex from '../screens/userIndex.screen.json';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser } from '../fixtures/fixtures';
import { useFixtureEditor } from '../fixtures/designerFixtures';
import { DesignerPanel } from '../widgets/blocks/designer/DesignerPanel';

/** 设计 over a screen: the toolbar, the outline and the selected node's properties. */
function Panel({ screen, selected }: { screen: unknown; selected?: string }) {
  const editor = useFixtureEditor(screen);
  return (
    <div style={{ maxWidth: 640 }}>
      <DesignerPanel editor={editor} initialSelection={selected} />
    </div>
  );
}

const meta = {
  title: '设计器/设计面板',
  component: Panel,
  decorators: [withFakeApp],
  parameters: { fakeApp: { user: adminUser } },
  args: { screen: userIndex },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 用户管理 with its 状态 column selected: the path, the column in the outline, its properties. */
export const ColumnSelected: Story = {
  name: '用户管理：选中「状态」列',
  args: { selected: '/blocks/0/columns/5' },
};

/** Nothing selected yet: the outline of the whole screen, the hint where the properties go. */
export const NothingSelected: Story = { name: '用户管理：未选中' };

/** A text that does not parse: 设计 says so and takes no edits. */
export const Broken: Story = {
  name: '描述文件有误',
  render: () => <BrokenPanel />,
};

function BrokenPanel() {
  const editor = useFixtureEditor(userIndex);
  return (
    <DesignerPanel
      editor={{
        ...editor,
        text: '{ "id": ',
        problems: [{ path: '', message: 'JSON 格式错误：第 1 行第 8 列附近（内容不完整，缺少结尾）' }],
      }}
    />
  );
}
